import { CITY_PAGES } from "@common/city-pages";
import type { SocialLink } from "@common/constants";
import { SocialLinks } from "~/components/social-links";
import { StaticLink } from "~/components/static-link";
import { useLocalePath, useT } from "~/lib/i18n";
import type { MessageId } from "~/locales/catalogs";
import { LanguageSwitch } from "./language-switch";

const GET_STARTED = [
  { href: "/rentals", label: "shell.footer.browseRentals" },
  { href: "/list-property", label: "shell.footer.listProperty" },
  { href: "/start-rent-party", label: "shell.footer.startRentParty" },
  { href: "/verified-landlord", label: "shell.footer.becomeVerified" },
] as const satisfies readonly FooterLink[];

const COMPANY = [
  { href: "/story", label: "shell.footer.story" },
  { href: "/contact", label: "shell.footer.contact" },
  { href: "/privacy", label: "shell.footer.privacy" },
  { href: "/terms", label: "shell.footer.terms" },
] as const satisfies readonly FooterLink[];

interface FooterLink {
  href: string;
  label: MessageId;
}

export function Footer({ supportEmail, socialLinks }: { supportEmail: string; socialLinks: SocialLink[] }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">Affordable</p>
          <p className="mt-2 text-sm">{t("shell.footer.tagline")}</p>
          <p className="mt-4 text-sm">
            {t("shell.footer.support")}{" "}
            <a className="text-white underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
          {socialLinks.length > 0 ? (
            <nav aria-label={t("shell.footer.followUs")} className="mt-4">
              <SocialLinks links={socialLinks} tone="dark" />
            </nav>
          ) : null}
          <p className="mt-4 text-sm">
            <span className="sr-only">{t("shell.language.label")}: </span>
            <LanguageSwitch className="text-white underline" />
          </p>
        </div>
        <nav aria-label={t("shell.footer.cities")}>
          <p className="font-semibold text-white">{t("shell.footer.cities")}</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
            {CITY_PAGES.map((c) => (
              <li key={c.slug}>
                <StaticLink className="hover:text-white" href={localePath(`/${c.slug}`)}>
                  {c.city}
                </StaticLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("shell.footer.getStartedNav")}>
          <p className="font-semibold text-white">{t("shell.footer.getStarted")}</p>
          <FooterLinks links={GET_STARTED} />
        </nav>
        <nav aria-label={t("shell.footer.legalNav")}>
          <p className="font-semibold text-white">{t("shell.footer.company")}</p>
          <FooterLinks links={COMPANY} />
        </nav>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {t("shell.footer.copyright", { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}

function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {links.map((l) => (
        <li key={l.href}>
          <StaticLink className="hover:text-white" href={localePath(l.href)}>
            {t(l.label)}
          </StaticLink>
        </li>
      ))}
    </ul>
  );
}
