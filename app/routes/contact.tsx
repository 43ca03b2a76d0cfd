import { contactMessageSchema } from "@common/schemas/contact";
import { parseWithZod } from "@conform-to/zod/v4";
import { submitContactMessage } from "@server/site/contact-service";
import { useRouteLoaderData } from "react-router";
import { Icon } from "~/components/icon";
import { SocialLinks } from "~/components/social-links";
import { Card } from "~/components/ui/card";
import { ContactForm } from "~/features/contact/contact-form";
import { reply, replyError } from "~/lib/action-result.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.locale, "pages");
  return {
    supportEmail: context.deps.supportEmail,
    title: t("contact.meta.title"),
    description: t("contact.meta.description"),
    messages: pageMessages(context.locale, "pages"),
  };
}

const FAILED = "Failed to send message. Please try again or email us directly.";

/** The contact form; POST /api/send-contact-email runs the same service for API clients. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactMessageSchema });
  if (submission.status !== "success") return reply(submission);
  try {
    await submitContactMessage(context.deps, submission.payload, {
      ip: context.clientIp,
      logger: context.logger,
    });
  } catch (error) {
    // The spec answers every failure with the same toast (the message is kept in the database).
    const toast = { type: "error", title: "Error", description: FAILED } as const;
    return replyError(submission, error, { toast, unexpected: { logger: context.logger, message: FAILED } });
  }
  return reply(submission, {
    resetForm: true,
    toast: {
      type: "success",
      title: "Thanks for reaching out — we'll get back to you soon.",
      description: "We've received your message and will respond within 24-48 hours.",
    },
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  // Our own accounts from the settings, through the root loader; none configured, no "Follow us".
  const socialLinks = useRouteLoaderData<typeof rootLoader>("root")?.socialLinks ?? [];
  const t = useT();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t("contact.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("contact.intro")}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          <ContactForm lastResult={actionData} />
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="font-semibold">{t("contact.emailUs")}</h2>
            <a
              href={`mailto:${loaderData.supportEmail}`}
              className="mt-2 inline-flex items-center gap-2 text-brand-700 underline"
            >
              <Icon name="mail" className="size-4" />
              {loaderData.supportEmail}
            </a>
          </Card>
          {socialLinks.length > 0 ? (
            <Card className="p-6">
              <h2 className="font-semibold">{t("contact.followUs")}</h2>
              <div className="mt-3">
                <SocialLinks links={socialLinks} tone="light" />
              </div>
            </Card>
          ) : null}
        </div>
      </div>
    </section>
  );
}
