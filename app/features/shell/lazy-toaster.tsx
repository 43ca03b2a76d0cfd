import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "~/lib/hydrated";
import { toasterMounted } from "~/lib/toast";

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import("sonner");
  function MountedToaster(props: React.ComponentProps<typeof SonnerToaster>) {
    useEffect(() => toasterMounted(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: MountedToaster };
});

const PHONE = "(max-width: 639px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The toast outlet: the toast library loads after hydration, in its own chunk (app/lib/toast.ts). Toasts
 * sit at the top on larger screens and at the bottom on phones, where a top toast spans the width and
 * covers the header's Account button and menu.
 */
export function LazyToaster() {
  const hydrated = useHydrated();
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors position={phone ? "bottom-center" : "top-center"} closeButton />
    </Suspense>
  );
}
