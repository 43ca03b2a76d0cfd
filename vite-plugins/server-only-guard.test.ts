import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, type InlineConfig } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverOnlyGuard } from "./server-only-guard";

// A tiny project: a browser entry that reaches server/db.ts through a shared helper, one that only
// imports a server type, and a `.server.ts` file.
let root: string;
const files: Record<string, string> = {
  "server/db.ts":
    'export const accounts = { password: "text not null" };\nexport type Account = { id: string };\n',
  "app/helper.ts":
    'import { accounts } from "../server/db";\nexport const columns = Object.keys(accounts);\n',
  "app/leaky.ts": 'import { columns } from "./helper";\nconsole.log(columns);\n',
  "app/types-only.ts":
    'import type { Account } from "../server/db";\nconst a: Account = { id: "1" };\nconsole.log(a);\n',
  "app/secrets.server.ts": 'export const key = "secret";\n',
  "app/dot-server.ts": 'import { key } from "./secrets.server";\nconsole.log(key);\n',
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "server-only-guard-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function buildEntry(entry: string, ssr = false) {
  const config: InlineConfig = {
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [serverOnlyGuard({ root })],
    build: {
      write: false,
      ssr: ssr ? path.join(root, entry) : undefined,
      rolldownOptions: ssr ? undefined : { input: path.join(root, entry) },
    },
  };
  return build(config);
}

describe("serverOnlyGuard", () => {
  it("fails the client build that reaches server/, naming the import chain", async () => {
    const failure = await buildEntry("app/leaky.ts").then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toContain("Server code in the browser bundle");
    expect(failure?.message).toContain("server/db.ts is server-only");
    expect(failure?.message).toMatch(/app\/leaky\.ts\s+-> app\/helper\.ts\s+-> server\/db\.ts/);
  });

  it("fails the client build that reaches a .server.ts file", async () => {
    await expect(buildEntry("app/dot-server.ts")).rejects.toThrow(/app\/secrets\.server\.ts is server-only/);
  });

  it("lets type-only imports of server modules through", async () => {
    await expect(buildEntry("app/types-only.ts")).resolves.toBeDefined();
  });

  it("leaves the server (SSR) build alone", async () => {
    await expect(buildEntry("app/leaky.ts", true)).resolves.toBeDefined();
  });
});
