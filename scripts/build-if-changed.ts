/**
 * `npm start` builds only when what the build reads has changed since the last build: a fresh clone
 * builds once, a second start goes straight to the server (a build is about a minute on a busy 2-core
 * machine). The build's inputs are hashed by content (names and bytes, not times, so a fresh checkout of
 * the same commit still matches) and the hash is written into the build folder after a build succeeds.
 *
 *   node --import tsx scripts/build-if-changed.ts        (npm start runs it)
 *   FORCE_BUILD=1 npm start                              (build anyway)
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** What `npm run build` reads: the app and everything it imports, the build's own configuration and tools. */
const INPUT_DIRS = ["app", "common", "server", "public", "service-worker", "vite-plugins"];
const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/postbuild.ts",
];
/** Tests and test data never reach a build. */
const NOT_AN_INPUT = /(\.test\.tsx?$)|(\/test\/)/;

function* files(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** One hash of every input's path and content, and of the settings that change the build's output. */
export function sourcesHash(dir = root): string {
  const hash = crypto.createHash("sha256");
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ""}\n`);
  const inputs = [
    ...INPUT_DIRS.flatMap((d) => [...files(path.join(dir, d))]),
    ...INPUT_FILES.map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f)),
  ];
  for (const file of inputs) {
    const name = path.relative(dir, file).split(path.sep).join("/");
    if (NOT_AN_INPUT.test(name)) continue;
    hash.update(`${name}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The file in a build folder that names the sources it was built from. */
export function stampPath(buildDir: string): string {
  return path.join(buildDir, ".sources-sha256");
}

export function isBuildCurrent(buildDir: string, hash: string): boolean {
  const stamp = stampPath(buildDir);
  return (
    fs.existsSync(path.join(buildDir, "server", "index.js")) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, "utf8").trim() === hash
  );
}

function main() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const hash = sourcesHash();
  if (!process.env.FORCE_BUILD && isBuildCurrent(buildDir, hash)) {
    console.log(`build: up to date (${path.relative(root, buildDir) || "."}), not rebuilding`);
    return;
  }
  // A build that fails or is stopped half way must not be taken for a current one next time.
  fs.rmSync(stampPath(buildDir), { force: true });
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  fs.writeFileSync(stampPath(buildDir), `${hash}\n`);
}

if (import.meta.filename === process.argv[1]) main();
