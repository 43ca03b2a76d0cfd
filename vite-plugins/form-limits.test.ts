import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formConstraint } from "../app/lib/form-limits";
import { contactMessageSchema } from "../common/schemas/contact";
import { formLimits } from "./form-limits";

const repo = path.resolve(import.meta.dirname, "..");
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "form-limits-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function buildEntry(code: string) {
  fs.writeFileSync(path.join(dir, "entry.js"), code);
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [formLimits({ root: repo })],
    build: {
      outDir: path.join(dir, "out"),
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { input: path.join(dir, "entry.js"), output: { entryFileNames: "entry.mjs" } },
    },
  });
  return fs.readFileSync(path.join(dir, "out/entry.mjs"), "utf8");
}

describe("?limits imports", () => {
  it("are plain JSON in a build: the schema's limits, with no zod in the output", async () => {
    const schemaFile = path.join(repo, "common/schemas/contact.ts");
    const output = await buildEntry(
      `import limits from ${JSON.stringify(`${schemaFile}?limits`)};\nconsole.log(JSON.stringify(limits));\n`,
    );
    expect(output).not.toMatch(/_zod|zod/);
    const printed = execFileSync(process.execPath, [path.join(dir, "out/entry.mjs")], { encoding: "utf8" });
    expect(JSON.parse(printed).contactMessageSchema).toEqual(formConstraint(contactMessageSchema));
  });

  it("fail the build for a module that exports no object schema", async () => {
    const constants = path.join(repo, "common/message-rules.ts");
    await expect(
      buildEntry(`import limits from ${JSON.stringify(`${constants}?limits`)};\nconsole.log(limits);\n`),
    ).rejects.toThrow(/exports no object schema/);
  });
});
