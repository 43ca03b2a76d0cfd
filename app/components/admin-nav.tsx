import { Link } from "react-router";

const ADMIN_PAGES = [
  { to: "/admin/approvals", label: "Campaign approvals" },
  { to: "/admin/verifications", label: "Landlord verification requests" },
  { to: "/admin/reports", label: "Listing reports" },
  { to: "/admin/messages", label: "Reported messages" },
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number]["to"];

/** The links between the admin queues, on each of them (the page itself is left out). */
export function AdminNav({ current }: { current: AdminPage }) {
  return (
    <nav aria-label="Admin pages" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {ADMIN_PAGES.filter((page) => page.to !== current).map((page) => (
        <Link key={page.to} to={page.to} className="font-medium text-brand-700 underline">
          {page.label}
        </Link>
      ))}
    </nav>
  );
}
