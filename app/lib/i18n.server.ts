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
 * The messages a page needs, in its language, for its loader to return as `messages`: the root sends the
 * shell's, each page its own areas'. Only these travel to the browser, as one JSON text made once per
 * language and list of areas: React Router's encoding of the loader data then writes one string, where it
 * walked the page's hundreds of keys and texts on every request.
 */
export function pageMessages(locale: Locale, ...areas: MessageArea[]): PageMessages {
  const key = `${locale}:${areas.join()}`;
  let json = texts.get(key);
  if (json === undefined) {
    json = JSON.stringify(compiledMessages(locale, ...areas)) as PageMessages;
    texts.set(key, json);
  }
  return json;
}
const texts = new Map<string, PageMessages>();

/** The compiled messages of some areas, merged once per language and list of areas (frozen): what `pageMessages` sends and `serverT` reads. */
export function compiledMessages(locale: Locale, ...areas: MessageArea[]): Messages {
  const key = `${locale}:${areas.join()}`;
  const kept = merged.get(key);
  if (kept) return kept;
  const messages: Messages = Object.freeze(
    Object.assign({}, ...areas.map((area) => areaMessages(locale, area))),
  );
  merged.set(key, messages);
  return messages;
}
const merged = new Map<string, Messages>();

/**
 * Texts a loader computes on the server (a page's title and description for `meta`), in the page's
 * language: `const t = serverT(context.locale, "auth"); t("auth.meta.title")`.
 */
export function serverT(locale: Locale, ...areas: MessageArea[]): Translate {
  const key = `${locale}:${areas.join()}`;
  let translate = translators.get(key);
  if (!translate) {
    const i18n = linguiInstance(locale, compiledMessages(locale, ...areas));
    translate = (id, values) => i18n._(id, values);
    translators.set(key, translate);
  }
  return translate;
}

/** One translate function per language and areas, like their messages (`_` reads, never changes, them). */
const translators = new Map<string, Translate>();
