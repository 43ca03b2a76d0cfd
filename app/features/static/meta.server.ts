import type { Locale } from "@common/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { MessageId } from "~/locales/catalogs";

/** A static page's loader data: its messages and its `meta` title and description, in the page's language. */
export function staticPageData(locale: Locale, title: MessageId, description?: MessageId) {
  const t = serverT(locale, "static");
  return {
    messages: pageMessages(locale, "static"),
    meta: { title: t(title), description: description ? t(description) : "" },
  };
}
