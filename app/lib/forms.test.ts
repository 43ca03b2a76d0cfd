import contactLimits from "@common/schemas/contact?limits";
import { describe, expect, it } from "vitest";
import { formConstraint } from "./form-limits";
import { formSchema, resultFor } from "./forms";

describe("formSchema", () => {
  const contactForm = () =>
    formSchema(() => import("@common/schemas/contact"), "contactMessageSchema", contactLimits);

  it("holds the schema's limits from ?limits at once, and no check until loaded", async () => {
    const { contactMessageSchema } = await import("@common/schemas/contact");
    const form = contactForm();
    expect(form.limits).toEqual(formConstraint(contactMessageSchema));
    expect(form.limits.message).toEqual({ required: true, minLength: 10, maxLength: 5000 });
    expect(form.validate).toBeUndefined();
  });

  it("loads the schema once and checks form data with it", async () => {
    const form = contactForm();
    const [first, second] = await Promise.all([form.load(), form.load()]);
    expect(first).toBe(second);
    expect(form.validate).toBe(first);
    const data = new FormData();
    data.set("fullName", "Ana");
    data.set("email", "not an email");
    data.set("message", "short");
    const submission = first(data);
    if (submission.status === "success") throw new Error("a bad email and a short message passed");
    expect(Object.keys(submission.error ?? {}).sort()).toEqual(["email", "message"]);
  });

  it("tries the download again after a failure", async () => {
    let calls = 0;
    const form = formSchema(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("offline");
        return import("@common/schemas/contact");
      },
      "contactMessageSchema",
      contactLimits,
    );
    await expect(form.load()).rejects.toThrow("offline");
    expect(form.validate).toBeUndefined();
    await expect(form.load()).resolves.toBeTypeOf("function");
    expect(calls).toBe(2);
  });

  it("throws when the name has no limits (not an object schema of that module)", () => {
    expect(() =>
      formSchema(() => import("@common/schemas/contact"), "contactMessageSchema", { other: {} }),
    ).toThrow('No limits for "contactMessageSchema"');
  });
});

describe("resultFor", () => {
  it("gives a form only the result of its own intent", () => {
    const result = { status: "error" as const, initialValue: { intent: "signin", email: "a@b.co" } };
    expect(resultFor(result, "signin")).toBe(result);
    expect(resultFor(result, "signup")).toBeUndefined();
    expect(resultFor(undefined, "signin")).toBeUndefined();
  });
});
