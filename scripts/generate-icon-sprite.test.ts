import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../app/components/icon-names.ts";
import { generateIconSprite, SPRITE_FILE } from "./generate-icon-sprite.ts";

const committed = () => fs.readFileSync(SPRITE_FILE, "utf8");
const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe("the icon sprite (app/assets/icons.svg)", () => {
  it("has a 24x24 symbol for every name of ICON_NAMES, and no other", () => {
    const sprite = committed();
    for (const name of ICON_NAMES) {
      expect(sprite, `no <symbol id="${name}">: run npm run icons:sprite`).toContain(
        `<symbol id="${name}" viewBox="0 0 24 24">`,
      );
    }
    expect(symbolIds(sprite)).toEqual([...ICON_NAMES].sort());
  });

  it("is what npm run icons:sprite writes today (regenerate and commit it after changing ICON_NAMES)", async () => {
    expect(committed()).toBe(await generateIconSprite());
  });
});

describe("generateIconSprite", () => {
  it("writes lucide's shapes, sorted, without React's keys", async () => {
    const sprite = await generateIconSprite(["x", "map-pin"]);
    expect(symbolIds(sprite)).toEqual(["map-pin", "x"]);
    expect(sprite).toContain(
      '<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>',
    );
    expect(sprite).toContain('<circle cx="12" cy="10" r="3"/>');
    expect(sprite).not.toContain("key=");
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it("refuses an unknown icon, one of lucide's aliases and a name given twice", async () => {
    await expect(generateIconSprite(["no-such-icon"])).rejects.toThrow(/no icon "no-such-icon"/);
    await expect(generateIconSprite(["home"])).rejects.toThrow(/alias of "house"|carries no __iconData/);
    await expect(generateIconSprite(["x", "x"])).rejects.toThrow(/twice/);
  });
});
