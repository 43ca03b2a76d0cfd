/** Where each role's dashboard lives. */
export function dashboardPath(role: string): string {
  if (role === "landlord") return "/landlord-dashboard";
  if (role === "admin") return "/admin/approvals";
  return "/renter-dashboard";
}
