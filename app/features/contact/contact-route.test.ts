import { CONTACT_FAILED_MESSAGE } from "@common/schemas/contact";
import type { RequestContext } from "@server/context";
import { contactMessages } from "@server/db/schema/site";
import { createLogger } from "@server/logger";
import { createTestApp, type TestApp } from "@server/test/app";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import Contact, { action } from "~/routes/contact";

let t: TestApp;
let context: RequestContext;

beforeAll(async () => {
  t = await createTestApp();
  context = {
    deps: t.deps,
    user: null,
    cspNonce: "",
    requestId: "test",
    clientIp: "127.0.0.1",
    logger: createLogger("silent"),
  };
});
afterAll(() => t.close());

type ActionArgs = Parameters<typeof action>[0];
type ActionResult = { sent: boolean; failed: boolean; fieldErrors?: Record<string, string> };

async function submit(fields: Record<string, string>) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const result = await action({ request, context, params: {} } as unknown as ActionArgs);
  if (result && typeof result === "object" && "init" in result) {
    const { data, init } = result as UNSAFE_DataWithResponseInit<ActionResult>;
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: result as ActionResult };
}

const valid = { fullName: "Dana", email: "dana@example.com", message: "I have a question about a listing." };

describe("/contact action", () => {
  it("answers 503 with the failure shown when the database fails, and emails nothing", async () => {
    const sent = t.mailer.sent.length;
    const down = vi.spyOn(t.deps.db, "transaction").mockImplementationOnce(() => {
      throw new Error("Connection terminated unexpectedly");
    });
    try {
      expect(await submit(valid)).toEqual({
        status: 503,
        data: { sent: false, failed: true, fieldErrors: undefined },
      });
    } finally {
      down.mockRestore();
    }
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(sent);
  });

  it("tells the sender it was sent even when the mail server is down: the queue retries the email", async () => {
    t.mailer.failNext = true;
    const result = await submit({ ...valid, email: "eve@example.com" });
    expect(result).toMatchObject({ status: 200, data: { sent: true, failed: false } });
    await t.drainJobs({ includeDelayed: true });
    expect(t.mailer.sent.filter((m) => m.replyTo === "eve@example.com")).toHaveLength(1);
  });

  it("refuses a name with line breaks under the field and stores nothing", async () => {
    const before = (await t.deps.db.select().from(contactMessages)).length;
    const result = await submit({ ...valid, fullName: "Dana\r\nBcc: victim@example.com" });
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors?.fullName).toBeDefined();
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it("sends a valid message", async () => {
    expect(await submit(valid)).toEqual({
      status: 200,
      data: { sent: true, failed: false, fieldErrors: undefined },
    });
  });
});

describe("/contact page", () => {
  const render = (actionData: ActionResult | undefined) => {
    const Stub = createRoutesStub([
      {
        path: "/contact",
        Component: () =>
          createElement(Contact, {
            loaderData: { supportEmail: "help@affordable.example" },
            actionData,
          } as unknown as Parameters<typeof Contact>[0]),
      },
    ]);
    return renderToString(createElement(Stub, { initialEntries: ["/contact"] }));
  };

  it("shows the spec's failure message after a failed submission, and not otherwise", () => {
    expect(render({ sent: false, failed: true })).toContain(CONTACT_FAILED_MESSAGE);
    expect(render(undefined)).not.toContain(CONTACT_FAILED_MESSAGE);
  });
});
