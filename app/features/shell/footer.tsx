import { CITY_PAGES } from "@common/city-pages";
import { Link } from "react-router";

export function Footer({ supportEmail }: { supportEmail: string }) {
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
        </div>
        <nav aria-label="Cities">
          <p className="font-semibold text-white">Cities</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
            {CITY_PAGES.map((c) => (
              <li key={c.slug}>
                <Link className="hover:text-white" to={`/${c.slug}`}>
                  {c.city}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Landlords and renters">
          <p className="font-semibold text-white">Get started</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>
              <Link className="hover:text-white" to="/rentals">
                Browse Rentals
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/list-property">
                List Your Property
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/start-rent-party">
                Start a Rent Party
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/verified-landlord">
                Become a Verified Landlord
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <p className="font-semibold text-white">Company</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>
              <Link className="hover:text-white" to="/story">
                Our Story
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/contact">
                Contact
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/terms">
                Terms of Service
              </Link>
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
