/**
 * Where listing photos may come from: our own origin (relative URLs) and the origins of the IMAGE_HOSTS
 * setting, the same list as the Content-Security-Policy's img-src. A photo from anywhere else would be
 * blocked by the browser, so the pages show the "No photo yet" placeholder instead.
 */
export function isAllowedImageUrl(
  src: string | null | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!src) return false;
  // A path on our own origin ("/images/home-1.svg"), but not a protocol-relative "//host/...".
  if (src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/\\")) return true;
  try {
    return allowedOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

/** IMAGE_HOSTS: comma-separated https origins, no paths or wildcards ("https://img.example.com, https://cdn.example.org"). */
export function parseImageHosts(value: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const isOrigin =
      url !== null &&
      url.protocol === "https:" &&
      !url.hostname.includes("*") &&
      !url.username &&
      !url.password &&
      (url.pathname === "/" || url.pathname === "") &&
      !url.search &&
      !url.hash;
    if (url && isOrigin) {
      if (!origins.includes(url.origin)) origins.push(url.origin);
    } else invalid.push(entry);
  }
  return { origins, invalid };
}
