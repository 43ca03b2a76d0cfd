import type { RoleName } from "../../common/constants";
import { AppError } from "../errors";
import type { Auth } from "./auth";

/** The signed-in user as pages and services see it. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: RoleName;
}

export async function readSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  // Only the cookie: nothing else the client sent (an address header, say) reaches Better Auth.
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return null;
  const user = session.user as typeof session.user & { role: RoleName; phone?: string | null };
  return { id: user.id, email: user.email, fullName: user.name, phone: user.phone ?? null, role: user.role };
}

/** Guards for services: who may do what is decided here, on the server. */
export function requireUser(user: SessionUser | null, message = "Please log in to continue."): SessionUser {
  if (!user) throw new AppError("UNAUTHENTICATED", message);
  return user;
}

export function requireRole(
  user: SessionUser | null,
  roles: readonly RoleName[],
  message = "You don't have permission to access this page.",
): SessionUser {
  const acting = requireUser(user);
  if (!roles.includes(acting.role)) throw new AppError("FORBIDDEN", message);
  return acting;
}
