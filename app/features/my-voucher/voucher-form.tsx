import { VOUCHER_BEDROOM_SIZES } from "@common/my-voucher";
import voucherLimits from "@common/schemas/voucher?limits";
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Select } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, resultFor, useSchemaForm } from "~/lib/forms";
import { useEnglishText, useT } from "~/lib/i18n";
import { AgencyCombobox, type AgencyOption } from "./agency-combobox";

const voucherForm = formSchema(() => import("@common/schemas/voucher"), "voucherSchema", voucherLimits);

/** The voucher as the form shows it: money in dollars, as typed. */
export interface VoucherFormValues {
  bedrooms: string;
  agency: AgencyOption | null;
  paymentStandard: string;
  grossMonthlyIncome: string;
  adjustedMonthlyIncome: string;
}

/**
 * "My voucher": size, agency, and optionally the payment standard and income. Posted to the /my-voucher
 * action (intent "save"), with or without JavaScript; the schema checks in the browser once loaded.
 */
export function VoucherForm({
  values,
  lastResult,
}: {
  values: VoucherFormValues | null;
  lastResult?: ActionResult;
}) {
  const t = useT();
  const errorText = useEnglishText("error");
  const result = resultFor(lastResult, "save");
  const [form, fields] = useSchemaForm(voucherForm, {
    id: "my-voucher",
    lastResult: result,
    defaultValue: values
      ? {
          bedrooms: values.bedrooms,
          paymentStandard: values.paymentStandard,
          grossMonthlyIncome: values.grossMonthlyIncome,
          adjustedMonthlyIncome: values.adjustedMonthlyIncome,
        }
      : undefined,
  });
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const agencyError = fields.agencyCode.errors?.[0] ?? fields.agencySearch.errors?.[0];
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.bedrooms} label={t("myVoucher.bedrooms")} hint={t("myVoucher.bedroomsHint")}>
        <Select {...getSelectProps(fields.bedrooms)} aria-describedby={fields.bedrooms.descriptionId}>
          <option value="">{t("myVoucher.choose")}</option>
          {VOUCHER_BEDROOM_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {t("myVoucher.bedroomOption", { count: size })}
            </option>
          ))}
        </Select>
      </Field>
      <AgencyCombobox
        defaultAgency={values?.agency ?? null}
        error={agencyError ? errorText(agencyError) : undefined}
        errorId={fields.agencyCode.errorId}
      />
      <Field
        meta={fields.paymentStandard}
        label={t("myVoucher.paymentStandard")}
        hint={t("myVoucher.paymentStandardHint")}
      >
        <Input {...hintedInputProps(fields.paymentStandard, "number")} inputMode="decimal" />
      </Field>
      <p className="text-sm text-slate-600">{t("myVoucher.incomeHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.grossMonthlyIncome} label={t("myVoucher.grossIncome")}>
          <Input {...getInputProps(fields.grossMonthlyIncome, { type: "number" })} inputMode="decimal" />
        </Field>
        <Field meta={fields.adjustedMonthlyIncome} label={t("myVoucher.adjustedIncome")}>
          <Input {...getInputProps(fields.adjustedMonthlyIncome, { type: "number" })} inputMode="decimal" />
        </Field>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? t("myVoucher.saving") : t("myVoucher.save")}
      </Button>
    </Form>
  );
}

/** "Delete my voucher": removes the account's row or the browser's cookie. */
export function DeleteVoucherForm() {
  const t = useT();
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="delete" />
      <p className="text-sm text-slate-600">{t("myVoucher.deleteHint")}</p>
      <Button type="submit" variant="outline">
        {t("myVoucher.delete")}
      </Button>
    </Form>
  );
}
