import { signInSchema } from "@common/schemas/auth";
import { parseWithZod } from "@conform-to/zod/v4";
import { AppError } from "@server/errors";
import { describe, expect, it } from "vitest";
import { reply, replyError } from "./action-result.server";

const form = (values: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return formData;
};
const valid = () =>
  parseWithZod(form({ email: "Rae@Example.com", password: "secret123" }), { schema: signInSchema });

describe("reply", () => {
  it("answers a submission the schema refused with 400 and the spec's messages", () => {
    const submission = parseWithZod(form({ email: "", password: "" }), { schema: signInSchema });
    const result = reply(submission);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "error",
      error: { email: ["Email is required"], password: ["Password is required"] },
    });
  });

  it("keeps the values but never sends a hidden field back", () => {
    const result = reply(valid(), {
      formErrors: ["Invalid email or password"],
      status: 401,
      hideFields: ["password"],
    });
    expect(result.init?.status).toBe(401);
    expect(result.data.initialValue).toEqual({ email: "Rae@Example.com" });
    expect(result.data.error).toEqual({ "": ["Invalid email or password"] });
  });

  it("carries a toast with an id, and can empty the form on success", () => {
    const result = reply(valid(), { resetForm: true, toast: { type: "success", title: "Sent" } });
    expect(result.init?.status).toBe(200);
    expect(result.data).toMatchObject({ status: "success", initialValue: null, toast: { title: "Sent" } });
    expect(result.data.toast?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("replyError", () => {
  it("turns an AppError's field errors into field errors, with its status", () => {
    const error = new AppError("BAD_REQUEST", "Please check the form", { email: "Taken", form: "Try again" });
    const result = replyError(valid(), error);
    expect(result.init?.status).toBe(400);
    expect(result.data.error).toEqual({ email: ["Taken"], "": ["Try again"] });
  });

  it("shows a message-only AppError for the whole form, with the toast it asks for", () => {
    const error = new AppError("RATE_LIMITED", "Too many attempts");
    const result = replyError(valid(), error, {
      toast: (e) => ({ type: "error", title: e.message }),
      hideFields: ["password"],
    });
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({
      error: { "": ["Too many attempts"] },
      toast: { title: "Too many attempts" },
    });
    expect(result.data.initialValue).not.toHaveProperty("password");
  });

  it("rethrows anything that is not an AppError", () => {
    const boom = new Error("database down");
    expect(() => replyError(valid(), boom)).toThrow(boom);
  });

  it("answers anything else with 500 and the given message when told what to say, and logs it", () => {
    const boom = new Error("database down");
    const logged: unknown[] = [];
    const logger = { error: (fields: unknown) => logged.push(fields) };
    const toast = { type: "error", title: "Failed" } as const;
    const result = replyError(valid(), boom, { toast, unexpected: { logger, message: "Please try again." } });
    expect(result.init?.status).toBe(500);
    expect(result.data).toMatchObject({ error: { "": ["Please try again."] }, toast: { title: "Failed" } });
    expect(logged).toEqual([{ err: boom }]);
    const own = replyError(valid(), boom, {
      toast: () => undefined,
      unexpected: { logger, message: "Oops", toast: { type: "error", title: "Oops" } },
    });
    expect(own.data.toast?.title).toBe("Oops");
  });
});
