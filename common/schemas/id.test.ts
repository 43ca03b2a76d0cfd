import { describe, expect, it } from "vitest";
import { isUuid } from "./id";

describe("isUuid", () => {
  it("accepts database ids and refuses anything else", () => {
    expect(isUuid("6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11")).toBe(true);
    expect(isUuid("6B1F0A4E-8F39-4C8E-9D5E-2F0C7D2F1A11")).toBe(true);
    expect(isUuid(crypto.randomUUID())).toBe(true);
    for (const bad of [
      "",
      "abc",
      "6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a1",
      "1; drop table",
      null,
      42,
      undefined,
    ])
      expect(isUuid(bad), String(bad)).toBe(false);
  });
});
