import { LANGUAGE_NAMES, LOCALES } from "@common/i18n";
import { useLocation } from "react-router";
import { useLocale } from "~/lib/i18n";

/**
 * "Español" on English pages, "English" on Spanish ones: the same page, filters included, in the other
 * language, remembered (server/i18n/locale-routing.ts). A plain link: the whole page changes language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  // Without the language prefix: React Router strips it (the basename).
  const { pathname, search } = useLocation();
  const other = LOCALES.find((l) => l !== locale) ?? "en";
  const href = `/language?${new URLSearchParams({ to: other, next: `${pathname}${search}` })}`;
  return (
    <a href={href} hrefLang={other} lang={other} className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
