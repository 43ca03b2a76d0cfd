/** Shown on every page while the sandbox payment provider runs (decisions.md 20). */
export function TestModeBanner() {
  return (
    <p className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      Test mode: no real money moves. Donations here are paid on a test page and count as test money only.
    </p>
  );
}
