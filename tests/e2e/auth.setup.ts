import fs from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { DEMO, type DemoRole, signedInAs } from "./fixtures";

// Each demo account signs in once per run; specs reuse the session instead of typing into /auth.
for (const role of Object.keys(DEMO) as DemoRole[]) {
  setup(`sign in as the demo ${role}`, async ({ request, baseURL }) => {
    const response = await request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL ?? "" },
      data: DEMO[role],
    });
    expect(response.status()).toBe(200);
    fs.mkdirSync(path.dirname(signedInAs(role)), { recursive: true });
    const state = await request.storageState({ path: signedInAs(role) });
    expect(state.cookies.map((c) => c.name)).toContainEqual(expect.stringMatching(/session_token$/));
  });
}
