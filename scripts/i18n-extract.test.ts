import { describe, expect, it } from "vitest";
import { CATALOGS } from "../app/locales/catalogs";
import { type Catalogs, extractAll, extractKeys, findMissing, findUnused, keyAreas } from "./i18n-extract";

const catalogs: Catalogs = {
  shell: {
    en: { "shell.title": "Home", "shell.stage.live": "Live", "shell.stage.closed": "Closed" },
    es: { "shell.title": "Inicio", "shell.stage.live": "Publicada" },
  },
  toasts: { en: { "toast.Saved": "Saved" }, es: { "toast.Saved": "Guardado" } },
};
const areas = keyAreas(catalogs);

describe("i18n:extract", () => {
  it("knows the areas by their keys' first segment, the English-text lookups aside", () => {
    expect([...areas]).toEqual(["shell"]);
  });

  it("extracts the keys a file names: calls, ternaries, tables and templates, never module paths", () => {
    const uses = extractKeys(
      "a.tsx",
      `import x from "shell.config";
      const LABELS = { a: "shell.title" } as const;
      export const A = ({ t, stage, open }) => (
        <p title={t(open ? "shell.stage.live" : 'shell.missing')}>
          {t(\`shell.stage.\${stage}\`)} {t("other.key")} {"shell"} {"Shell. A sentence."}
        </p>
      );
      const lazy = () => import("shell.lazy");`,
      areas,
    );
    expect(uses.map((u) => [u.key, u.prefix, u.line])).toEqual([
      ["shell.title", false, 2],
      ["shell.stage.live", false, 4],
      ["shell.missing", false, 4],
      ["shell.stage.", true, 5],
    ]);
  });

  it("reports a key a catalog lacks, with its languages; a template needs one key with its start", () => {
    const uses = extractKeys(
      "a.tsx",
      `t("shell.title"); t("shell.stage.closed"); t("shell.nowhere"); t(\`shell.stage.\${s}\`); t(\`shell.gone.\${s}\`);`,
      areas,
    );
    expect(findMissing(uses, catalogs).map((m) => [m.key, m.locales])).toEqual([
      ["shell.stage.closed", ["es"]],
      ["shell.nowhere", ["en", "es"]],
      ["shell.gone.", ["en", "es"]],
    ]);
  });

  it("lists the keys no code names", () => {
    const uses = extractKeys("a.tsx", `t("shell.title")`, areas);
    expect(findUnused(uses, catalogs)).toEqual(["shell.stage.live", "shell.stage.closed"]);
  });

  it("finds every key the app uses in every catalog (what npm run lint checks)", () => {
    const real = CATALOGS as unknown as Catalogs;
    const uses = extractAll(process.cwd(), real);
    expect(uses.length).toBeGreaterThan(500);
    expect(findMissing(uses, real)).toEqual([]);
  });
});
