import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * After a form takes the visitor to another page (sign-up, a listing saved, Pause on the dashboard),
 * focus moves to the new page's heading (or the `#hash` target, or the main region), so a keyboard or
 * screen-reader user starts there instead of wherever the submit button was. Link navigations keep the
 * browser's usual behaviour; a form answered on the same page keeps Conform's focus on the first error.
 */
export function FocusAfterFormNavigation() {
  const navigation = useNavigation();
  const location = useLocation();
  const fromForm = useRef<string | null>(null);

  useEffect(() => {
    const method = navigation.formMethod?.toUpperCase();
    if (navigation.state !== "idle" && method && method !== "GET") fromForm.current = location.pathname;
  }, [navigation.state, navigation.formMethod, location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new location
  useEffect(() => {
    const submittedOn = fromForm.current;
    fromForm.current = null;
    if (submittedOn === null) return;
    const samePage = submittedOn === location.pathname && !location.hash;
    if (samePage) return;
    const hashTarget = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    const target =
      hashTarget ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: !hashTarget });
  }, [location.key]);

  return null;
}
