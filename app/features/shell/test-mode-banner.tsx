import { useT } from "~/lib/i18n";

/**
 * Shown on every page while the sandbox payment provider runs, so nobody takes test money for real; one line
 * on a phone.
 */
export function TestModeBanner() {
  const t = useT();
  return (
    <p className="bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950">
      {t("shell.testMode")}
      <span className="hidden sm:inline"> {t("shell.testModeMore")}</span>
    </p>
  );
}
