import type * as React from "react";
import { Suspense } from "react";
import { Await } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/** A page section under its h2 (home page, city pages). */
export function PageSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("mx-auto max-w-6xl px-4 py-8", className)}>
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-slate-600">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * Deferred loader data: the skeleton (announced as "Loading {label}…", `label` in the page's language) while the promise streams in, then
 * its content; a rejected promise shows `errorElement`, never a 500.
 */
export function Deferred<T>({
  resolve,
  label,
  skeleton,
  errorElement = null,
  children,
}: {
  resolve: Promise<T>;
  label: string;
  skeleton: React.ReactNode;
  errorElement?: React.ReactNode;
  children: (value: T) => React.ReactNode;
}) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <span className="sr-only" role="status">
            {t("home.loading", { label })}
          </span>
          {skeleton}
        </div>
      }
    >
      <Await resolve={resolve} errorElement={errorElement}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}

/** A section whose content is deferred: the heading at once, the content behind its skeleton. */
export function DeferredSection<T>({
  id,
  title,
  intro,
  className,
  ...deferred
}: Omit<React.ComponentProps<typeof PageSection>, "children"> & React.ComponentProps<typeof Deferred<T>>) {
  return (
    <PageSection id={id} title={title} intro={intro} className={className}>
      <Deferred {...deferred} />
    </PageSection>
  );
}

/** A deferred section that failed to load, in the spec's words ("Error loading listings"). */
export function LoadError() {
  const t = useT();
  return (
    <Card className="p-5" role="alert">
      <p className="font-semibold">{t("home.loadError.title")}</p>
      <p className="text-sm text-slate-600">{t("home.loadError.retry")}</p>
    </Card>
  );
}
