import { CONTACT_FAILED_MESSAGE } from "@common/schemas/contact";
import type { RequestContext } from "@server/context";
import { contactMessages } from "@server/db/schema/site";
import { createTestApp, type TestApp, testRequestContext } from "@server/test/app";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action } from "~/routes/contact";

let t: TestApp;
let context: RequestContext;

beforeAll(async () => {
  t = await createTestApp();
  context = testRequestContext(t.deps);
});
afterAll(() => t.close());

type ActionArgs = Parameters<typeof action>[0];
type ActionResult = {
  status?: "success" | "error";
  error?: Record<string, string[] | null> | null;
  toast?: { type: string; title: string; description?: string };
};

async function submit(fields: Record<string, string>) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const result = await action({ request, context, params: {} } as unknown as ActionArgs);
  const { data, init } = result as UNSAFE_DataWithResponseInit<ActionResult>;
  return { status: init?.status ?? 200, data };
}

const valid = { fullName: "Dana", email: "dana@example.com", message: "I have a question about a listing." };

describe("/contact action", () => {
  it("answers 503 with the spec's failure toast when the database fails, and emails nothing", async () => {
    const sent = t.mailer.sent.length;
    const down = vi.spyOn(t.deps.db, "transaction").mockImplementationOnce(() => {
      throw new Error("Connection terminated unexpectedly");
    });
    try {
      const result = await submit(valid);
      expect(result.status).toBe(503);
      expect(result.data.toast).toMatchObject({ type: "error", description: CONTACT_FAILED_MESSAGE });
    } finally {
      down.mockRestore();
    }
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(sent);
  });

  it("tells the sender it was sent even when the mail server is down: the queue retries the email", async () => {
    t.mailer.failNext = true;
    const result = await submit({ ...valid, email: "eve@example.com" });
    expect(result.status).toBe(200);
    expect(result.data.status).toBe("success");
    await t.drainJobs({ includeDelayed: true });
    expect(t.mailer.sent.filter((m) => m.replyTo === "eve@example.com")).toHaveLength(1);
  });

  it("refuses a name with line breaks under the field and stores nothing", async () => {
    const before = (await t.deps.db.select().from(contactMessages)).length;
    const result = await submit({ ...valid, fullName: "Dana\r\nBcc: victim@example.com" });
    expect(result.status).toBe(400);
    expect(result.data.error?.fullName).toEqual([expect.any(String)]);
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it("sends a valid message and thanks the sender", async () => {
    const result = await submit(valid);
    expect(result.status).toBe(200);
    expect(result.data.status).toBe("success");
    expect(result.data.toast?.type).toBe("success");
  });
});
