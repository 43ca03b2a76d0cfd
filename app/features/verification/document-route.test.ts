import { VERIFICATION_MESSAGES } from "@common/schemas/verification";
import { createUser } from "@server/db/seed/factories";
import { createTestApp, type TestApp, testRequestContext } from "@server/test/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGS } from "~/locales/catalogs";
import { loader } from "~/routes/admin.verifications_.$id.$file";
import { loader as pageLoader } from "~/routes/landlord-dashboard_.verification";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type LoaderArgs = Parameters<typeof loader>[0];

async function open(locale: "en" | "es", role: "renter" | null) {
  const user = role ? { id: "u1", email: "u1@example.com", fullName: "U One", phone: null, role } : null;
  const context = { ...testRequestContext(t.deps, user), locale };
  const id = "00000000-0000-4000-8000-000000000000";
  const request = new Request(`http://localhost/admin/verifications/${id}/document`);
  const response = (await loader({
    request,
    context,
    params: { id, file: "document" },
  } as unknown as LoaderArgs)) as Response;
  return {
    status: response.status,
    text: await response.text(),
    language: response.headers.get("content-language"),
  };
}

describe("a verification document's refusal", () => {
  it("is plain text in the page's language", async () => {
    expect(await open("en", "renter")).toEqual({ status: 403, text: "Forbidden", language: "en" });
    expect(await open("en", null)).toEqual({ status: 404, text: "Not found", language: "en" });
    expect(await open("es", "renter")).toEqual({
      status: 403,
      text: "No tienes permiso para ver esto",
      language: "es",
    });
    expect(await open("es", null)).toEqual({ status: 404, text: "No encontrado", language: "es" });
  });
});

describe("the Get verified page in Spanish", () => {
  it("has its Spanish title and texts", async () => {
    const row = await createUser(t.deps.db, { role: "landlord" });
    const user = {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      phone: null,
      role: "landlord" as const,
    };
    const context = { ...testRequestContext(t.deps, user), locale: "es" as const };
    const request = new Request("http://localhost/es/landlord-dashboard/verification");
    const data = (await pageLoader({ request, context, params: {} } as unknown as Parameters<
      typeof pageLoader
    >[0])) as { title: string; messages: string };
    expect(data.title).toBe("Verifícate | Affordable");
    expect(Object.keys(JSON.parse(data.messages))).toContain("verification.form.submit");
  });

  it("translates every message the landlord's form can show", () => {
    const spanish: Record<string, string> = CATALOGS.verification.es;
    const formMessages = Object.entries(VERIFICATION_MESSAGES)
      .filter(([name]) => !["reason", "notFound", "notPending", "notVerified"].includes(name))
      .map(([, message]) => message);
    for (const message of formMessages) expect(spanish[`error.${message}`], message).toBeTruthy();
  });
});
