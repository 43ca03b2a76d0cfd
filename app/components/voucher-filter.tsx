import type { ListingFilter } from "@common/listing-filter";
import { VOUCHER_BEDROOM_SIZES } from "@common/my-voucher";
import { Suspense } from "react";
import { Await, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/field";
import { useT } from "~/lib/i18n";

/**
 * "Fits my voucher" in a search form (the rentals filters, the city pages): a checkbox that filters by the
 * renter's saved voucher, and, for someone who has not saved one, the voucher size to filter by
 * (`voucher=2`). The figures behind it stay on the server; this only names the size.
 */
export function VoucherFilter({
  filter,
  savedVoucherBedrooms,
}: {
  filter: Pick<ListingFilter, "fitsVoucher" | "voucher">;
  savedVoucherBedrooms: number | null;
}) {
  const t = useT();
  const saved = savedVoucherBedrooms !== null;
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t("voucherFit.yourVoucher")}</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="fitsVoucher"
          value="true"
          defaultChecked={filter.fitsVoucher}
          className="size-4 accent-brand-600"
        />
        {t("voucherFit.filter.fits")}
      </label>
      {saved ? (
        <p className="text-xs text-slate-600">
          {t("voucherFit.filter.yours", { count: savedVoucherBedrooms })} ·{" "}
          <Link to="/my-voucher" className="text-brand-700 underline">
            {t("voucherFit.editVoucher")}
          </Link>
        </p>
      ) : (
        <div>
          <Label htmlFor="filter-voucher">{t("voucherFit.filter.size")}</Label>
          <Select
            id="filter-voucher"
            name="voucher"
            defaultValue={filter.voucher === null ? "" : String(filter.voucher)}
          >
            <option value="">{t("voucherFit.filter.anySize")}</option>
            {VOUCHER_BEDROOM_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {t("voucherFit.filter.bedrooms", { count: size })}
              </option>
            ))}
          </Select>
          <p className="mt-1 text-xs text-slate-600">
            <Link to="/my-voucher" className="text-brand-700 underline">
              {t("voucherFit.setVoucher")}
            </Link>
          </p>
        </div>
      )}
    </fieldset>
  );
}

/** Under a search's count: which voucher "Fits my voucher" filters by, or what it still needs. */
export function VoucherFilterNote({
  filter,
  savedVoucherBedrooms,
}: {
  filter: Pick<ListingFilter, "fitsVoucher" | "voucher">;
  savedVoucherBedrooms: number | null;
}) {
  const t = useT();
  const size = filter.fitsVoucher && savedVoucherBedrooms !== null ? savedVoucherBedrooms : filter.voucher;
  if (size === null) {
    return filter.fitsVoucher ? (
      <p className="mt-1 text-sm text-slate-700" data-testid="voucher-filter-note">
        {t("voucherFit.filter.needsSize")}
      </p>
    ) : null;
  }
  return (
    <p className="mt-1 text-sm font-semibold text-green-700" data-testid="voucher-filter-note">
      {t("voucherFit.filter.shown", { count: size })}
    </p>
  );
}

/**
 * A city page's "Fits my voucher": a small GET form over the page's own listings (the page's URL holds it),
 * shown once the reader's voucher size has streamed in.
 */
export function CityVoucherFilter({
  filter,
  saved,
}: {
  filter: Pick<ListingFilter, "fitsVoucher" | "voucher">;
  saved: Promise<number | null>;
}) {
  const t = useT();
  return (
    <Suspense fallback={null}>
      <Await resolve={saved}>
        {(size) => (
          <Form method="get" preventScrollReset className="mt-3 flex flex-wrap items-end gap-3">
            <VoucherFilter filter={filter} savedVoucherBedrooms={size} />
            <Button type="submit" variant="outline">
              {t("voucherFit.filter.apply")}
            </Button>
            <div className="basis-full">
              <VoucherFilterNote filter={filter} savedVoucherBedrooms={size} />
            </div>
          </Form>
        )}
      </Await>
    </Suspense>
  );
}
