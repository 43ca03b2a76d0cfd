import type * as React from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useT } from "~/lib/i18n";

/** Layout of the static pages: breadcrumb to Home, the title, the text and a way back. */
export function StaticPage({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label={t("static.breadcrumb")} className="text-sm text-slate-500">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/" className="hover:text-slate-900 hover:underline">
              {t("static.home")}
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="size-4" />
          </li>
          <li aria-current="page" className="text-slate-900">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <div className="prose-static mt-6 space-y-4 text-slate-700 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
      <p className="mt-10">
        <Link to="/" className="font-semibold text-brand-700 underline">
          {t("static.backHome")}
        </Link>
      </p>
    </article>
  );
}
