import { authHref } from "@common/redirect-to";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { LanguageSwitch } from "./language-switch";

export interface HeaderUser {
  fullName: string;
  role: string;
  dashboardPath: string;
  /** Messages to this person still unread: the badge on the Messages link. */
  unreadMessages: number;
}

/** The inbox link with its unread badge; an icon with a label on phones (390 px) as on desktop. */
function MessagesLink({ unread }: { unread: number }) {
  const t = useT();
  const label = unread > 0 ? t("shell.nav.messagesUnread", { count: unread }) : t("shell.nav.messages");
  return (
    <Link
      to="/messages"
      aria-label={label}
      className="relative flex items-center gap-1 rounded-md px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3"
    >
      <Icon name="message-square" className="size-5" />
      <span className="hidden sm:inline">{t("shell.nav.messages")}</span>
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}

const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100";

/**
 * The account menu is a native <details> disclosure: it opens and signs out without JavaScript, and
 * keeps a positioning library off every page. With JavaScript it also closes on navigation, on a click
 * outside and on Escape.
 */
function AccountMenu({ user }: { user: HeaderUser }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) {
        menu.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details ref={ref} className="group relative">
      <summary
        aria-label={t("shell.account.menu")}
        className="flex h-9 cursor-pointer list-none items-center gap-0.5 rounded-lg border border-slate-300 bg-white px-1.5 text-sm sm:gap-2 sm:px-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="user" className="size-4" />
        {/* On a 390 px phone the icon alone (the summary's label names it), so the header fits. */}
        <span className="hidden sm:inline">{t("shell.account.label")}</span>
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-50 mt-2 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <p className="px-3 py-2 text-xs text-slate-500">{user.fullName}</p>
        <ul>
          <li>
            <Link className={itemClass} to="/start-rent-party">
              {t("shell.account.startRentParty")}
            </Link>
          </li>
          {user.role === "admin" ? (
            <li>
              <Link className={itemClass} to="/admin/approvals">
                {t("shell.account.adminDashboard")}
              </Link>
            </li>
          ) : null}
          {user.role === "admin" ? (
            <li>
              <Link className={itemClass} to="/admin/messages">
                {t("shell.account.reportedMessages")}
              </Link>
            </li>
          ) : (
            <li>
              <Link className={itemClass} to={user.dashboardPath}>
                {t("shell.account.myDashboard")}
              </Link>
            </li>
          )}
          {user.role === "renter" ? (
            <li>
              <Link className={itemClass} to="/my-voucher">
                {t("shell.account.myVoucher")}
              </Link>
            </li>
          ) : null}
        </ul>
        <div className="my-1 h-px bg-slate-200" />
        <Form method="post" action="/sign-out">
          <button type="submit" className={itemClass}>
            {t("shell.account.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** Tighter below `sm`: signed in, in Spanish ("Alquileres"), the header fits a 360 px phone. */
export function Header({ user }: { user: HeaderUser | null }) {
  const location = useLocation();
  const t = useT();
  // Login comes back to the page it was pressed on.
  const login = authHref(`${location.pathname}${location.search}`);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to="/"
          className="flex items-center gap-1.5 text-base font-extrabold text-brand-800 sm:gap-2 sm:text-lg"
          aria-label={t("shell.home")}
        >
          <Icon name="house" className="size-6 text-brand-600" />
          <span>Affordable</span>
        </Link>
        <nav aria-label={t("shell.nav.main")} className="flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitch
            short
            className="rounded-md px-1.5 py-2 text-sm font-medium text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline sm:px-3"
          />
          <Link
            to="/rentals"
            className="rounded-md px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3"
          >
            {t("shell.nav.rentals")}
          </Link>
          {user ? <MessagesLink unread={user.unreadMessages} /> : null}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Button asChild size="sm">
              <Link to={location.pathname === "/auth" ? "/auth" : login}>{t("shell.nav.login")}</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
