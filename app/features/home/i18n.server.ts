import { LOCALE_TAGS, type Locale } from "@common/i18n";
import { setupI18n } from "@lingui/core";
import type { Translate } from "~/lib/i18n";
import { pageMessages } from "~/lib/i18n.server";

/** The home area's texts on the server (page titles and descriptions computed in loaders). */
export function serverT(locale: Locale): Translate {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: pageMessages(locale, "home") } });
  return (id, values) => i18n._(id, values);
}
