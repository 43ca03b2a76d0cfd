/**
 * Fails when the browser bundle (`build/client/assets/*.js`, or `$BUILD_DIR/client/assets`) carries server
 * code: Drizzle table definitions, the database drivers, Better Auth's server, the mailer or the logger.
 * The Vite plugin `vite-plugins/server-only-guard.ts` stops such a build; this is the check on its output.
 *
 *   npm run build && npm run check:bundle
 */
import fs from "node:fs";
import path from "node:path";

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
}

if (import.meta.url === `file://${process.argv[1]}`) main();
