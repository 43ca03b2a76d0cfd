import { CITY_PAGES } from "@common/city-pages";
import type { SocialLink } from "@common/constants";
import { SocialLinks } from "~/components/social-links";
import { StaticLink } from "~/components/static-link";

const GET_STARTED = [
  { href: "/rentals", label: "Browse Rentals" },
  { href: "/list-property", label: "List Your Property" },
  { href: "/start-rent-party", label: "Start a Rent Party" },
  { href: "/verified-landlord", label: "Become a Verified Landlord" },
];

const COMPANY = [
  { href: "/story", label: "Our Story" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
];

export function Footer({ supportEmail, socialLinks }: { supportEmail: string; socialLinks: SocialLink[] }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">Affordable</p>
          <p className="mt-2 text-sm">
            Affordable rentals, direct from landlords. No agents, no scams, no application fees. Section 8
            welcome.
          </p>
          <p className="mt-4 text-sm">
            Support:{" "}
            <a className="text-white underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
          {socialLinks.length > 0 ? (
            <nav aria-label="Follow us" className="mt-4">
              <SocialLinks links={socialLinks} tone="dark" />
            </nav>
          ) : null}
        </div>
        <nav aria-label="Cities">
          <p className="font-semibold text-white">Cities</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
            {CITY_PAGES.map((c) => (
              <li key={c.slug}>
                <StaticLink className="hover:text-white" href={`/${c.slug}`}>
                  {c.city}
                </StaticLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Landlords and renters">
          <p className="font-semibold text-white">Get started</p>
          <FooterLinks links={GET_STARTED} />
        </nav>
        <nav aria-label="Legal">
          <p className="font-semibold text-white">Company</p>
          <FooterLinks links={COMPANY} />
        </nav>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Affordable. Renters and landlords, directly.
      </div>
    </footer>
  );
}

function FooterLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {links.map((l) => (
        <li key={l.href}>
          <StaticLink className="hover:text-white" href={l.href}>
            {l.label}
          </StaticLink>
        </li>
      ))}
    </ul>
  );
}
