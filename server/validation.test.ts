import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { firstFieldError, parseInput } from "./validation";

const schema = z
  .object({
    name: z.string().min(1, "Name is required").max(3, "Too long"),
    age: z.number("Age is a number"),
  })
  .refine((v) => v.name !== "Bob", "No Bobs");

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("parseInput", () => {
  it("returns the parsed value", () => {
    expect(parseInput(schema, { name: "Ann", age: 3, extra: true })).toEqual({ name: "Ann", age: 3 });
  });

  it("throws a BAD_REQUEST AppError with the first message per field", () => {
    const error = thrown(() => parseInput(schema, { name: "Annabel", age: "x" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe("Please check the form");
    expect(error.fieldErrors).toEqual({ name: "Too long", age: "Age is a number" });
  });

  it("files issues without a path under form", () => {
    expect(thrown(() => parseInput(schema, { name: "Bob", age: 1 })).fieldErrors).toEqual({
      form: "No Bobs",
    });
  });

  it("takes the error's message as given, or picked from the field errors", () => {
    expect(thrown(() => parseInput(schema, {}, "Nope")).message).toBe("Nope");
    expect(thrown(() => parseInput(schema, { name: "", age: 1 }, firstFieldError)).message).toBe(
      "Name is required",
    );
  });
});
