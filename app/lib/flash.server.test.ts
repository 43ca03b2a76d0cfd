import type { RequestContext } from "@server/context";
import { describe, expect, it } from "vitest";
import { readFlashToast, redirectWithToast } from "./flash.server";

const contextFor = (publicUrl: string, cookieSecret = "test-secret", locale = "en") =>
  ({ deps: { cookieSecret, publicUrl }, locale }) as unknown as RequestContext;

const nextRequest = (setCookie: string, dest = "document") =>
  new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0], "sec-fetch-dest": dest } });

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

  it("keeps a Spanish page's redirect in Spanish, and leaves other sites alone", async () => {
    const spanish = contextFor("http://localhost:3000", "test-secret", "es");
    const toast = { type: "success", title: "Password updated" } as const;
    expect((await redirectWithToast(spanish, "/auth", toast)).headers.get("location")).toBe("/es/auth");
    expect((await redirectWithToast(spanish, "/", toast)).headers.get("location")).toBe("/es");
    expect((await redirectWithToast(spanish, "https://pay.example/x", toast)).headers.get("location")).toBe(
      "https://pay.example/x",
    );
  });

  it("gives the same toast to every data request for ten seconds, so a request React Router drops loses nothing", async () => {
    const context = contextFor("http://localhost:3000");
    const res = await redirectWithToast(context, "/admin/approvals", {
      type: "success",
      title: "Campaign Verified",
    });
    const flash = res.headers.getSetCookie()[0];
    const t0 = Date.parse("2026-11-23T10:00:00Z");

    // The first data request (fetch) reads it and starts the window; the cookie now ends with it.
    const first = await readFlashToast(nextRequest(flash, "empty"), context, t0);
    expect(first.toast).toMatchObject({ title: "Campaign Verified" });
    const windowCookie = first.headers?.get("set-cookie") ?? "";
    expect(windowCookie).toMatch(/^flash=[^;]+\./);
    expect(windowCookie).toContain("Max-Age=10;");

    // Its answer was thrown away; the restarted request gets the same toast, same id, and changes nothing.
    const again = await readFlashToast(nextRequest(windowCookie, "empty"), context, t0 + 9_000);
    expect(again).toEqual({ toast: first.toast });
    // So does a reload within the window (the page keeps the ids it has shown).
    expect((await readFlashToast(nextRequest(windowCookie), context, t0 + 9_000)).toast?.id).toBe(
      first.toast?.id,
    );

    // After it, nothing, and the cookie is cleared.
    const late = await readFlashToast(nextRequest(windowCookie, "empty"), context, t0 + 10_000);
    expect(late.toast).toBeNull();
    expect(late.headers?.get("set-cookie")).toMatch(/^flash=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("is cleared at once by a page load, and by a request without Fetch Metadata", async () => {
    const context = contextFor("http://localhost:3000");
    const res = await redirectWithToast(context, "/", { type: "info", title: "Hi" });
    const flash = res.headers.getSetCookie()[0];
    const bare = new Request("http://localhost/", { headers: { cookie: flash.split(";")[0] } });
    for (const request of [nextRequest(flash), bare]) {
      const read = await readFlashToast(request, context);
      expect(read.toast).toMatchObject({ title: "Hi" });
      expect(read.headers?.get("set-cookie")).toMatch(/^flash=;.*Expires=Thu, 01 Jan 1970/);
    }
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
