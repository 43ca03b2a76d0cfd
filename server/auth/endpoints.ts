import { isIP } from "node:net";

/**
 * The header Better Auth reads the client address from (`advanced.ipAddress.ipAddressHeaders`): ours
 * only. Whatever a client sends under this name is replaced with the address the server computed
 * (server/client-address.ts) before Better Auth sees the request; page actions set it themselves.
 */
export const CLIENT_IP_HEADER = "x-affordable-client-ip";

/**
 * The Better Auth endpoints reachable over HTTP. Everything else under /api/auth answers 404, so an
 * endpoint Better Auth ships but we never reviewed (update-user, change-email, delete-user, list-sessions,
 * ...) cannot be called. Pages call `auth.api.*` on the server and do not need this list; it serves API
 * clients and the link in the password-reset email. Add an endpoint here only with a test of what it
 * lets a caller change.
 */
const OPEN_ENDPOINTS: ReadonlyArray<{ method: "GET" | "POST"; path: RegExp }> = [
  { method: "POST", path: /^\/api\/auth\/sign-up\/email$/ },
  { method: "POST", path: /^\/api\/auth\/sign-in\/email$/ },
  { method: "POST", path: /^\/api\/auth\/sign-out$/ },
  { method: "GET", path: /^\/api\/auth\/get-session$/ },
  { method: "POST", path: /^\/api\/auth\/request-password-reset$/ },
  // The emailed link: checks the token, then redirects to our /reset-password page with it.
  { method: "GET", path: /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]+$/ },
  { method: "POST", path: /^\/api\/auth\/reset-password$/ },
];

/**
 * Whether Better Auth may answer this request. Matched on the raw, undecoded path of the URL, the
 * same string Better Auth routes on, so no spelling of a closed path gets through.
 */
export function isOpenAuthEndpoint(request: Request): boolean {
  const pathname = new URL(request.url).pathname;
  return OPEN_ENDPOINTS.some((e) => e.method === request.method && e.path.test(pathname));
}

/**
 * The request handed to Better Auth: the same method, URL and body, with the client's copy of our
 * address header dropped and the address we computed put in its place (none when we have none).
 */
export function withClientAddress(request: Request, clientIp: string): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (isIP(clientIp)) headers.set(CLIENT_IP_HEADER, clientIp);
  return new Request(request, { headers });
}
