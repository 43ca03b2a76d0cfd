/**
 * Shown on every page while the sandbox payment provider runs, so nobody takes test money for real; one line
 * on a phone.
 */
export function TestModeBanner() {
  return (
    <p className="bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950">
      Test mode: no real money moves.
      <span className="hidden sm:inline">
        {" "}
        Donations are paid on a test page and count as test money only.
      </span>
    </p>
  );
}
