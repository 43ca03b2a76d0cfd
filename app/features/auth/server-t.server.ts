import { LOCALE_TAGS, type Locale } from "@common/i18n";
import { setupI18n } from "@lingui/core";
import { pageMessages } from "~/lib/i18n.server";
import type en from "~/locales/en/auth";

/** The auth area's texts on the server, for what a loader computes (the pages' titles and descriptions). */
export function serverT(locale: Locale): (id: keyof typeof en, values?: Record<string, unknown>) => string {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: pageMessages(locale, "auth") } });
  return (id, values) => i18n._(id, values);
}
