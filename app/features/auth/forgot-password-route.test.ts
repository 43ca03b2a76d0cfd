import { RESET_EMAIL_NOT_QUEUED } from "@server/auth/auth";
import type { RequestContext } from "@server/context";
import { EMAIL_JOB } from "@server/jobs/email";
import { createTestApp, signUp, type TestApp, testRequestContext } from "@server/test/app";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action } from "~/routes/forgot-password";

let t: TestApp;
let context: RequestContext;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  context = testRequestContext(t.deps);
});
afterAll(() => t.close());

type ActionArgs = Parameters<typeof action>[0];
type ActionResult = { status?: "success" | "error"; error?: Record<string, string[] | null> | null };

async function submit(email: string) {
  const request = new Request("http://localhost/forgot-password", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  const result = await action({ request, context, params: {} } as unknown as ActionArgs);
  const { data, init } = result as UNSAFE_DataWithResponseInit<ActionResult>;
  return { status: init?.status ?? 200, data };
}

describe("/forgot-password action", () => {
  it("queues one reset email and sends nothing itself", async () => {
    await signUp(t, { email: "page-reset@example.com" });
    await t.drainJobs();
    const sent = t.mailer.sent.length;
    const queued = await t.deps.jobs.count(EMAIL_JOB, "created");
    const { status, data } = await submit("page-reset@example.com");
    expect(status).toBe(200);
    expect(data.status).toBe("success");
    expect(await t.deps.jobs.count(EMAIL_JOB, "created")).toBe(queued + 1);
    expect(t.mailer.sent.length).toBe(sent);
  });

  it("shows an error, not the usual success, when the email cannot be queued", async () => {
    await signUp(t, { email: "page-unqueued@example.com" });
    const send = vi.spyOn(t.deps.jobs, "send").mockRejectedValueOnce(new Error("queue unavailable"));
    try {
      const { status, data } = await submit("page-unqueued@example.com");
      expect(status).toBe(500);
      expect(data.status).toBe("error");
      expect(data.error?.[""]).toEqual([RESET_EMAIL_NOT_QUEUED]);
    } finally {
      send.mockRestore();
    }
  });

  it("answers the same success for an unknown email", async () => {
    const { status, data } = await submit("nobody-here@example.com");
    expect(status).toBe(200);
    expect(data.status).toBe("success");
  });
});
