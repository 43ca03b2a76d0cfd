import { redirect } from "react-router";
import { type FlashToast, flashCookie } from "./flash";

/** Redirects and shows a toast on the next page. */
export function redirectWithToast(to: string, toast: FlashToast, headers?: HeadersInit) {
  const out = new Headers(headers);
  out.append("Set-Cookie", flashCookie(toast));
  return redirect(to, { headers: out });
}

/** Where each role's dashboard lives. */
export function dashboardPath(role: string): string {
  if (role === "landlord") return "/landlord-dashboard";
  if (role === "admin") return "/admin/approvals";
  return "/renter-dashboard";
}
