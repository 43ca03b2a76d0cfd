/**
 * Two checks on the browser build.
 *
 * 1. Per-page JavaScript budget: from React Router's manifest (assets/manifest-*.js) the scripts each page
 *    loads (entry, root and the route's module with their imports) are summed as gzip; every page must stay
 *    within PAGE_BUDGET_BYTES (a public page also within PAGE_FILE_BUDGET files), the signed-in pages listed
 *    in SIGNED_IN_PAGE_CEILINGS within their ceiling.
 *
 * 2. Fails when the browser bundle (`build/client/assets/*.js`, or `$BUILD_DIR/client/assets`) carries server
 * code: Drizzle table definitions, the database drivers, Better Auth's server, the mailer or the logger.
 * The Vite plugin `vite-plugins/server-only-guard.ts` stops such a build; this is the check on its output.
 *
 *   npm run build && npm run check:bundle
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Issue 12: every public page's JavaScript, gzip, at most 150 KB. */
export const PAGE_BUDGET_BYTES = 150 * 1000;

/**
 * Script files a page on the byte budget may load. On a slow phone each file is a request with its round
 * trip, and Lighthouse's simulation counts every one that finished before the first paint: a dozen 1 KB
 * files cost more than one 12 KB file (vite-plugins/shell-chunks.ts keeps the count down).
 */
export const PAGE_FILE_BUDGET = 10;

/**
 * Signed-in pages (dashboards, forms behind an account, admin): not what a visitor's first view costs, so
 * the file count is not capped. They keep the byte budget, or a documented ceiling where they are over it
 * (docs/performance.md): the ceiling is the page's size rounded up to the next KB, so it cannot grow.
 */
export const SIGNED_IN_PAGES = new Set([
  "routes/landlord-dashboard",
  "routes/landlord-dashboard_.listings.$id.applications",
  "routes/landlord-dashboard_.listings.$id.photos",
  "routes/landlord-dashboard_.listings.$id.status",
  "routes/landlord-dashboard_.applications.$id",
  "routes/applications.$id.messages",
  "routes/applications.$id.withdraw",
  "routes/landlord-dashboard_.verification",
  "routes/renter-dashboard",
  "routes/list-property",
  "routes/start-rent-party",
  "routes/messages",
  "routes/admin.approvals",
  "routes/admin.messages",
  "routes/admin.reports",
  "routes/admin.verifications",
  "routes/admin.verifications_.$id.$file",
  "routes/admin.listings.$id.premium",
  "routes/sign-out",
]);
export const SIGNED_IN_PAGE_CEILINGS: Record<string, number> = {
  // None today (2026-11-29): the landlord dashboard (ceiling 165 KB) came within the budget when Profile
  // Settings' edit form began to load on first use and its verification panel left the form's module; a
  // listing's applications page (ceiling 158 KB) already was (docs/performance.md, 2026-11-29, the dashboards).
};

/**
 * Issue 28: opening a map (view=map on /rentals) adds at most this much, gzip: the map's own script, Leaflet
 * and its stylesheet, everything they load that the list page has not loaded already.
 */
export const MAP_BUDGET_BYTES = 60 * 1000;
/** The map's entry: app/components/listings-map.tsx, imported lazily by the pages that show a map. */
const MAP_ENTRY = /^listings-map-[\w-]+\.js$/;
/** The page the map's cost is measured on. */
const MAP_PAGE = "routes/rentals._index";

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
}
interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** React Router's browser manifest: `window.__reactRouterManifest={...};`. */
export function readRouterManifest(text: string): RouterManifest {
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as RouterManifest;
}

/** The scripts a route's page loads: the entry, then each route from the root down, with their imports. */
export function pageScripts(manifest: RouterManifest, routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const chain: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    chain.unshift(manifest.routes[id]);
  }
  for (const route of chain) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

export interface PageWeight {
  routeId: string;
  bytes: number;
  /** Script files the page loads (each one a request on a first visit). */
  files: number;
  limit: number;
  /** PAGE_FILE_BUDGET for a public page; none for a signed-in page. */
  fileLimit: number | null;
}

/** Whether a page loads more than its limits allow (bytes, or files). */
export function isOverBudget(w: PageWeight): boolean {
  return w.bytes > w.limit || (w.fileLimit !== null && w.files > w.fileLimit);
}

export function pageWeights(clientDir: string): PageWeight[] {
  const assets = path.join(clientDir, "assets");
  const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}`);
  const manifest = readRouterManifest(fs.readFileSync(path.join(assets, manifestFile), "utf8"));
  const gzipSize = new Map<string, number>();
  const sizeOf = (url: string) => {
    let size = gzipSize.get(url);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length;
      gzipSize.set(url, size);
    }
    return size;
  };
  const manifestBytes = sizeOf(`/assets/${manifestFile}`);
  return Object.keys(manifest.routes)
    .filter((id) => id !== "root")
    .map((routeId) => {
      const scripts = pageScripts(manifest, routeId);
      return {
        routeId,
        bytes: manifestBytes + scripts.reduce((sum, url) => sum + sizeOf(url), 0),
        files: scripts.length + 1,
        limit: SIGNED_IN_PAGE_CEILINGS[routeId] ?? PAGE_BUDGET_BYTES,
        fileLimit: SIGNED_IN_PAGES.has(routeId) ? null : PAGE_FILE_BUDGET,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The files a chunk loads: its static imports, dynamic imports and Vite's preload list (scripts and styles). */
export function chunkDependencies(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g))
    found.add(m[1]);
  for (const m of text.matchAll(/["'`]assets\/([\w.-]+\.(?:js|css))["'`]/g)) found.add(m[1]);
  return [...found];
}

/**
 * What showing the map adds to MAP_PAGE (gzip): the map's entry chunk and, transitively, every script and
 * stylesheet it loads that the page does not load already.
 */
export function mapWeight(clientDir: string): { bytes: number; files: string[] } {
  const assets = path.join(clientDir, "assets");
  const names = fs.readdirSync(assets);
  const manifestFile = names.find((f) => /^manifest-.*\.js$/.test(f));
  const entry = names.find((f) => MAP_ENTRY.test(f));
  if (!manifestFile || !entry) throw new Error(`No React Router manifest or map chunk in ${assets}`);
  const manifest = readRouterManifest(fs.readFileSync(path.join(assets, manifestFile), "utf8"));
  const loaded = new Set(pageScripts(manifest, MAP_PAGE).map((url) => path.basename(url)));
  for (let id: string | undefined = MAP_PAGE; id; id = manifest.routes[id]?.parentId) {
    for (const css of manifest.routes[id]?.css ?? []) loaded.add(path.basename(css.replace(/#.*$/, "")));
  }
  const files: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (loaded.has(file) || files.includes(file)) continue;
    files.push(file);
    if (file.endsWith(".js"))
      queue.push(...chunkDependencies(fs.readFileSync(path.join(assets, file), "utf8")));
  }
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files: files.sort() };
}

// Strings that survive minification: Drizzle's entity kinds and symbols, column-builder methods, package
// names in error messages, and a column definition of `password`.
export const SERVER_CODE_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "Drizzle table (pgTable)", pattern: /pgTable|PgTable/ },
  { name: "Drizzle internals (drizzle-orm)", pattern: /drizzle-orm|Symbol\.for\(["'`]drizzle:/ },
  { name: "column definition (.notNull())", pattern: /\.notNull\(\)/ },
  { name: "column definition (.defaultNow())", pattern: /\.defaultNow\(\)/ },
  { name: "password column", pattern: /password\s*:\s*[\w$.]+\(\s*["'`]password["'`]/ },
  {
    name: "Better Auth server",
    pattern: /betterAuth\(|drizzleAdapter|BETTER_AUTH_SECRET|better-auth\/(?!react|client)/,
  },
  { name: "database driver", pattern: /@electric-sql\/pglite|pg_advisory_lock|new Pool\(\{/ },
  {
    name: "server packages",
    pattern: /nodemailer|pino-std-serializers|node:crypto|process\.env\.DATABASE_URL/,
  },
];

export interface Finding {
  file: string;
  name: string;
  excerpt: string;
}

export function findServerCode(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const { name, pattern } of SERVER_CODE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const start = Math.max(0, match.index - 60);
    const excerpt = text.slice(start, match.index + match[0].length + 60).replace(/\s+/g, " ");
    findings.push({ file, name, excerpt });
  }
  return findings;
}

function main() {
  const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
  if (!fs.existsSync(assets)) {
    console.error(`check-client-bundle: ${assets} does not exist; run \`npm run build\` first.`);
    process.exit(2);
  }
  const scripts = fs.readdirSync(assets).filter((file) => /\.m?js$/.test(file));
  if (scripts.length === 0) {
    console.error(`check-client-bundle: no JavaScript in ${assets}.`);
    process.exit(2);
  }
  const findings = scripts.flatMap((file) =>
    findServerCode(file, fs.readFileSync(path.join(assets, file), "utf8")),
  );
  if (findings.length > 0) {
    console.error(`Server code in the browser bundle (${assets}):`);
    for (const finding of findings) {
      console.error(`  ${finding.file}: ${finding.name}\n      ...${finding.excerpt}...`);
    }
    console.error(
      "See vite-plugins/server-only-guard.ts: move what the page needs to common/ or the loader.",
    );
    process.exit(1);
  }
  console.log(`check-client-bundle: ${scripts.length} client scripts, no server code.`);

  const weights = pageWeights(path.dirname(assets));
  const unknown = [...SIGNED_IN_PAGES].filter((id) => !weights.some((w) => w.routeId === id));
  if (unknown.length > 0) {
    console.error(`check-client-bundle: SIGNED_IN_PAGES names no such route: ${unknown.join(", ")}`);
    process.exit(1);
  }
  const over = weights.filter(isOverBudget);
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  console.log(
    `JavaScript per page (gzip; budget, or a signed-in page's ceiling; script files, at most ${PAGE_FILE_BUDGET} on a public page):`,
  );
  for (const w of weights) {
    console.log(
      `  ${w.routeId.padEnd(56)} ${kb(w.bytes).padStart(9)} / ${kb(w.limit)}  ${String(w.files).padStart(2)} files${isOverBudget(w) ? "  OVER" : ""}`,
    );
  }
  const map = mapWeight(path.dirname(assets));
  console.log(
    `Opening the map on ${MAP_PAGE} adds (gzip): ${kb(map.bytes)} / ${kb(MAP_BUDGET_BYTES)}  (${map.files.join(", ")})`,
  );
  if (over.length > 0) {
    console.error(`check-client-bundle: ${over.length} page(s) over their JavaScript budget.`);
    process.exit(1);
  }
  if (map.bytes > MAP_BUDGET_BYTES) {
    console.error("check-client-bundle: the map is over its budget (MAP_BUDGET_BYTES).");
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
