import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { paymentEvents } from "../db/schema/rent-parties";
import { appPerFile, type TestApp } from "../test/app";
import type { FakeNowPayments } from "../test/fake-nowpayments";
import {
  countedSum,
  createNowPaymentsTestApp,
  donate,
  donationRow,
  nowPaymentsIpn,
  nowPaymentsPayment,
  raisedCents,
  verifiedParty,
} from "../test/rent-parties";

let fake: FakeNowPayments;
let t: TestApp;

appPerFile(createNowPaymentsTestApp, (made) => {
  ({ t, fake } = made);
});

const STATUSES = ["waiting", "confirming", "partially_paid", "finished", "failed", "expired"];

describe("NOWPayments notifications racing for one payment", () => {
  it("twenty at once with mixed statuses: no errors, one final state, the donation counted once", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 1_000_000 });
    const rounds = 5;
    const answers: number[] = [];
    const donationIds: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const donation = await donate(t, party.id, { donor_email: `racer${round}@example.com` });
      const paymentId = 9000 + round;
      // The provider's own record, which the re-check of money-moving claims reads: paid.
      fake.payments.set(
        String(paymentId),
        nowPaymentsPayment(paymentId, donation.providerInvoiceId!, donation.id, "finished"),
      );
      const burst = Array.from({ length: 20 }, (_, i) =>
        nowPaymentsIpn(
          t,
          nowPaymentsPayment(
            paymentId,
            donation.providerInvoiceId!,
            donation.id,
            STATUSES[i % STATUSES.length],
          ),
        ),
      );
      for (const res of await Promise.all(burst)) answers.push(res.status);
      donationIds.push(donation.id);
    }

    expect(answers.filter((status) => status !== 200)).toEqual([]);
    for (const id of donationIds) {
      const row = await donationRow(t, id);
      expect(row.status).toBe("finished");
      expect(row.countedAt).not.toBeNull();
      const events = await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.donationId, id));
      // Each status the payment reached is recorded once; "finished" exactly once.
      expect(events.filter((e) => e.status === "finished")).toHaveLength(1);
      expect(new Set(events.map((e) => e.status)).size).toBe(events.length);
    }
    expect(await raisedCents(t, party.id)).toBe(rounds * 2500);
    expect(await countedSum(t, party.id)).toBe(rounds * 2500);
    await t.drainJobs();
    for (let round = 0; round < rounds; round++) {
      expect(t.mailer.sent.filter((m) => m.to === `racer${round}@example.com`)).toHaveLength(1);
    }
  }, 120_000);
});

describe("a notification that loses a race anyway", () => {
  /** The app's log lines, as JSON objects, while `run` goes. */
  async function logsOf(run: () => Promise<void>) {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = t.deps.logger;
    t.deps.logger = pino({ level: "info" }, stream);
    try {
      await run();
    } finally {
      t.deps.logger = logger;
    }
    return lines;
  }

  /** A paid donation and the provider's "finished" notification for it. */
  async function paidDonation(email: string, paymentId: number) {
    const party = await verifiedParty(t);
    const donation = await donate(t, party.id, { donor_email: email });
    const payload = nowPaymentsPayment(paymentId, donation.providerInvoiceId!, donation.id, "finished");
    fake.payments.set(String(paymentId), payload);
    return { party, donationId: donation.id, payload };
  }

  /** Makes the receipt job (written inside the ledger transaction) fail once with `error`. */
  function failLedgerWriteOnce(error: Error) {
    const send = t.deps.jobs.send;
    t.deps.jobs.send = async () => {
      t.deps.jobs.send = send;
      throw error;
    };
  }

  it("answers 503 with Retry-After, logs the database's error, writes nothing; the resend counts once", async () => {
    const { party, donationId, payload } = await paidDonation("busy@example.com", 9100);
    // What Drizzle throws when PostgreSQL gives up on a transaction caught in a deadlock.
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    failLedgerWriteOnce(new Error("Failed query: select ... for update", { cause: deadlock }));
    let res: Response | undefined;
    const logs = await logsOf(async () => {
      res = await nowPaymentsIpn(t, payload);
    });
    expect(res?.status).toBe(503);
    expect(res?.headers.get("retry-after")).toBe("10");
    const logged = logs.find((line) => line.code === "40P01");
    expect(logged?.msg).toMatch(/lost a race/);
    expect(JSON.stringify(logged?.err)).toContain("deadlock detected");
    expect((await donationRow(t, donationId)).status).toBe("waiting");
    expect(
      await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.donationId, donationId)),
    ).toEqual([]);

    // The provider sends it again.
    expect((await nowPaymentsIpn(t, payload)).status).toBe(200);
    expect((await donationRow(t, donationId)).status).toBe("finished");
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("an unexpected failure is a 500 logged with its cause, not swallowed", async () => {
    const { payload } = await paidDonation("broken@example.com", 9101);
    failLedgerWriteOnce(new Error("Failed query: insert into pgboss.job", { cause: new Error("disk full") }));
    let res: Response | undefined;
    const logs = await logsOf(async () => {
      res = await nowPaymentsIpn(t, payload);
    });
    expect(res?.status).toBe(500);
    expect(await res?.text()).not.toContain("disk full");
    const logged = logs.find((line) => line.level === 50);
    expect(logged?.msg).toBe("rent parties API: unexpected error");
    expect(JSON.stringify(logged?.err)).toContain("disk full");
  });
});
