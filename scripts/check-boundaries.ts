import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * Import boundaries that Biome cannot express (it neither resolves relative paths nor tells type-only
 * imports apart), checked on every `.ts`/`.tsx` file under app/ and common/:
 *
 * - common/ imports neither app/ nor server/ (not even types): both sides import it.
 * - a folder of app/features/ does not import another one: pages compose features.
 * - an app module that is not a `*.server.ts(x)` file, a route module (app/routes/, app/root.tsx: React
 *   Router strips their loaders and actions from the browser build) or a test imports no server code.
 *   `import type` and `export type` are allowed: they are erased and never reach the browser.
 * - such a module imports no value from common/schemas/ (zod, about 25 KB gzip, would load with the page):
 *   a form takes the schema's `?limits` and loads the schema on first use (`formSchema`, app/lib/forms.ts),
 *   and texts or constants a page shows live in a zod-free module of common/.
 *
 * Run by `npm run lint`; `node --import tsx scripts/check-boundaries.ts [root]` prints each violation.
 */

export interface Violation {
  file: string;
  line: number;
  column: number;
  specifier: string;
  message: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  /** `import("x")`: loaded when called, not with the page. */
  dynamic?: boolean;
  node: ts.Node;
}

const ALIASES: Record<string, string> = { "~/": "app/", "@common/": "common/", "@server/": "server/" };
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The repository-relative path an import points into, or null for a package. */
function target(fromFile: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return path.posix.normalize(folder + specifier.slice(alias.length));
  }
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  }
  return null;
}

function importsOf(source: ts.SourceFile): ImportRef[] {
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import { type A } from "x"` may still be emitted as `import "x"`: only `import type` is erased.
      refs.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.importClause?.isTypeOnly ?? false,
        node,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      refs.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, node });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      refs.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true, node });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      refs.push({ specifier: node.argument.literal.text, typeOnly: true, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

function featureOf(file: string): string | null {
  const match = /^app\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/** Files that only ever run on the server, so they may import server code. */
function isServerOnlyAppModule(file: string): boolean {
  const base = path.posix.basename(file);
  return (
    /\.server\.(ts|tsx)$/.test(base) ||
    file.includes("/.server/") ||
    /\.test\.(ts|tsx)$/.test(base) ||
    file.startsWith("app/routes/") ||
    file === "app/root.tsx"
  );
}

/** Checks one file (path relative to the repository root, with forward slashes). */
export function checkFile(file: string, text: string): Violation[] {
  const violations: Violation[] = [];
  const feature = featureOf(file);
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  for (const ref of importsOf(source)) {
    const to = target(file, ref.specifier);
    if (!to) continue;
    let message: string | null = null;
    if (file.startsWith("common/") && (to.startsWith("app/") || to.startsWith("server/"))) {
      message = "common/ is imported by both sides and imports neither app/ nor server/";
    } else if (feature && featureOf(to) && featureOf(to) !== feature) {
      message = `app/features/${feature} imports app/features/${featureOf(to)}: features do not import each other (share it through app/lib or app/components, or compose them in the route)`;
    } else if (
      file.startsWith("app/") &&
      to.startsWith("server/") &&
      !ref.typeOnly &&
      !isServerOnlyAppModule(file)
    ) {
      message =
        "server code imported by an app module the browser loads: move it to a *.server.ts file (or use `import type`)";
    } else if (
      file.startsWith("app/") &&
      to.startsWith("common/schemas/") &&
      !to.endsWith("?limits") &&
      !ref.typeOnly &&
      !ref.dynamic &&
      !isServerOnlyAppModule(file)
    ) {
      message =
        "a zod schema module imported by an app module the browser loads: import its `?limits` and load the schema with formSchema (app/lib/forms.ts), or move the constant to a zod-free module in common/";
    }
    if (message) {
      const { line, character } = source.getLineAndCharacterOfPosition(ref.node.getStart(source));
      violations.push({ file, line: line + 1, column: character + 1, specifier: ref.specifier, message });
    }
  }
  return violations;
}

function listSources(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !SOURCE.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return files.sort();
}

/** Checks every source file under app/ and common/ of the repository at `root`. */
export function checkBoundaries(root: string): Violation[] {
  return ["app", "common"]
    .flatMap((folder) => listSources(root, folder))
    .flatMap((file) => checkFile(file, fs.readFileSync(path.join(root, file), "utf8")));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const violations = checkBoundaries(root);
  for (const v of violations) {
    console.error(`${v.file}:${v.line}:${v.column} import "${v.specifier}": ${v.message}`);
  }
  if (violations.length > 0) {
    console.error(`\ncheck-boundaries: ${violations.length} import(s) cross a boundary`);
    process.exit(1);
  }
  console.log("check-boundaries: app/ and common/ imports respect the boundaries");
}
