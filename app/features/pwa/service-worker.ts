import { useEffect } from "react";

/**
 * Registers the service worker (build/client/sw.js, built by scripts/postbuild.ts) in production builds.
 * A new worker takes over at once (skipWaiting + clients.claim); when it replaces an older one the page
 * reloads once, so nobody keeps running an old version's scripts against the new server.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const hadController = Boolean(navigator.serviceWorker.controller);
    let reloaded = false;
    const onControllerChange = () => {
      if (!hadController || reloaded) return;
      reloaded = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {});
    return () => navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
  }, []);
}
