import { LOCALE_TAGS, type Locale, localeOr, localizedPath } from "@common/i18n";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { LinguiContext, useLingui } from "@lingui/react";
import { useCallback, useEffect, useMemo } from "react";
import { useMatches } from "react-router";
import type { MessageId } from "~/locales/catalogs";
import { setToastLanguage } from "./toast";

/**
 * The page's language and texts (Lingui's runtime; catalogs in app/locales, see docs/i18n.md):
 *
 *   const t = useT();
 *   <h1>{t("rentals.title")}</h1>
 *   <p>{t("rentals.count", { count })}</p>    // ICU: {count, plural, one {# home} other {# homes}}
 *
 * The messages come with the page's data (each route loader's `messages`, the root's for the shell, as JSON
 * texts: `pageMessages`), so the browser holds only its own language's, and only for the pages it shows.
 */
export function I18nRoot({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const messages = usePageMessages();
  const i18n = useMemo(() => i18nFor(locale, messages), [locale, messages]);
  useEffect(() => {
    const text = byEnglishText(i18n, "toast");
    setToastLanguage((toast) => ({
      ...toast,
      title: text(toast.title),
      description: toast.description === undefined ? undefined : text(toast.description),
      action: toast.action && {
        label: text(toast.action.label),
        href: localizedPath(toast.action.href, locale),
      },
    }));
  }, [i18n, locale]);
  // Lingui's own I18nProvider keeps the first instance it was given (it follows a language change, not new
  // messages): after an in-app navigation the next page's keys would show. The context it provides, given
  // directly, follows every page's messages.
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

/**
 * Texts written in English where they are made (schemas' errors, the server's toasts) are translated where
 * they are shown: a catalog entry `<prefix>.<the English text>` gives the page's language; without one the
 * English text stays. A text that carries a figure ("A payout can be at most $250.00, …") matches an entry
 * whose key has ICU placeholders in its place (`error.A payout can be at most {amount}, …`): the figure
 * fills the translation's `{amount}`.
 */
export function byEnglishText(i18n: I18n, prefix: "toast" | "error"): (english: string) => string {
  const patterns = placeholderPatterns(i18n.messages, prefix);
  return (english) => {
    const id = `${prefix}.${english}`;
    if (i18n.messages[id] !== undefined) return i18n._(id);
    for (const pattern of patterns) {
      const match = pattern.regex.exec(english);
      if (match) {
        return i18n._(pattern.id, Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]])));
      }
    }
    return english;
  };
}

interface PlaceholderPattern {
  id: string;
  names: string[];
  regex: RegExp;
}

const patternCache = new WeakMap<Messages, Map<string, PlaceholderPattern[]>>();

/** The page's `<prefix>.` keys with placeholders, as patterns an English text can match (once per page). */
function placeholderPatterns(messages: Messages, prefix: string): PlaceholderPattern[] {
  let byPrefix = patternCache.get(messages);
  if (!byPrefix) {
    byPrefix = new Map();
    patternCache.set(messages, byPrefix);
  }
  let patterns = byPrefix.get(prefix);
  if (!patterns) {
    patterns = Object.keys(messages)
      .filter((id) => id.startsWith(`${prefix}.`) && id.includes("{"))
      .map((id) => englishPattern(id, id.slice(prefix.length + 1)));
    byPrefix.set(prefix, patterns);
  }
  return patterns;
}

/** `Give {amount} instead` -> /^Give (.+?) instead$/ with names ["amount"]. */
function englishPattern(id: string, english: string): PlaceholderPattern {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { id, names, regex: new RegExp(`^${source}$`) };
}

/** See `byEnglishText`: `useEnglishText("error")(message)`. */
export function useEnglishText(prefix: "toast" | "error"): (english: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => byEnglishText(i18n, prefix), [i18n, prefix]);
}

/**
 * A page's messages as its loader returns them (`pageMessages`): one JSON text per language and list of
 * areas, or a few of them (a page that adds an area to a shared section's).
 */
export type PageMessages = string & { readonly __pageMessages: true };

/** The messages every matched route sent, merged; the same object while they are the same. */
function usePageMessages(): Messages {
  const parts = useMatches()
    .flatMap((match): (PageMessages | Messages)[] => {
      const sent = (match.loaderData as { messages?: PageMessages | PageMessages[] | Messages } | undefined)
        ?.messages;
      return sent === undefined ? [] : Array.isArray(sent) ? sent : [sent];
    })
    .map(parsedMessages);
  return mergedMessages(parts);
}

/**
 * Each JSON text's messages, parsed once: on the server a page's text is the same string on every request;
 * the browser parses a text the first time a page brings it (a few sets a language), and the pages that bring
 * it again find the same messages, so their merge and Lingui instance too.
 */
const parsed = new Map<string, Messages>();
export function parsedMessages(json: PageMessages | Messages): Messages {
  // A page's data the service worker saved for offline before messages travelled as text carries them as
  // an object.
  if (typeof json !== "string") return json;
  let messages = parsed.get(json);
  if (!messages) {
    messages = Object.freeze(JSON.parse(json) as Messages);
    parsed.set(json, messages);
  }
  return messages;
}

/**
 * Merges kept by the parts' identity. A set's messages are the same object on every request and page
 * (`parsedMessages`), so a page's merge and its Lingui instance are made once per kind of page, not per
 * request (they were a tenth of an empty /rentals page's CPU).
 */
const merges = new WeakMap<Messages, { merged?: Messages; next: WeakMap<Messages, unknown> }>();
function mergedMessages(parts: Messages[]): Messages {
  if (parts.length === 0) return {};
  let level = merges;
  let node: { merged?: Messages; next: WeakMap<Messages, unknown> } | undefined;
  for (const part of parts) {
    node = level.get(part);
    if (!node) {
      node = { next: new WeakMap() };
      level.set(part, node);
    }
    level = node.next as typeof merges;
  }
  if (!node) return {};
  node.merged ??= Object.assign({}, ...parts);
  return node.merged as Messages;
}

const instances = new WeakMap<Messages, I18n>();
/** One Lingui instance per merged messages (their language is the page's; `_` reads, never changes, it). */
function i18nFor(locale: Locale, messages: Messages): I18n {
  let i18n = instances.get(messages);
  if (!i18n || i18n.locale !== LOCALE_TAGS[locale]) {
    i18n = linguiInstance(locale, messages);
    instances.set(messages, i18n);
  }
  return i18n;
}

/**
 * A Lingui instance over messages the server compiled (i18n.server.ts), where a text without placeholders is
 * a plain string: Lingui hands a string to its message compiler (with none it warns of an uncompiled message),
 * and this one gives it back as it is, so `_` returns it directly. The page's (`i18nFor`) and `serverT`'s.
 */
export function linguiInstance(locale: Locale, messages: Messages): I18n {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
  // Its type only knows compiled arrays.
  i18n.setMessagesCompiler((text) => text as unknown as CompiledMessage);
  return i18n;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The page's translate function. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/** The page's language. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  const short = i18n.locale.split("-")[0];
  return localeOr(short);
}

/** `path` in the page's language: for plain links (`StaticLink`, `<a>`); React Router's own are prefixed. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
