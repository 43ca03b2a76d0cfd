import { describe, expect, it } from "vitest";
import { checkTexts, findUntranslated } from "./check-texts";

describe("texts outside the catalogs", () => {
  it("finds JSX text and read attributes written in English", () => {
    const found = findUntranslated(
      "x.tsx",
      `export const A = () => (
        <section aria-label="Install app">
          <h1>Available Rentals</h1>
          <img alt="" src="/a.png" />
          <input placeholder="e.g. Chicago" />
        </section>
      );`,
    );
    expect(found.map((f) => f.text)).toEqual([
      'aria-label="Install app"',
      "Available Rentals",
      'placeholder="e.g. Chicago"',
    ]);
  });

  it("lets through translated texts, punctuation, numbers and classes", () => {
    const found = findUntranslated(
      "x.tsx",
      `export const A = ({ t }) => (
        <p className="text-sm" aria-label={t("x.label")}>
          {t("x.body")} · 99+ — {"("}
        </p>
      );`,
    );
    expect(found).toEqual([]);
  });

  it("holds for the translated areas of this repository", () => {
    expect(checkTexts(process.cwd())).toEqual([]);
  });
});
