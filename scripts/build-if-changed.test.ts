import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildCurrent, sourcesHash, stampPath } from "./build-if-changed";

const made: string[] = [];
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-if-changed-"));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("build-if-changed", () => {
  it("hashes the build's inputs by content: an edit changes it, a test file or an unrelated file does not", () => {
    const dir = tree({ "app/root.tsx": "a", "server/app.ts": "b", "package.json": "{}", "docs/x.md": "d" });
    const before = sourcesHash(dir);
    expect(sourcesHash(dir)).toBe(before);

    fs.writeFileSync(path.join(dir, "docs/x.md"), "changed");
    fs.writeFileSync(path.join(dir, "server/app.test.ts"), "a test");
    fs.mkdirSync(path.join(dir, "server/test"));
    fs.writeFileSync(path.join(dir, "server/test/helper.ts"), "test helper");
    expect(sourcesHash(dir)).toBe(before);

    fs.writeFileSync(path.join(dir, "server/app.ts"), "b2");
    expect(sourcesHash(dir)).not.toBe(before);
  });

  it("a renamed file changes the hash even with the same bytes", () => {
    const dir = tree({ "app/a.tsx": "same" });
    const before = sourcesHash(dir);
    fs.renameSync(path.join(dir, "app/a.tsx"), path.join(dir, "app/b.tsx"));
    expect(sourcesHash(dir)).not.toBe(before);
  });

  it("a build is current only with its server bundle and a stamp of the same hash", () => {
    const buildDir = tree({});
    expect(isBuildCurrent(buildDir, "h1")).toBe(false);
    fs.mkdirSync(path.join(buildDir, "server"));
    fs.writeFileSync(path.join(buildDir, "server/index.js"), "");
    expect(isBuildCurrent(buildDir, "h1")).toBe(false);
    fs.writeFileSync(stampPath(buildDir), "h1\n");
    expect(isBuildCurrent(buildDir, "h1")).toBe(true);
    expect(isBuildCurrent(buildDir, "h2")).toBe(false);
  });
});
