import { LANGUAGE_NAMES, LOCALES } from "@common/i18n";
import { useLocation } from "react-router";
import { useLocale } from "~/lib/i18n";

/**
 * "Español" on English pages, "English" on Spanish ones: the same page, filters included, in the other
 * language, remembered (server/i18n/locale-routing.ts). A plain link: the whole page changes language.
 * `short`: "ES" / "EN" on a phone (the header).
 */
export function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const locale = useLocale();
  // Without the language prefix: React Router strips it (the basename).
  const { pathname, search } = useLocation();
  const other = LOCALES.find((l) => l !== locale) ?? "en";
  const href = `/language?${new URLSearchParams({ to: other, next: `${pathname}${search}` })}`;
  return (
    <a href={href} hrefLang={other} lang={other} className={className} aria-label={LANGUAGE_NAMES[other]}>
      {short ? (
        // On a phone the header has room for "ES" / "EN" only; the name is the link's label.
        <>
          <span className="uppercase sm:hidden">{other}</span>
          <span className="hidden sm:inline">{LANGUAGE_NAMES[other]}</span>
        </>
      ) : (
        LANGUAGE_NAMES[other]
      )}
    </a>
  );
}
