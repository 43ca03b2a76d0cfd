import type { RequestContext } from "@server/context";
import { createListing, createUser } from "@server/db/seed/factories";
import { locationCookie } from "@server/location/service";
import { createTestApp, type TestApp, testRequestContext } from "@server/test/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeAction, loadHome } from "./home.server";

let t: TestApp;
let context: RequestContext;

beforeAll(async () => {
  t = await createTestApp();
  context = testRequestContext(t.deps);
  const owner = await createUser(t.deps.db, { role: "landlord" });
  await createListing(t.deps.db, { ownerId: owner.id, city: "Minneapolis", state: "MN", priceCents: 90_000 });
  await createListing(t.deps.db, { ownerId: owner.id, city: "Saint Paul", state: "MN", priceCents: 70_000 });
  // Too far to be "nearby" (about 135 miles from Minneapolis).
  await createListing(t.deps.db, { ownerId: owner.id, city: "Duluth", state: "MN", priceCents: 60_000 });
  await createListing(t.deps.db, {
    ownerId: owner.id,
    city: "Minneapolis",
    state: "MN",
    priceCents: 50_000,
    status: "paused",
  });
});
afterAll(() => t.close());

const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request("http://localhost/?index", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body),
  });

async function settle(data: Record<string, unknown>) {
  await Promise.allSettled(Object.values(data).filter((v): v is Promise<unknown> => v instanceof Promise));
}

describe("home loader", () => {
  it("uses the client address when there is no override, and nothing for loopback", async () => {
    const local = await loadHome({ request: new Request("http://localhost/"), context });
    expect(local.location).toBeNull();
    expect(await local.nearbyAreas).toBeNull();
    await settle(local);

    const detected = await loadHome({
      request: new Request("http://localhost/"),
      context: { ...context, clientIp: "128.101.101.101" },
    });
    expect(detected.location).toEqual({ city: "Minneapolis", state: "MN", country: "United States" });
    expect(detected.locationSource).toBe("detected");
    // Near you: the active Minneapolis listing only (the paused one is hidden), matched by state code.
    expect((await detected.rentalsNearYou)?.map((l) => l.priceCents)).toEqual([90_000]);
    expect((await detected.nearbyAreas)?.map((a) => a.city)).toEqual(["Saint Paul"]);
    await settle(detected);
  });

  it("lets the override cookie win over the detected city", async () => {
    const cookie = (
      await locationCookie.serialize({ city: "Saint Paul", state: "Minnesota", country: "United States" })
    ).split(";")[0];
    const data = await loadHome({
      request: new Request("http://localhost/", { headers: { cookie } }),
      context: { ...context, clientIp: "128.101.101.101" },
    });
    expect(data.location?.city).toBe("Saint Paul");
    expect(data.locationSource).toBe("override");
    expect((await data.nearbyAreas)?.map((a) => a.city)).toEqual(["Minneapolis"]);
    await settle(data);
  });
});

describe("home action", () => {
  it("remembers a valid location (trimmed) and goes back home without JavaScript", async () => {
    const res = (await homeAction({
      request: post({
        intent: "location",
        country: "United States",
        state: " Michigan ",
        city: "  Detroit ",
      }),
      context,
    })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(await locationCookie.parse(setCookie.split(";")[0])).toEqual({
      city: "Detroit",
      state: "MI",
      country: "United States",
    });
  });

  it("answers the dialog's fetch with the cookie and no redirect", async () => {
    const result = await homeAction({
      request: post({ intent: "location", js: "1", country: "Canada", state: "Ontario", city: "Toronto" }),
      context,
    });
    expect(result).toMatchObject({ data: { status: "success" }, init: { status: 200 } });
    const headers = new Headers((result as { init?: ResponseInit }).init?.headers);
    expect(await locationCookie.parse(headers.get("set-cookie"))).toMatchObject({ city: "Toronto" });
  });

  it("refuses bad input with 400 and field errors, never a 500", async () => {
    const result = await homeAction({
      request: post({ intent: "location", country: "Narnia", state: " ", city: "" }),
      context,
    });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        status: "error",
        error: {
          country: ["Please choose a country from the list"],
          state: ["State is required"],
          city: ["City is required"],
        },
      },
    });
    const garbage = await homeAction({
      request: new Request("http://localhost/?index", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "not multipart",
      }),
      context,
    });
    expect(garbage).toMatchObject({ init: { status: 400 } });
  });

  it("choosing a nearby area sets the override and opens /rentals for it", async () => {
    const res = (await homeAction({
      request: post({ intent: "nearby", country: "United States", state: "MN", city: "Duluth" }),
      context,
    })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/rentals?city=Duluth&state=MN");
    expect(await locationCookie.parse(res.headers.get("set-cookie"))).toEqual({
      city: "Duluth",
      state: "MN",
      country: "United States",
    });
  });
});
