import type { RequestContext } from "@server/context";
import { redirectWithToast } from "./flash.server";

/**
 * The admin pages' check (the spec's toast + redirect home); the services refuse non-admins on their own
 * too.
 */
export async function requireAdminPage(context: RequestContext) {
  if (!context.user) {
    throw await redirectWithToast(context, "/", {
      type: "error",
      title: "Access Denied",
      description: "Please log in to access this page.",
    });
  }
  if (context.user.role !== "admin") {
    throw await redirectWithToast(context, "/", {
      type: "error",
      title: "Access Denied",
      description: "You don't have permission to access this page.",
    });
  }
  return context.user;
}
