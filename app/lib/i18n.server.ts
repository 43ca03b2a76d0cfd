import type { Locale } from "@common/i18n";
import type { Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type MessageArea } from "~/locales/catalogs";

const compiled = new Map<string, Messages>();

/** One area's messages in one language, compiled once (ICU plurals and placeholders parsed). */
function areaMessages(locale: Locale, area: MessageArea): Messages {
  const key = `${locale}:${area}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source: Record<string, string> = CATALOGS[area][locale];
    messages = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    );
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * The messages a page needs, in its language, for its loader to return as `messages`: the root sends the
 * shell's, each page its own areas'. Only these travel to the browser.
 */
export function pageMessages(locale: Locale, ...areas: MessageArea[]): Messages {
  return Object.assign({}, ...areas.map((area) => areaMessages(locale, area)));
}
