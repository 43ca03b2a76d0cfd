import { z } from "zod";
import {
  DOCUMENT_KINDS,
  INCOME_SOURCES,
  APPLICATION_PROFILE_MESSAGES as M,
  PROFILE_ABOUT_MAX,
  PROFILE_ADDRESS_MAX,
  PROFILE_AGENCY_MAX,
  PROFILE_CONTACT_MAX,
  PROFILE_DURATION_MAX,
  PROFILE_MAX_ADULTS,
  PROFILE_MAX_CHILDREN,
  PROFILE_MAX_MONTHLY_INCOME,
  PROFILE_MAX_VOUCHER_BEDROOMS,
  PROFILE_NAME_MAX,
  PROFILE_PETS_MAX,
} from "../application-profile";
import { singleLineText } from "./text";
import { blankToUndefined, optionalText } from "./text-fields";

/** The renter's application profile form and the document forms (docs/forms.md). */

const toNumber = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === "string" ? Number(given) : given;
};

/** A whole number typed into a number input, from `min` to `max`; blank is `requiredMessage` or not given. */
function wholeNumber(min: number, max: number, minMessage: string) {
  return z
    .number({ error: M.number })
    .int(M.wholeNumber)
    .min(min, minMessage)
    .max(max, `Must be at most ${max.toLocaleString("en-US")}`);
}

const optionalWholeNumber = (max: number) =>
  z.preprocess(toNumber, wholeNumber(0, max, M.nonNegative).optional());

const optionalLine = (max: number) =>
  z.preprocess(
    blankToUndefined,
    singleLineText()
      .max(max, `Must be at most ${max.toLocaleString("en-US")} characters`)
      .optional(),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value (YYYY-MM-DD, a real day between 2000 and 2100); blank is not given. */
const optionalDate = z.preprocess(
  blankToUndefined,
  singleLineText()
    .regex(ISO_DATE, M.date)
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(day.getTime()) &&
        day.toISOString().slice(0, 10) === v &&
        v >= "2000-01-01" &&
        v <= "2100-12-31"
      );
    }, M.date)
    .optional(),
);

/** Checkboxes: none posts nothing, one posts a value, several a list; each must be one of the sources. */
const incomeSources = z.preprocess(
  (value) =>
    value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value],
  z
    .array(z.enum(INCOME_SOURCES, { error: M.incomeSource }), { error: M.incomeSource })
    .max(INCOME_SOURCES.length, M.incomeSource)
    .transform((list) => INCOME_SOURCES.filter((source) => list.includes(source))),
);

export const applicationProfileSchema = z.object({
  adults: z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? M.adultsRequired : M.number) })
      .int(M.wholeNumber)
      .min(1, M.atLeastOneAdult)
      .max(PROFILE_MAX_ADULTS, `Must be at most ${PROFILE_MAX_ADULTS}`),
  ),
  children: optionalWholeNumber(PROFILE_MAX_CHILDREN),
  monthlyIncome: optionalWholeNumber(PROFILE_MAX_MONTHLY_INCOME),
  incomeSources,
  voucherAgency: optionalLine(PROFILE_AGENCY_MAX),
  voucherBedrooms: optionalWholeNumber(PROFILE_MAX_VOUCHER_BEDROOMS),
  voucherExpiresOn: optionalDate,
  currentAddress: optionalLine(PROFILE_ADDRESS_MAX),
  currentAddressDuration: optionalLine(PROFILE_DURATION_MAX),
  previousLandlordName: optionalLine(PROFILE_NAME_MAX),
  previousLandlordContact: optionalLine(PROFILE_CONTACT_MAX),
  pets: optionalLine(PROFILE_PETS_MAX),
  about: optionalText(PROFILE_ABOUT_MAX),
});

export type ApplicationProfileInput = z.infer<typeof applicationProfileSchema>;

/** A file input left empty posts a nameless, empty file: that is "no file chosen". */
const chosenFile = z
  .instanceof(File, { error: M.file })
  .refine((file) => file.name !== "" || file.size > 0, M.file);

/** Add one private document (multipart): what it is and the file; the server checks its bytes. */
export const renterDocumentUploadSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: M.documentKind }),
  file: chosenFile,
});

/** Delete one document. */
export const renterDocumentDeleteSchema = z.object({
  documentId: z.string({ error: M.documentNotFound }).max(100, M.documentNotFound),
});

/** Delete the whole profile: a ticked "I understand" box, so one stray click deletes nothing. */
export const applicationProfileDeleteSchema = z.object({
  confirm: z.preprocess(
    (v) => v === "on" || v === true || v === "true",
    z.literal(true, { error: M.confirmDelete }),
  ),
});
