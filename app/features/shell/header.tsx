import { ChevronDown, Home, User } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";

export interface HeaderUser {
  fullName: string;
  role: string;
  dashboardPath: string;
}

const itemClass =
  "flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";

export function Header({ user }: { user: HeaderUser | null }) {
  const submit = useSubmit();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-extrabold text-brand-800"
          aria-label="Affordable home"
        >
          <Home className="size-6 text-brand-600" aria-hidden="true" />
          <span>Affordable</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <Link
            to="/rentals"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:block"
          >
            Rentals
          </Link>
          {user ? (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                <Button variant="outline" size="sm" aria-label="Account menu">
                  <User className="size-4" aria-hidden="true" />
                  Account
                  <ChevronDown className="size-4" aria-hidden="true" />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={6}
                  className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
                >
                  <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
                    {user.fullName}
                  </DropdownMenu.Label>
                  <DropdownMenu.Item asChild className={itemClass}>
                    <Link to="/start-rent-party">Start Rent Party</Link>
                  </DropdownMenu.Item>
                  {user.role !== "admin" ? (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <Link to={user.dashboardPath}>My Dashboard</Link>
                    </DropdownMenu.Item>
                  ) : null}
                  {user.role === "admin" ? (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <Link to="/admin/approvals">Admin Dashboard</Link>
                    </DropdownMenu.Item>
                  ) : null}
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                  {/* The menu unmounts on select, so a nested <form> would never submit: submit directly. */}
                  <DropdownMenu.Item
                    className={itemClass}
                    onSelect={() => submit(null, { method: "post", action: "/sign-out" })}
                  >
                    Sign Out
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">Login</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
