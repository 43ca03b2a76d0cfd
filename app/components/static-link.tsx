import { pathWithoutLocale } from "@common/i18n";
import { type ComponentProps, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A link that renders as a plain `<a>`: for links a page repeats many times (every card's title and
 * button, the footer's city list). React Router's `<Link>` runs half a dozen hooks per link on every
 * server render; this runs none. Clicks still navigate in the app (no full page load) through the one
 * listener `useStaticLinkNavigation` sets up in the root, and `data-discover` lets React Router fetch the
 * target route's manifest ahead, as it does for its own links.
 */
export function StaticLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <a {...props} href={href} data-discover="true" data-static-link="" />;
}

/** In the root: a plain left click on a `StaticLink` is an in-app navigation, like a `<Link>` click. */
export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[data-static-link]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      event.preventDefault();
      // React Router adds the page's language prefix (its basename) itself.
      navigate(pathWithoutLocale(anchor.pathname) + anchor.search + anchor.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
