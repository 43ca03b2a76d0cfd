import { createTestApp, type TestApp, testRequestContext } from "@server/test/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/admin.verifications_.$id.$file";

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
