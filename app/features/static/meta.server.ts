import type { Locale } from "@common/i18n";
import { loaderMessages, serverT } from "~/lib/i18n.server";
import type { MessageId } from "~/locales/catalogs";

/** A static page's loader data: its messages and its `meta` title and description, in the page's language. */
export function staticPageData(
  context: { locale: Locale; documentRequest?: boolean },
  title: MessageId,
  description?: MessageId,
) {
  const t = serverT(context.locale, "static");
  return {
    messages: loaderMessages(context, "static"),
    meta: { title: t(title), description: description ? t(description) : "" },
  };
}
