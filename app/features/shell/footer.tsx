import { CITY_PAGES } from "@common/city-pages";
import type { SocialLink } from "@common/constants";
import { SocialLinks } from "~/components/social-links";
import { StaticLink } from "~/components/static-link";

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
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>
              <StaticLink className="hover:text-white" href="/rentals">
                Browse Rentals
              </StaticLink>
            </li>
            <li>
              <StaticLink className="hover:text-white" href="/list-property">
                List Your Property
              </StaticLink>
            </li>
            <li>
              <StaticLink className="hover:text-white" href="/start-rent-party">
                Start a Rent Party
              </StaticLink>
            </li>
            <li>
              <StaticLink className="hover:text-white" href="/verified-landlord">
                Become a Verified Landlord
              </StaticLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <p className="font-semibold text-white">Company</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>
              <StaticLink className="hover:text-white" href="/story">
                Our Story
              </StaticLink>
            </li>
            <li>
              <StaticLink className="hover:text-white" href="/contact">
                Contact
              </StaticLink>
            </li>
            <li>
              <StaticLink className="hover:text-white" href="/privacy">
                Privacy Policy
              </StaticLink>
            </li>
            <li>
              <StaticLink className="hover:text-white" href="/terms">
                Terms of Service
              </StaticLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Affordable. Renters and landlords, directly.
      </div>
    </footer>
  );
}
