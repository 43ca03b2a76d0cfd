import { Link } from "react-router";
import { useT } from "~/lib/i18n";

const ADMIN_PAGES = [
  { to: "/admin/approvals", label: "admin.nav.approvals" },
  { to: "/admin/verifications", label: "admin.nav.verifications" },
  { to: "/admin/reports", label: "admin.nav.reports" },
  { to: "/admin/messages", label: "admin.nav.messages" },
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number]["to"];

/** The links between the admin queues, on each of them (the page itself is left out). Its page sends "admin". */
export function AdminNav({ current }: { current: AdminPage }) {
  const t = useT();
  return (
    <nav aria-label={t("admin.nav.label")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {ADMIN_PAGES.filter((page) => page.to !== current).map((page) => (
        <Link key={page.to} to={page.to} className="font-medium text-brand-700 underline">
          {t(page.label)}
        </Link>
      ))}
    </nav>
  );
}
