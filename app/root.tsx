import { LOCALES, localizedPath } from "@common/i18n";
import { socialLinks } from "@server/env";
import { threadOpenedBy, unreadTotal } from "@server/messages/list-conversations";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useStaticLinkNavigation } from "~/components/static-link";
import { InstallBanner } from "~/features/pwa/install-banner";
import { useServiceWorker } from "~/features/pwa/service-worker";
import { FlashToast } from "~/features/shell/flash-toasts";
import { FocusAfterFormNavigation } from "~/features/shell/focus-after-form";
import { Footer } from "~/features/shell/footer";
import { Header, type HeaderUser } from "~/features/shell/header";
import { LazyToaster } from "~/features/shell/lazy-toaster";
import { NotFound } from "~/features/shell/not-found";
import { TestModeBanner } from "~/features/shell/test-mode-banner";
import { readFlashToast } from "~/lib/flash.server";
import { dashboardPath } from "~/lib/http.server";
import { I18nRoot, useLocalePath, useT } from "~/lib/i18n";
import { pageMessages } from "~/lib/i18n.server";
import { useMessageEvents } from "~/lib/message-events";
import { useRememberTimeZone } from "~/lib/time-zone";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user: HeaderUser | null = context.user
    ? {
        fullName: context.user.fullName,
        role: context.user.role,
        dashboardPath: dashboardPath(context.user.role),
        unreadMessages: await unreadTotal(
          context.deps.db,
          context.user,
          threadOpenedBy(new URL(request.url)),
        ),
      }
    : null;
  // A toast left by a redirect (flash session): shown once, and its cookie cleared on this response.
  const { toast, headers } = await readFlashToast(request, context);
  const { env } = context.deps;
  return data(
    {
      user,
      supportEmail: context.deps.supportEmail,
      // Our own social accounts (SOCIAL_*_URL): the footer and the contact page link these, and nothing
      // when none is set.
      socialLinks: socialLinks(env),
      cspNonce: context.cspNonce,
      toast,
      testMode: !context.deps.payments.livemode,
      // The reader's zone (the `tz` cookie, else their state's): every time on the page is shown in it.
      timeZone: context.timeZone,
      // Where listing photos may come from: the CSP's img-src (ListingPhoto shows a placeholder otherwise).
      imageOrigins: [new URL(context.deps.publicUrl).origin, ...env.IMAGE_HOSTS],
      locale: context.locale,
      publicOrigin: new URL(context.deps.publicUrl).origin,
      // Toasts are keyed by their English text: an English page needs no lookup.
      messages: pageMessages(
        context.locale,
        "shell",
        ...(context.locale === "en" ? [] : (["toasts"] as const)),
      ),
    },
    { headers },
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = root?.cspNonce;
  const locale = root?.locale ?? "en";
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        {/* The install prompt's name and description in the page's language, and Spanish opens on /es. */}
        <link rel="manifest" href={locale === "es" ? "/manifest.es.webmanifest" : "/manifest.webmanifest"} />
        <Links nonce={nonce} />
        {root ? <LanguageAlternates origin={root.publicOrigin} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nRoot locale={locale}>
          <SkipLink />
          {root?.testMode ? <TestModeBanner /> : null}
          <Header user={root?.user ?? null} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer supportEmail={root?.supportEmail ?? ""} socialLinks={root?.socialLinks ?? []} />
        </I18nRoot>
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

/** The page in each language, for search engines (hreflang); English is the default for other languages. */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  return (
    <>
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${origin}${localizedPath(pathname, l)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizedPath(pathname, "en")}`} />
    </>
  );
}

export default function App() {
  const { toast, user } = useLoaderData<typeof loader>();
  // One event stream per tab: new messages refresh the badge, the inbox and an open thread.
  useMessageEvents(Boolean(user));
  useRememberTimeZone();
  useServiceWorker();
  useStaticLinkNavigation();
  return (
    <>
      <FlashToast toast={toast} />
      <FocusAfterFormNavigation />
      <InstallBanner />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const localePath = useLocalePath();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = (isRouteErrorResponse(error) && error.statusText) || t("shell.error.title");
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-3 text-slate-600">{t("shell.error.body")}</p>
      <a href={localePath("/")} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("shell.notFound.home")}
      </a>
    </section>
  );
}
