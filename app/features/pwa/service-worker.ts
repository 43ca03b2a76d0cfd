import { useEffect } from "react";

/**
 * Registers the service worker (build/client/sw.js, built by scripts/postbuild.ts) in production builds.
 * A new worker takes over at once (skipWaiting + clients.claim); when it replaces an older one the page
 * reloads once, so nobody keeps running an old version's scripts against the new server, including a page
 * opened before any worker controlled it.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    // The first worker claiming a page (a first visit) changes nothing the page runs; a worker replacing
    // another one means a new deploy, whose server may no longer have this page's script chunks.
    let controller = navigator.serviceWorker.controller;
    let reloaded = false;
    const onControllerChange = () => {
      const previous = controller;
      controller = navigator.serviceWorker.controller;
      if (!previous || reloaded) return;
      reloaded = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {});
    return () => navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
  }, []);
}
