import type { Locale } from "@common/i18n";
import type { Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type MessageArea } from "~/locales/catalogs";
import {
  type DocumentMessagesSource,
  type LoaderMessages,
  linguiInstance,
  messagesRef,
  type Translate,
} from "./i18n";

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
 * shell's, each page its own areas'. Only these travel to the browser.
 */
export function pageMessages(locale: Locale, ...areas: MessageArea[]): Messages {
  const key = setKey(locale, areas);
  const kept = merged.get(key);
  if (kept) return kept;
  const messages: Messages = Object.freeze(
    Object.assign({}, ...areas.map((area) => areaMessages(locale, area))),
  );
  merged.set(key, messages);
  return messages;
}

/**
 * A page's messages for its loader to return as `messages`: in a data request (an in-app navigation) the
 * messages themselves; in a document, the name of their set (`messagesRef`), which the document carries once
 * in a script of its own (`documentMessages`, rendered by the root's `DocumentMessages`). A page's hundreds of
 * texts went through the loader data's encoding on every request (8 % of a 24-card /rentals, a quarter of an
 * empty one); the script is made once per language and sets.
 */
export function loaderMessages(
  context: { locale: Locale; documentRequest?: boolean },
  ...areas: MessageArea[]
): LoaderMessages {
  const messages = pageMessages(context.locale, ...areas);
  return context.documentRequest ? messagesRef(setKey(context.locale, areas)) : messages;
}

const setKey = (locale: Locale, areas: readonly MessageArea[]) => `${locale}:${areas.join()}`;

/**
 * The server's side of a document's message sets (app/entry.server.tsx provides it to the page): a set by
 * name, for the server's render, and the script that gives the browser the page's sets before it hydrates.
 */
export const documentMessages: DocumentMessagesSource = {
  messages: (key) => merged.get(key),
  script(keys) {
    const id = keys.join("|");
    let script = scripts.get(id);
    if (script === undefined) {
      const sets = Object.fromEntries(keys.map((key) => [key, merged.get(key) ?? {}]));
      script = `window.__messages=Object.assign(window.__messages||{},${scriptSafeJson(sets)})`;
      scripts.set(id, script);
    }
    return script;
  },
};
const scripts = new Map<string, string>();

/** JSON inside a <script>: no `</script>` or HTML comment can close it, no line separator can break it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A page's messages, merged once per language and list of areas: the same (frozen) object on every request,
 * so that the shell's merge with the root's and its Lingui instance are made once too (`I18nRoot`).
 */
const merged = new Map<string, Messages>();

/**
 * Texts a loader computes on the server (a page's title and description for `meta`), in the page's
 * language: `const t = serverT(context.locale, "auth"); t("auth.meta.title")`.
 */
export function serverT(locale: Locale, ...areas: MessageArea[]): Translate {
  const key = `${locale}:${areas.join()}`;
  let translate = translators.get(key);
  if (!translate) {
    const i18n = linguiInstance(locale, pageMessages(locale, ...areas));
    translate = (id, values) => i18n._(id, values);
    translators.set(key, translate);
  }
  return translate;
}

/** One translate function per language and areas, like their messages (`_` reads, never changes, them). */
const translators = new Map<string, Translate>();
