import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The message keys the code uses, and the ones a catalog lacks (docs/i18n.md):
 *
 *   npm run i18n:extract              every key the code uses, by area, and what is missing
 *   npm run i18n:extract -- --check   only fail (exit 1) on a key the code uses that a catalog lacks
 *
 * A key is a string in app/ (tests and the catalogs themselves aside) that starts with a catalog area's
 * prefix and a dot: `t("rentals.title")`, a ternary's branches, a `label: "listings.filters.city"` in a
 * table. A template with a placeholder (`rentParty.stage.${stage}`) uses every key that starts with its
 * text before the placeholder, and at least one must exist. The `error.` and `toast.` keys are English
 * texts looked up where they are shown, not written in the code: they are not extracted.
 */

/** Keys whose text is the English message itself, looked up where shown (byEnglishText). */
const LOOKUP_PREFIXES = new Set(["error", "toast"]);

export interface KeyUse {
  file: string;
  line: number;
  /** The key, or for a template with placeholders its fixed start ending in "." or a partial segment. */
  key: string;
  /** A template's fixed start, not a whole key. */
  prefix: boolean;
}

/** The keys `source` uses whose first segment is one of `areas` (module specifiers aside). */
export function extractKeys(file: string, source: string, areas: ReadonlySet<string>): KeyUse[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: KeyUse[] = [];
  const looksLikeKey = (text: string) => {
    const dot = text.indexOf(".");
    return dot > 0 && areas.has(text.slice(0, dot)) && /^[\w.-]+$/.test(text);
  };
  const add = (node: ts.Node, key: string, prefix: boolean) =>
    uses.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, key, prefix });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && looksLikeKey(node.text)) {
      add(node, node.text, false);
    }
    if (ts.isTemplateExpression(node) && node.head.text && looksLikeKey(node.head.text)) {
      add(node, node.head.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}

/** Catalogs as `CATALOGS` holds them: area -> language -> key -> message. */
export type Catalogs = Record<string, Record<string, Record<string, string>>>;

export interface MissingKey extends KeyUse {
  /** The languages whose catalog lacks it (every language when no area has it). */
  locales: string[];
}

/** Each use of a key that some language's catalog lacks. */
export function findMissing(uses: KeyUse[], catalogs: Catalogs): MissingKey[] {
  const locales = [...new Set(Object.values(catalogs).flatMap((byLocale) => Object.keys(byLocale)))];
  const keysIn = (locale: string) =>
    Object.values(catalogs).flatMap((byLocale) => Object.keys(byLocale[locale] ?? {}));
  const byLocale = new Map(locales.map((locale) => [locale, keysIn(locale)]));
  const missing: MissingKey[] = [];
  for (const use of uses) {
    const lacking = locales.filter((locale) => {
      const keys = byLocale.get(locale) ?? [];
      return use.prefix ? !keys.some((k) => k.startsWith(use.key)) : !keys.includes(use.key);
    });
    if (lacking.length > 0) missing.push({ ...use, locales: lacking });
  }
  return missing;
}

/** The first segments of the catalogs' keys ("shell", "rentals", "rentParty", ...), lookups aside. */
export function keyAreas(catalogs: Catalogs): Set<string> {
  const areas = new Set<string>();
  for (const byLocale of Object.values(catalogs)) {
    for (const messages of Object.values(byLocale)) {
      for (const key of Object.keys(messages)) {
        const area = key.slice(0, key.indexOf("."));
        if (area && !LOOKUP_PREFIXES.has(area)) areas.add(area);
      }
    }
  }
  return areas;
}

/** Catalog keys no code uses (a template's start counts for every key it begins). */
export function findUnused(uses: KeyUse[], catalogs: Catalogs): string[] {
  const exact = new Set(uses.filter((u) => !u.prefix).map((u) => u.key));
  const prefixes = uses.filter((u) => u.prefix).map((u) => u.key);
  const english = Object.values(catalogs).flatMap((byLocale) => Object.keys(byLocale.en ?? {}));
  return english.filter((key) => {
    const area = key.slice(0, key.indexOf("."));
    return !LOOKUP_PREFIXES.has(area) && !exact.has(key) && !prefixes.some((p) => key.startsWith(p));
  });
}

function sourceFiles(root: string): string[] {
  const app = path.join(root, "app");
  return fs
    .readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(`locales${path.sep}`))
    .map((f) => path.join(app, f));
}

/** Every key use in the app under `root`. */
export function extractAll(root: string, catalogs: Catalogs): KeyUse[] {
  const areas = keyAreas(catalogs);
  return sourceFiles(root).flatMap((file) =>
    extractKeys(path.relative(root, file), fs.readFileSync(file, "utf8"), areas),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const root = process.cwd();
  const { CATALOGS } = await import("../app/locales/catalogs");
  const catalogs = CATALOGS as unknown as Catalogs;
  const uses = extractAll(root, catalogs);
  const missing = findMissing(uses, catalogs);
  for (const m of missing) {
    const what = m.prefix ? `no key starting with "${m.key}"` : `"${m.key}"`;
    console.error(`${m.file}:${m.line}: ${what} is missing from the ${m.locales.join(", ")} catalog(s)`);
  }
  const keys = new Set(uses.map((u) => u.key));
  if (!check) {
    const byArea = new Map<string, number>();
    for (const key of keys) {
      const area = key.slice(0, key.indexOf("."));
      byArea.set(area, (byArea.get(area) ?? 0) + 1);
    }
    for (const [area, count] of [...byArea].sort()) console.log(`${area}: ${count} key(s) used`);
    const unused = findUnused(uses, catalogs);
    if (unused.length > 0) {
      console.log(`${unused.length} catalog key(s) no code names (a key built at run time may use them):`);
      for (const key of unused) console.log(`  ${key}`);
    }
  }
  if (missing.length > 0) {
    console.error(
      `i18n:extract: ${missing.length} key use(s) missing from a catalog (app/locales, docs/i18n.md)`,
    );
    process.exit(1);
  }
  console.log(`i18n:extract: ${keys.size} keys used in app/, every one in every catalog.`);
}
