import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useEnglishText, useT } from "~/lib/i18n";

/** `message` is English (the shell catalog's `error.` keys translate it) or already translated. */
export function AccessDenied({ message }: { message: string }) {
  const t = useT();
  const shown = useEnglishText("error");
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Icon name="shield-exclamation-point" className="mx-auto size-12 text-red-500" />
      <h1 className="mt-4 text-2xl font-bold">{shown(message)}</h1>
      <Button asChild className="mt-6">
        <Link to="/">{t("shell.accessDenied.home")}</Link>
      </Button>
    </section>
  );
}
