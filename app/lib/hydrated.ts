import { useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once JavaScript runs (at once for anything
 * mounted later, e.g. a dialog). A button disabled by a rule the browser checks ("Send is disabled while
 * blank") is disabled only then, so without JavaScript the plain form still posts and the server answers.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * False in the server's HTML and until the page's `load` event (at once true after a navigation in the app,
 * where the document has long loaded). Images a page does not need for its first view (a gallery's other
 * photos, its thumbnails) wait for it, so on a slow connection they do not share the bandwidth with the
 * first photo and the page's scripts.
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const done = () => setLoaded(true);
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, []);
  return loaded;
}
