import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-format";

describe("dateTimeFormat", () => {
  it("keeps one format per language and options, and formats as a new one would", () => {
    const options: Intl.DateTimeFormatOptions = {
      month: "long",
      day: "numeric",
      timeZone: "America/Chicago",
    };
    const first = dateTimeFormat("es-US", options);
    expect(dateTimeFormat("es-US", { ...options })).toBe(first);
    expect(dateTimeFormat("en-US", options)).not.toBe(first);
    expect(dateTimeFormat("es-US", { ...options, timeZone: "America/New_York" })).not.toBe(first);
    const instant = new Date("2026-03-04T03:00:00Z");
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat("es-US", options).format(instant));
    expect(first.format(instant)).toBe("3 de marzo");
  });
});
