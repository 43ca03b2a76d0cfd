import { formatUsdExact } from "@common/money";
import type { SandboxInvoice as SandboxInvoiceRow } from "@server/db/schema/rent-parties";
import { Form, useNavigation } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/** What the page shows of the sandbox's invoice row (never its return addresses). */
type SandboxInvoiceData = Pick<SandboxInvoiceRow, "id" | "orderDescription" | "priceAmountCents" | "status">;

/** The sandbox provider's hosted invoice page: pay, or let the invoice expire. */
export function SandboxInvoice({ invoice }: { invoice: SandboxInvoiceData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const t = useT();
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <div className="mb-4 flex items-center gap-2 rounded-lg bg-violet-50 px-4 py-3 text-sm text-violet-900">
        <Icon name="flask-conical" className="size-5 shrink-0" />
        <p>
          <strong>{t("sandbox.banner.title")}</strong> {t("sandbox.banner.body")}
        </p>
      </div>
      <Card className="p-6">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-500">{t("sandbox.invoice")}</p>
        <h1 className="mt-1 text-2xl font-bold">{invoice.orderDescription}</h1>
        <dl className="mt-5 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t("sandbox.amount")}</dt>
            <dd className="text-xl font-extrabold">{formatUsdExact(invoice.priceAmountCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t("sandbox.payWith")}</dt>
            <dd className="font-medium">{t("sandbox.coin")}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t("sandbox.status")}</dt>
            <dd className="font-medium" data-testid="invoice-status">
              {invoice.status === "waiting"
                ? t("sandbox.status.waiting")
                : invoice.status === "finished"
                  ? t("sandbox.status.finished")
                  : t("sandbox.status.expired")}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t("sandbox.id")}</dt>
            <dd className="break-all font-mono text-xs">{invoice.id}</dd>
          </div>
        </dl>
        {invoice.status === "waiting" ? (
          <Form method="post" className="mt-6 grid gap-3">
            <Button type="submit" name="intent" value="pay" size="lg" disabled={busy}>
              {t("sandbox.pay", { amount: formatUsdExact(invoice.priceAmountCents) })}
            </Button>
            <Button type="submit" name="intent" value="expire" variant="outline" size="lg" disabled={busy}>
              {t("sandbox.expire")}
            </Button>
          </Form>
        ) : (
          <Form method="post" className="mt-6">
            <Button type="submit" name="intent" value="return" variant="outline" className="w-full">
              {t("sandbox.return")}
            </Button>
          </Form>
        )}
      </Card>
    </section>
  );
}
