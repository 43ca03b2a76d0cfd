import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  centsToInputValue,
  formatUsd,
  formatUsdDollars,
  formatUsdExact,
  formatUsdLimit,
  parseDollars,
} from "./money";
import { centsSchema } from "./schemas/money";

describe("money", () => {
  it("formats whole dollars, cents only when an amount really has them", () => {
    expect(formatUsd(123_456)).toBe("$1,235");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsdDollars(1250)).toBe("$1,250");
    expect(formatUsdDollars(1100.4)).toBe("$1,100");
    expect(formatUsdExact(2500)).toBe("$25");
    expect(formatUsdExact(17_500)).toBe("$175");
    expect(formatUsdExact(120_000)).toBe("$1,200");
    expect(formatUsdExact(1050)).toBe("$10.50");
    expect(formatUsdExact(1)).toBe("$0.01");
    expect(formatUsdExact(123_456)).toBe("$1,234.56");
    expect(formatUsdExact(-5000)).toBe("-$50");
    expect(formatUsdLimit(1)).toBe("$1");
    expect(formatUsdLimit(0.01)).toBe("$0.01");
    expect(formatUsdLimit(1_000_000)).toBe("$1,000,000");
    expect(formatUsdLimit(1.5)).toBe("$1.50");
  });

  it("gives a money input its value", () => {
    expect(centsToInputValue(125_000)).toBe("1250");
    expect(centsToInputValue(99_950)).toBe("999.50");
    expect(centsToInputValue(1)).toBe("0.01");
  });

  it("reads dollars as people type them, and nothing else", () => {
    expect(parseDollars("25")).toBe(25);
    expect(parseDollars(" $1,250.50 ")).toBe(1250.5);
    expect(parseDollars(25.5)).toBe(25.5);
    expect(parseDollars("-5")).toBe(-5);
    for (const bad of ["", "abc", "1e3", "0x10", "1,2,3", "12,34", "$", "1.2.3"])
      expect(parseDollars(bad), bad).toBeNaN();
  });

  it("checks a money field in order and gives cents", () => {
    const schema = centsSchema(
      { min: 1, max: 100 },
      { required: "req", notANumber: "nan", tooSmall: "small", tooLarge: "large", tooPrecise: "precise" },
    );
    const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(schema.parse("12.34")).toBe(1234);
    expect(schema.parse(12.3)).toBe(1230);
    for (const [typed, cents] of [
      ["19.99", 1999],
      ["4.35", 435],
      ["1.10", 110],
      ["$99.99", 9999],
    ] as const)
      expect(schema.parse(typed)).toBe(cents);
    expect(message("")).toBe("req");
    expect(message(undefined)).toBe("req");
    expect(message("abc")).toBe("nan");
    expect(message("0.5")).toBe("small");
    expect(message("101")).toBe("large");
    expect(message("1.001")).toBe("precise");
    expect(z.object({ a: schema.optional() }).parse({})).toEqual({});
  });
});
