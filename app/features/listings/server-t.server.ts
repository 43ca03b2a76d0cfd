import type { Locale } from "@common/i18n";
import { LOCALE_TAGS } from "@common/i18n";
import { setupI18n } from "@lingui/core";
import type { Translate } from "~/lib/i18n";
import { pageMessages } from "~/lib/i18n.server";

/** The listings texts on the server, for what a loader computes in the page's language (meta titles). */
export function serverT(locale: Locale): Translate {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: pageMessages(locale, "listings", "shell") } });
  return (id, values) => i18n._(id, values);
}
