import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUsd } from "../../common/money";
import { rentParties } from "../db/schema/rent-parties";
import { createRentParty, createUser } from "../db/seed/factories";
import type { JobQueue } from "../jobs/queue";
import type { TestApp } from "../test/app";
import { createPartyTestApp, postJson, signedIn } from "../test/rent-parties";
import { verifyRentParty } from "./verify-rent-party";

let t: TestApp;
beforeAll(async () => {
  t = await createPartyTestApp();
});
afterAll(() => t.close());

describe("admin: the approvals grid and Verify Campaign", () => {
  it("refuses visitors, renters and landlords; shows admins every campaign newest first", async () => {
    expect((await t.request("/api/admin/rent-parties")).status).toBe(401);
    for (const role of ["renter", "landlord"] as const) {
      const { cookie } = await signedIn(t, role);
      const res = await t.request("/api/admin/rent-parties", { headers: { cookie } });
      expect(res.status).toBe(403);
    }
    const renter = await createUser(t.deps.db, { role: "renter", fullName: "Nina Newest" });
    const newest = await createRentParty(t.deps.db, {
      renterId: renter.id,
      createdAt: new Date(Date.now() + 60e3),
    });
    const { cookie } = await signedIn(t, "admin");
    const res = await t.request("/api/admin/rent-parties", { headers: { cookie } });
    expect(res.status).toBe(200);
    const { rentParties: rows } = (await res.json()) as { rentParties: Array<Record<string, unknown>> };
    expect(rows[0]).toMatchObject({
      id: newest.id,
      renterName: "Nina Newest",
      renterEmail: renter.email,
      paidOutCents: 0,
    });
    expect(rows.length).toBe(await t.deps.db.$count(rentParties));
  });

  it("refuses a verify call from a non-admin and changes nothing", async () => {
    const party = await createRentParty(t.deps.db);
    const anonymous = await postJson(t, `/api/admin/rent-parties/${party.id}/verify`, {});
    expect(anonymous.status).toBe(401);
    for (const role of ["renter", "landlord"] as const) {
      const { cookie } = await signedIn(t, role);
      const res = await postJson(t, `/api/admin/rent-parties/${party.id}/verify`, {}, cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: { message: "You don't have permission to access this page." },
      });
    }
    const [row] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, party.id));
    expect(row.verified).toBe(false);
  });

  it("verifies once and emails the landlord how the money reaches them", async () => {
    const renter = await createUser(t.deps.db, { role: "renter", fullName: "Rita Robinson" });
    const party = await createRentParty(t.deps.db, {
      renterId: renter.id,
      title: "Rita needs help",
      landlordEmail: "owner@example.com",
      landlordStatus: "confirmed",
      // The landlord confirmed $1,000 owed of the $1,200 asked for: that is the campaign's target.
      amountOwedCents: 100_000,
    });
    const { user: admin, cookie } = await signedIn(t, "admin");
    const sentBefore = t.mailer.sent.length;
    const res = await postJson(t, `/api/admin/rent-parties/${party.id}/verify`, {}, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alreadyVerified: false, landlordEmailed: true });
    const [row] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, party.id));
    expect(row).toMatchObject({ verified: true, verifiedBy: admin.id });
    await t.drainJobs();
    const mail = t.mailer.sent.slice(sentBefore).filter((m) => m.to === "owner@example.com");
    expect(mail).toHaveLength(1);
    // The renter follows the stage by email too.
    const renterMail = t.mailer.sent.slice(sentBefore).filter((m) => m.to === renter.email);
    expect(renterMail.map((m) => m.subject)).toEqual(["Your Rent Party: Live"]);
    expect(mail[0].subject).toContain("Rita's Campaign");
    expect(mail[0].text).toContain("Rita Robinson started a Rent Party");
    expect(mail[0].text).toContain("paid to you, the property owner, directly");
    expect(mail[0].text).toContain(`Goal: ${formatUsd(100_000)}`);
    expect(mail[0].text).not.toContain(formatUsd(120_000));
    expect(mail[0].text).toContain(`/party/${party.id}`);

    const again = await postJson(t, `/api/admin/rent-parties/${party.id}/verify`, {}, cookie);
    expect(await again.json()).toMatchObject({ alreadyVerified: true, landlordEmailed: false });
    await t.drainJobs();
    expect(t.mailer.sent.filter((m) => m.to === "owner@example.com")).toHaveLength(1);
  });

  it("verifies even when the mail server is down, and emails the landlord once it is back", async () => {
    const party = await createRentParty(t.deps.db, {
      landlordEmail: "retry-owner@example.com",
      landlordStatus: "confirmed",
    });
    const { cookie } = await signedIn(t, "admin");
    t.mailer.failNext = true;
    const res = await postJson(t, `/api/admin/rent-parties/${party.id}/verify`, {}, cookie);
    expect(await res.json()).toMatchObject({ ok: true, landlordEmailed: true });
    await t.drainJobs();
    expect(t.mailer.sent.filter((m) => m.to === "retry-owner@example.com")).toHaveLength(0);
    // The failed send waits for its retry, then goes through.
    await t.drainJobs({ includeDelayed: true });
    expect(t.mailer.sent.filter((m) => m.to === "retry-owner@example.com")).toHaveLength(1);
  });

  it("queues both emails in the verifying transaction: when they cannot be queued, nothing is verified", async () => {
    const renter = await createUser(t.deps.db, { role: "renter" });
    const party = await createRentParty(t.deps.db, {
      renterId: renter.id,
      landlordEmail: "same-tx-owner@example.com",
      landlordStatus: "confirmed",
    });
    const { user: admin } = await signedIn(t, "admin");
    const deps = (jobs: Pick<JobQueue, "send">) => ({
      db: t.deps.db,
      jobs: jobs as JobQueue,
      publicUrl: "http://localhost:3999",
      supportEmail: "support@example.com",
    });
    const down = { send: () => Promise.reject(new Error("queue unavailable")) };
    await expect(verifyRentParty(deps(down), admin, party.id)).rejects.toThrow("queue unavailable");
    const [before] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, party.id));
    expect(before.verified).toBe(false);

    const queued: Array<{ to: string; inTransaction: boolean }> = [];
    const recording: Pick<JobQueue, "send"> = {
      send: (name, data, options) => {
        queued.push({ to: (data as { to: string }).to, inTransaction: Boolean(options?.tx) });
        return t.deps.jobs.send(name, data, options);
      },
    };
    await expect(verifyRentParty(deps(recording), admin, party.id)).resolves.toMatchObject({
      alreadyVerified: false,
      landlordEmailed: true,
    });
    expect(queued).toEqual([
      { to: "same-tx-owner@example.com", inTransaction: true },
      { to: renter.email, inTransaction: true },
    ]);
  });

  it("answers 404 for a missing or malformed id", async () => {
    const { cookie } = await signedIn(t, "admin");
    const missing = await postJson(
      t,
      "/api/admin/rent-parties/6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11/verify",
      {},
      cookie,
    );
    expect(missing.status).toBe(404);
    const malformed = await postJson(t, "/api/admin/rent-parties/not-a-uuid/verify", {}, cookie);
    expect(malformed.status).toBe(404);
  });
});
