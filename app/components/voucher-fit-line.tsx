import { formatUsdDollars } from "@common/money";
import type { VoucherFit } from "@common/voucher-rules";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/**
 * A listing against the reader's own voucher (computed on the server by voucherFit): "Fits your voucher",
 * "Over your payment standard by $X", or the 40 % rule's share. Shown only to the voucher's owner.
 */
export function VoucherFitLine({ fit, className }: { fit: VoucherFit; className?: string }) {
  const t = useT();
  const text =
    fit.kind === "fits"
      ? t("voucherFit.fits")
      : fit.kind === "over"
        ? t("voucherFit.over", { amount: formatUsdDollars(fit.over) })
        : t("voucherFit.fortyPercent", {
            share: formatUsdDollars(fit.share),
            percent: fit.percentOfIncome.toLocaleString("en-US", { maximumFractionDigits: 1 }),
          });
  const tone =
    fit.kind === "fits"
      ? "bg-green-50 text-green-800"
      : fit.kind === "over"
        ? "bg-slate-100 text-slate-700"
        : "bg-amber-50 text-amber-900";
  return (
    <p
      className={cn("rounded-md px-2 py-1 text-sm font-medium", tone, className)}
      data-testid="voucher-fit"
      data-fit={fit.kind}
    >
      {text}
    </p>
  );
}

/**
 * The listing page's line for the reader: their voucher's verdict, or a link to set their voucher (also
 * shown when the listing has no verdict for it, with a link to edit).
 */
export function RenterVerdict({ fit, hasVoucher }: { fit: VoucherFit | null; hasVoucher: boolean }) {
  const t = useT();
  return (
    <div className="space-y-1">
      {fit ? <VoucherFitLine fit={fit} /> : null}
      <Link to="/my-voucher" className="text-sm font-medium text-brand-700 underline">
        {hasVoucher ? t("voucherFit.editVoucher") : t("voucherFit.setVoucher")}
      </Link>
    </div>
  );
}
