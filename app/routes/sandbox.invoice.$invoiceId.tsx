import { isSandboxProvider } from "@server/integrations/payments/sandbox";
import { data, redirect } from "react-router";
import { SandboxInvoice } from "~/features/rent-parties/sandbox-invoice";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/sandbox.invoice.$invoiceId";

/** The sandbox provider's hosted page; it exists only while the sandbox is the configured provider. */
function sandboxOf(context: Route.LoaderArgs["context"]) {
  const provider = context.deps.payments;
  if (!isSandboxProvider(provider)) throw data(null, { status: 404 });
  return provider;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Sandbox payment | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const invoice = await sandboxOf(context).getInvoice(params.invoiceId);
  if (!invoice) throw data(null, { status: 404 });
  const { id, orderDescription, priceAmountCents, status } = invoice;
  return {
    invoice: { id, orderDescription, priceAmountCents, status },
    title: serverT(context.locale, "sandbox")("sandbox.meta.title"),
    messages: pageMessages(context.locale, "sandbox"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const sandbox = sandboxOf(context);
  const intent = (await request.formData()).get("intent");
  const result =
    intent === "pay"
      ? await sandbox.pay(params.invoiceId)
      : intent === "expire"
        ? await sandbox.expire(params.invoiceId)
        : await sandbox
            .getInvoice(params.invoiceId)
            .then((inv) =>
              inv ? { redirectTo: inv.status === "finished" ? inv.successUrl : inv.cancelUrl } : null,
            );
  if (!result) throw data(null, { status: 404 });
  return redirect(result.redirectTo);
}

export default function SandboxInvoicePage({ loaderData }: Route.ComponentProps) {
  return <SandboxInvoice invoice={loaderData.invoice} />;
}
