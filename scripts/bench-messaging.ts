/**
 * `npm run bench:messaging`: inbox and thread load p95 with 100,000 messages among 5,000 users on
 * PostgreSQL, and the delivery latency from a send on app instance A to an event stream on instance B.
 * Options: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is
 * created and dropped), BENCH_USERS=5000, BENCH_CONVERSATIONS=20000 (5 messages each), BENCH_ROUNDS=200.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { SessionUser } from "../server/auth/session";
import { openDatabase } from "../server/db/client";
import { createDeps } from "../server/deps";
import { loadEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { listConversations } from "../server/messages/list-conversations";
import { openThread } from "../server/messages/read-thread";
import { replyInThread } from "../server/messages/send-message";
import { MemoryMailer } from "../server/test/app";
import { createScratchDatabase } from "../server/test/scratch-database";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const USERS = Number(process.env.BENCH_USERS ?? 5000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 20000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const scratch = await createScratchDatabase(serverUrl, "bench_msg");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-msg-"));
  const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3999", DATA_DIR: dataDir });
  const a = await openDatabase({ databaseUrl: scratch.url });
  const b = await openDatabase({ databaseUrl: scratch.url });
  const depsA = await createDeps(env, a, createLogger("silent"), { mailTransport: new MemoryMailer() });
  const depsB = await createDeps(env, b, createLogger("silent"), { mailTransport: new MemoryMailer() });
  try {
    const db = depsA.db;
    const seeded = performance.now();
    await db.execute(sql`
      insert into profiles (id, email, full_name, role, created_at)
      select 'u' || g, 'u' || g || '@bench.example', 'Person ' || g,
        case when g % 5 = 0 then 'landlord' else 'renter' end, now() - interval '60 days'
      from generate_series(1, ${USERS}) g`);
    await db.execute(sql`
      insert into conversations (user_low, user_high, listing_id, last_message_at)
      select distinct least(x, y), greatest(x, y), null::uuid, now()
      from (select 'u' || (1 + floor(random() * ${USERS}))::int x, 'u' || (1 + floor(random() * ${USERS}))::int y
            from generate_series(1, ${CONVERSATIONS})) r
      where x <> y
      on conflict do nothing`);
    await db.execute(sql`
      insert into messages (conversation_id, sender_id, receiver_id, message_text, is_read, created_at)
      select c.id,
        case when g % 2 = 0 then c.user_low else c.user_high end,
        case when g % 2 = 0 then c.user_high else c.user_low end,
        'Hello, is the apartment still available? Message ' || g, random() < 0.8,
        now() - ((6 - g) * 37 + floor(random() * 10000)) * interval '1 minute'
      from conversations c cross join generate_series(1, 5) g`);
    await db.execute(sql`
      update conversations c set last_message_at = m.latest
      from (select conversation_id, max(created_at) latest from messages group by 1) m
      where m.conversation_id = c.id`);
    await db.execute(sql`analyze`);
    const count = await db.execute<{ n: number }>(sql`select count(*)::int n from messages`);
    console.log(
      `seeded ${count.rows[0].n} messages among ${USERS} users in ${Math.round(performance.now() - seeded)} ms`,
    );

    const sample = await db.execute<{ id: string; user_low: string }>(
      sql`select id, user_low from conversations order by random() limit ${ROUNDS}`,
    );
    const as = (id: string): SessionUser => ({
      id,
      email: `${id}@bench.example`,
      fullName: id,
      phone: null,
      role: "renter",
    });
    const inbox: number[] = [];
    const thread: number[] = [];
    for (const row of sample.rows) {
      let t = performance.now();
      await listConversations(db, as(row.user_low));
      inbox.push(performance.now() - t);
      t = performance.now();
      await openThread(depsA, as(row.user_low), row.id);
      thread.push(performance.now() - t);
    }
    console.log(
      `inbox load: median ${median(inbox).toFixed(1)} ms, p95 ${p95(inbox).toFixed(1)} ms (${inbox.length} loads)`,
    );
    console.log(
      `thread load (with read marking): median ${median(thread).toFixed(1)} ms, p95 ${p95(thread).toFixed(1)} ms`,
    );

    // Delivery: a reply sent through instance A, heard by a subscriber on instance B.
    const latencies: number[] = [];
    for (const row of sample.rows.slice(0, 50)) {
      const receiver = await db.execute<{ other: string }>(
        sql`select user_high as other from conversations where id = ${row.id}`,
      );
      const other = receiver.rows[0].other;
      let resolve: () => void = () => {};
      const heard = new Promise<void>((r) => {
        resolve = r;
      });
      const off = depsB.messageEvents.subscribe(
        other,
        (e) => e.type === "message" && resolve(),
        () => {},
      );
      const t = performance.now();
      await replyInThread(depsA, as(row.user_low), { conversationId: row.id, messageText: "Bench ping" });
      await heard;
      latencies.push(performance.now() - t);
      off();
    }
    console.log(
      `delivery A -> B (send + NOTIFY + LISTEN): median ${median(latencies).toFixed(1)} ms, p95 ${p95(latencies).toFixed(1)} ms`,
    );
  } finally {
    for (const deps of [depsA, depsB]) {
      await deps.messageEvents.stop();
      await deps.jobs.stop();
    }
    await a.close();
    await b.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
