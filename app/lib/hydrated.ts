import { useSyncExternalStore } from "react";

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
