import { isIP } from "node:net";

/**
 * The client's address, like Express's numeric `trust proxy`. Each of the `trustedHops` proxies in front
 * of the app (the TRUST_PROXY setting) appends the address it got the request from to X-Forwarded-For,
 * so the entry `trustedHops` from the right is the address our outermost proxy saw: 1 = the right-most
 * entry, 2 = the second from the right. Entries further left were written by the client and never used;
 * with fewer entries than hops, the left-most one. Without trusted hops, without the header, or when the
 * chosen entry is not an IP address: the socket's address.
 */
export function clientAddress(
  headers: Headers,
  trustedHops: number,
  socketAddress: () => string | undefined,
): string {
  if (trustedHops > 0) {
    // Several X-Forwarded-For lines arrive joined by ", " in one value.
    const entries = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0) {
      const chosen = entries[Math.max(0, entries.length - trustedHops)];
      if (isIP(chosen)) return chosen;
    }
  }
  try {
    return socketAddress() ?? "unknown";
  } catch {
    return "unknown";
  }
}
