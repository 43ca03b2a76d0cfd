import type { RequestContext } from "@server/context";
import { describe, expect, it } from "vitest";
import { readFlashToast, redirectWithToast } from "./flash.server";

const contextFor = (publicUrl: string, cookieSecret = "test-secret") =>
  ({ deps: { cookieSecret, env: { PUBLIC_URL: publicUrl } } }) as unknown as RequestContext;

const nextRequest = (setCookie: string) =>
  new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0] } });

describe("flash toasts", () => {
  it("redirects with a signed, HttpOnly cookie that the next request reads once", async () => {
    const context = contextFor("http://localhost:3000");
    const res = await redirectWithToast(
      context,
      "/",
      { type: "success", title: "Welcome back!" },
      { "Set-Cookie": "session=abc; Path=/" },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toBe("session=abc; Path=/");
    const flash = cookies[1];
    expect(flash).toMatch(/^flash=[^;]+\./); // value.signature
    expect(flash).toMatch(/HttpOnly/);
    expect(flash).toMatch(/SameSite=Lax/);
    expect(flash).not.toMatch(/Secure/);

    const { toast, headers } = await readFlashToast(nextRequest(flash), context);
    expect(toast).toMatchObject({ type: "success", title: "Welcome back!" });
    expect(toast?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/); // a fresh id, so the same toast twice shows twice
    // The root loader's response clears it.
    expect(headers?.get("set-cookie")).toMatch(/^flash=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("is Secure behind https", async () => {
    const res = await redirectWithToast(contextFor("https://affordable.example"), "/", {
      type: "info",
      title: "Hi",
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it("ignores a cookie signed with another secret, or none, and costs nothing without one", async () => {
    const res = await redirectWithToast(contextFor("http://localhost", "other-secret"), "/", {
      type: "error",
      title: "Forged",
    });
    const forged = await readFlashToast(
      nextRequest(res.headers.getSetCookie()[0]),
      contextFor("http://localhost"),
    );
    expect(forged.toast).toBeNull();
    expect(forged.headers?.get("set-cookie")).toMatch(/^flash=;/);

    const unsigned = `flash=${encodeURIComponent(JSON.stringify({ type: "error", title: "x" }))}`;
    expect((await readFlashToast(nextRequest(unsigned), contextFor("http://localhost"))).toast).toBeNull();

    expect(await readFlashToast(new Request("http://localhost/"), contextFor("http://localhost"))).toEqual({
      toast: null,
    });
  });
});
