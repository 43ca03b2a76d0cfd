import type { Locale } from "@common/i18n";
import type { Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type MessageArea } from "~/locales/catalogs";
import { linguiInstance, type PageMessages, type Translate } from "./i18n";

const compiled = new Map<string, Messages>();

/** One area's messages in one language, compiled once (ICU plurals and placeholders parsed). */
function areaMessages(locale: Locale, area: MessageArea): Messages {
  const key = `${locale}:${area}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source: Record<string, string> = CATALOGS[area][locale];
    messages = Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compiledText(message)]));
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * A message compiled for Lingui, where a text with no placeholder stays one string: Lingui returns a string
 * as it is (`linguiInstance`), where a compiled ["text"] goes through its ICU interpolation, a few microseconds a
 * call, and is one more node in every page's data. (An empty text stays compiled: Lingui reads "" as missing.)
 */
function compiledText(message: string) {
  const parts = compileMessageOrThrow(message);
  const text = parts.every((part) => typeof part === "string") ? parts.join("") : "";
  return text === "" ? parts : text;
}

/**
 * One language's messages of some areas, kept once per language and list of areas: the compiled messages
 * (frozen), and what is made from them when first asked, their JSON text (`pageMessages`) and translate
 * function (`serverT`; `_` reads, never changes, them).
 */
interface MessageSet {
  messages: Messages;
  json?: PageMessages;
  translate?: Translate;
}
const sets = new Map<string, MessageSet>();

function messageSet(locale: Locale, areas: MessageArea[]): MessageSet {
  const key = `${locale}:${areas.join()}`;
  let set = sets.get(key);
  if (!set) {
    set = { messages: Object.freeze(Object.assign({}, ...areas.map((area) => areaMessages(locale, area)))) };
    sets.set(key, set);
  }
  return set;
}

/**
 * The messages a page needs, in its language, for its loader to return as `messages`: the root sends the
 * shell's, each page its own areas'. Only these travel to the browser, as one JSON text made once per
 * language and list of areas: React Router's encoding of the loader data then writes one string, where it
 * walked the page's hundreds of keys and texts on every request.
 */
export function pageMessages(locale: Locale, ...areas: MessageArea[]): PageMessages {
  const set = messageSet(locale, areas);
  set.json ??= JSON.stringify(set.messages) as PageMessages;
  return set.json;
}

/** The compiled messages of some areas: what `pageMessages` sends and `serverT` reads. */
export function compiledMessages(locale: Locale, ...areas: MessageArea[]): Messages {
  return messageSet(locale, areas).messages;
}

/**
 * Texts a loader computes on the server (a page's title and description for `meta`), in the page's
 * language: `const t = serverT(context.locale, "auth"); t("auth.meta.title")`.
 */
export function serverT(locale: Locale, ...areas: MessageArea[]): Translate {
  const set = messageSet(locale, areas);
  if (!set.translate) {
    const i18n = linguiInstance(locale, set.messages);
    set.translate = (id, values) => i18n._(id, values);
  }
  return set.translate;
}
