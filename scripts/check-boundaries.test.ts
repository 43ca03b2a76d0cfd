import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBoundaries, checkFile } from "./check-boundaries";

const script = path.join(import.meta.dirname, "check-boundaries.ts");

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function flagged(file: string, text: string): string[] {
  return checkFile(file, text).map((v) => v.specifier);
}

describe("check-boundaries", () => {
  it("refuses common/ importing app/ or server/, by alias or relative path, types included", () => {
    expect(
      flagged(
        "common/schemas/x.ts",
        [
          'import { a } from "~/lib/flash";',
          'import type { B } from "@server/context";',
          'import { c } from "../../server/env";',
          'export { d } from "../../app/lib/cn";',
          'import { e } from "../constants";',
          'import { f } from "@common/format";',
          'import { z } from "zod";',
        ].join("\n"),
      ),
    ).toEqual(["~/lib/flash", "@server/context", "../../server/env", "../../app/lib/cn"]);
  });

  it("refuses one feature importing another, and allows its own files, app/lib and components", () => {
    expect(
      flagged(
        "app/features/auth/auth-page.tsx",
        [
          'import { showToast } from "~/features/shell/flash-toasts";',
          'import type { X } from "../home/home-cards";',
          'const lazy = () => import("~/features/listings/listing-card");',
          'import { y } from "./auth-form";',
          'import { z } from "~/features/auth/auth-form";',
          'import { w } from "../../lib/toast";',
          'import { v } from "~/components/ui/button";',
        ].join("\n"),
      ),
    ).toEqual(["~/features/shell/flash-toasts", "../home/home-cards", "~/features/listings/listing-card"]);
  });

  it("refuses server code in app modules the browser loads; allows types, .server files, routes and tests", () => {
    const wrong = [
      'import { createApp } from "@server/app";',
      'import { type AppDeps } from "@server/context";',
      'import { env } from "../../../server/env";',
    ].join("\n");
    expect(flagged("app/features/home/home-cards.tsx", wrong)).toEqual([
      "@server/app",
      "@server/context",
      "../../../server/env",
    ]);
    expect(flagged("app/components/ui/button.tsx", 'import { x } from "@server/errors";')).toEqual([
      "@server/errors",
    ]);
    expect(
      flagged("app/features/home/home-cards.tsx", 'import type { A } from "@server/home/service";'),
    ).toEqual([]);
    expect(flagged("app/features/home/home.server.ts", wrong)).toEqual([]);
    expect(flagged("app/features/home/home.server.test.ts", wrong)).toEqual([]);
    expect(flagged("app/routes/rentals.$id.tsx", wrong)).toEqual([]);
    expect(flagged("app/root.tsx", wrong)).toEqual([]);
  });

  it("refuses zod schemas in app modules the browser loads; allows ?limits, import(), types and routes", () => {
    const wrong = [
      'import { contactMessageSchema } from "@common/schemas/contact";',
      'import { MESSAGE_REQUIRED } from "../../../common/schemas/message";',
    ].join("\n");
    expect(flagged("app/features/contact/contact-form.tsx", wrong)).toEqual([
      "@common/schemas/contact",
      "../../../common/schemas/message",
    ]);
    const right = [
      'import contactLimits from "@common/schemas/contact?limits";',
      'import type { contactMessageSchema } from "@common/schemas/contact";',
      'const load = () => import("@common/schemas/contact");',
      'import { MESSAGE_REQUIRED } from "@common/message-rules";',
    ].join("\n");
    expect(flagged("app/features/contact/contact-form.tsx", right)).toEqual([]);
    expect(flagged("app/routes/contact.tsx", wrong)).toEqual([]);
    expect(flagged("app/features/contact/contact.server.ts", wrong)).toEqual([]);
  });

  describe("on a folder with a wrong import", () => {
    let root: string;
    beforeAll(() => {
      root = fixture({
        "common/format.ts": "export const format = (n: number) => String(n);\n",
        "app/lib/toast.ts": "export function showToast() {}\n",
        "app/features/shell/flash-toasts.tsx": 'import { showToast } from "~/lib/toast";\nshowToast();\n',
        "app/features/auth/auth-page.tsx":
          'import { FlashToasts } from "../shell/flash-toasts";\nexport { FlashToasts };\n',
      });
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it("reports the file, line and the rule", () => {
      expect(checkBoundaries(root)).toEqual([
        {
          file: "app/features/auth/auth-page.tsx",
          line: 1,
          column: 1,
          specifier: "../shell/flash-toasts",
          message: expect.stringContaining("features do not import each other"),
        },
      ]);
    });

    it("makes the command (run by npm run lint) fail", () => {
      const run = spawnSync(process.execPath, ["--import", "tsx", script, root], { encoding: "utf8" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("app/features/auth/auth-page.tsx:1:1");
    });

    it("passes once the import is fixed", () => {
      fs.writeFileSync(path.join(root, "app/features/auth/auth-page.tsx"), 'import "~/lib/toast";\n');
      expect(checkBoundaries(root)).toEqual([]);
      const run = spawnSync(process.execPath, ["--import", "tsx", script, root], { encoding: "utf8" });
      expect(run.status).toBe(0);
    });
  });
});
