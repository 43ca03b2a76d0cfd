import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n";

export function NotFound() {
  const location = useLocation();
  const t = useT();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("shell.notFound.title")}</h1>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("shell.notFound.home")}
      </Link>
    </section>
  );
}
