import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "../text-messages";
import { verdict } from "./test-support";
import {
  blankToUndefined,
  hasControlCharacters,
  hasNonTextControlCharacters,
  holdsUnstorableText,
  isBlank,
  multiLineText,
  singleLineText,
} from "./text";

const INVISIBLES = [
  "\u200B", // zero width space
  "\u200C", // zero width non-joiner
  "\u200D", // zero width joiner
  "\u2060", // word joiner
  "\uFEFF", // byte order mark
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E", // bidi embeddings and overrides
  "\u2066",
  "\u2069", // bidi isolates
  "\u00AD", // soft hyphen
  "\u3164", // Hangul filler
  "\u2800", // Braille blank
  "\u00A0", // no-break space
];

describe("isBlank", () => {
  it.each(INVISIBLES)("counts U+%s alone, or with spaces, as blank", (ch) => {
    expect(isBlank(ch)).toBe(true);
    expect(isBlank(` ${ch}${ch} `)).toBe(true);
  });

  it("is true for empty and whitespace, false as soon as anything visible is there", () => {
    expect(isBlank("")).toBe(true);
    expect(isBlank(" \t\n ")).toBe(true);
    expect(isBlank("\u200Ba\u200B")).toBe(false);
    expect(isBlank("José")).toBe(false);
    expect(isBlank("李")).toBe(false);
  });

  it("lets blankToUndefined treat invisible-only form values as not given", () => {
    expect(blankToUndefined("\u200B \u2060")).toBeUndefined();
    expect(blankToUndefined(" x ")).toBe(" x ");
    expect(blankToUndefined(3)).toBe(3);
  });
});

describe("control characters", () => {
  it.each(["\u0000", "\r", "\n", "\t", "\u0007", "\u001B", "\u007F", "\u0085", "\u009F", "\u2028", "\u2029"])(
    "refuses %j in one-line text",
    (ch) => {
      expect(hasControlCharacters(`a${ch}b`)).toBe(true);
    },
  );

  it("keeps tab and line breaks in multi-line text, refuses the rest", () => {
    expect(hasNonTextControlCharacters("line one\r\nline two\tand a tab")).toBe(false);
    for (const ch of ["\u0000", "\u0008", "\u000B", "\u000C", "\u001B", "\u007F", "\u0085"]) {
      expect(hasNonTextControlCharacters(`a${ch}b`)).toBe(true);
    }
  });

  it("allows ordinary text, accents and emoji", () => {
    expect(hasControlCharacters("Zoë O'Brien-Núñez 🏠")).toBe(false);
    expect(hasNonTextControlCharacters("Zoë O'Brien-Núñez 🏠")).toBe(false);
  });
});

describe("singleLineText", () => {
  const name = singleLineText({ error: "Name is required" }).min(1, "Name is required").max(5, "Too long");

  it("trims, then applies the field's own rules", () => {
    expect(verdict(name, "  Ann  ")).toEqual({ ok: true, data: "Ann" });
    expect(verdict(name, "Annabel")).toEqual({ ok: false, fieldErrors: { form: "Too long" } });
    expect(verdict(name, 42)).toEqual({ ok: false, fieldErrors: { form: "Name is required" } });
  });

  it("refuses invisible-only values with the blank message", () => {
    for (const value of ["", "   ", ...INVISIBLES, "\u200B\u200C\u200D\uFEFF"]) {
      expect(verdict(name, value)).toEqual({ ok: false, fieldErrors: { form: "Name is required" } });
    }
  });

  it("refuses line breaks, tabs and NUL, even at the ends", () => {
    for (const value of ["Ann\r\nBcc: x@y.z", "Ann\n", "\tAnn", "A\u0000n"]) {
      expect(verdict(name, value)).toEqual({ ok: false, fieldErrors: { form: SINGLE_LINE_MESSAGE } });
    }
  });
});

describe("multiLineText", () => {
  const story = multiLineText().min(1, "Story is required");

  it("keeps inner line breaks and trims the ends", () => {
    expect(verdict(story, "\n Para one.\r\n\r\nPara two.\t\n")).toEqual({
      ok: true,
      data: "Para one.\r\n\r\nPara two.",
    });
  });

  it("refuses NUL and other control characters", () => {
    for (const value of ["a\u0000b", "a\u001Bb", "a\u0008b"]) {
      expect(verdict(story, value)).toEqual({
        ok: false,
        fieldErrors: { form: CONTROL_CHARACTERS_MESSAGE },
      });
    }
  });

  it("refuses invisible-only text like blank text", () => {
    expect(verdict(story, "\u200B\n\u2060")).toEqual({
      ok: false,
      fieldErrors: { form: "Story is required" },
    });
  });
});

describe("holdsUnstorableText", () => {
  it.each([
    ["a NUL in a string", { a: "x\u0000y" }],
    ["a NUL in a key", { "k\u0000": 1 }],
    ["an unpaired high surrogate", ["ok", "\ud800"]],
    ["an unpaired low surrogate deep down", { a: [{ b: { c: "x\udc00" } }] }],
    ["a lone string", "\u0000"],
  ])("finds %s", (_label, value) => {
    expect(holdsUnstorableText(value)).toBe(true);
  });

  it.each([
    ["emoji (surrogate pairs)", { a: "😀𝕏" }],
    ["other control characters", { a: "\u0001\t\n\u007f" }],
    ["numbers, booleans and null", [1, true, null, { a: 2.5 }]],
  ])("lets %s through", (_label, value) => {
    expect(holdsUnstorableText(value)).toBe(false);
  });
});
