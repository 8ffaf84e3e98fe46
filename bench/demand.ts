// npm run bench:demand — a course's askers and the Demand page at scale: generates BENCH_SEARCHES
// (1,000,000) stored searches into a scratch database (a new one on 127.0.0.1:5432, dropped after;
// BENCH_DATABASE_URL to keep one), starts a previous server in a child process (the first under a
// new rule that keys one concept in twenty otherwise: it keys those searches anew, then its warm-up
// reads and keeps them), then, as the server after a restart, times courseAskers for each seed course and
// the Demand page (all time, and the last 30 days), BENCH_ROUNDS (5) times each. Prints the first
// (cold) call and p50/p95 of the rest; then, with four concepts attached to courses, the askers of
// those courses again (the first call is the first after attaching them), and after one more; and
// this process's memory after (run with the flags of `npm run serve`).
// Goals: p95 ≤ 200 ms each, first calls ≤ 1 s, memory ≤ 300 MB.
// The concepts (bench/demand-pool.ts): about 70 topics in the ways people type them, and a long tail
// with one more word, tens of thousands of distinct keys; more popular concepts are asked far more
// often (a power law), over 90 days. One browser in ten
// (BENCH_LINKED: 20,000) is linked to a subscriber (a confirmation click), most of those on the
// launch list. Before each timed
// call BENCH_NEW_SEARCHES (100) new searches are written, as the site keeps taking them, so a call
// includes catching up with them.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { courseAskers } from "../app/.server/admin/course-askers.ts";
import { demand } from "../app/.server/admin/demand.ts";
import { warmUpDemand } from "../app/.server/admin/demand-warm-up.ts";
import { openDatabase } from "../app/.server/db/client.ts";
import { addCorrection } from "../app/.server/db/demand-corrections.ts";
import { conceptKey } from "../app/.server/matching/text.ts";
import { keyPendingSearches } from "../app/.server/searches/searched-keys.ts";
import { conceptPool } from "./demand-pool.ts";
import { benchDatabase } from "./postgres.ts";

const total = Number(process.env.BENCH_SEARCHES ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const VISITORS = 200_000;
/** Browsers linked to a subscriber, and how many subscribers they belong to (some have two browsers). */
const LINKED = Number(process.env.BENCH_LINKED ?? 20_000);
const SUBSCRIBERS = Math.ceil(LINKED * 0.75);
const newPerCall = Number(process.env.BENCH_NEW_SEARCHES ?? 100);

const concepts = (): string[] => conceptPool().map((c) => c.concept);
/** Concepts of the pool the operator attaches to a seed course, for the last askers measured. */
const ATTACHED: ReadonlyArray<readonly [string, number]> = [["cosmology", 2], ["astronomy", 2], ["blue zones", 1], ["tarot", 3]];
const ONE_MORE = ["healthy ageing", 1] as const;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

const database = await benchDatabase();
const { db, close } = await openDatabase({ databaseUrl: database.url } as Parameters<typeof openDatabase>[0]);
const ms = (t0: number) => performance.now() - t0;

async function generate(): Promise<void> {
  const t0 = performance.now();
  const pool = concepts();
  await db.execute(sql`create temp table pool as select n - 1 as n, c as concept, k as key from unnest(${sql.param(pool)}::text[], ${sql.param(pool.map(conceptKey))}::text[]) with ordinality as t(c, k, n)`);
  await db.execute(sql`create temp table vis as select n, gen_random_uuid() as id from generate_series(0, ${VISITORS - 1}) n`);
  await db.execute(sql`insert into visitors (id) select id from vis`);
  await db.execute(sql`
    with r as (select g, floor(${pool.length} * power(random(), 4))::int as pick from generate_series(1, ${total}) g)
    insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key, created_at)
    select gen_random_uuid(), v.id, p.concept, 10 * (1 + floor(random() * 50))::int, 1 + floor(random() * 25)::int, p.key, now() - random() * interval '90 days'
    from r join pool p on p.n = r.pick join vis v on v.n = r.g % ${VISITORS}`);
  await db.execute(sql`insert into search_concepts (key) select distinct concept_key from searches on conflict do nothing`);
  await db.execute(sql`
    insert into subscribers (email, status, source, confirmed_at)
    select 'bench-' || n || '@example.com', 'confirmed', 'search', now() from generate_series(1, ${SUBSCRIBERS}) n`);
  await db.execute(sql`
    insert into subscriptions (subscriber_id, list, state, confirmed_at)
    select id, 'launch', 'active', now() from subscribers where id % 4 <> 0`);
  await db.execute(sql`
    update visitors v set subscriber_id = s.id from vis, (select id, row_number() over (order by id) - 1 as i from subscribers) s
    where vis.id = v.id and vis.n < ${LINKED} and s.i = vis.n % ${SUBSCRIBERS}`);
  // Statistics as a running site has them (autovacuum would gather them a minute later): the plans
  // read them, the set-based list lookup of the askers' count among them.
  for (const table of ["visitors", "searches", "subscribers", "subscriptions"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  const keys = await db.execute<{ n: number }>(sql`select count(*)::int as n from search_concepts`);
  process.stdout.write(`generated ${total} searches (${keys.rows[0]!.n} distinct concept keys) in ${(ms(t0) / 1000).toFixed(1)} s\n`);
}

/** Writes new searches (new browsers, concepts of the pool), as the site keeps taking them between two reads. */
async function newSearches(pool: string[]): Promise<void> {
  if (newPerCall === 0) return;
  const picked = Array.from({ length: newPerCall }, () => pool[Math.floor(pool.length * Math.random() ** 4)]!);
  await db.execute(sql`
    with c as (select concept, key, n from unnest(${sql.param(picked)}::text[], ${sql.param(picked.map(conceptKey))}::text[]) with ordinality as t(concept, key, n)),
    v as (insert into visitors (id) select gen_random_uuid() from c returning id),
    vn as (select id, row_number() over () as n from v),
    k as (insert into search_concepts (key) select distinct key from c on conflict do nothing)
    insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key)
    select gen_random_uuid(), vn.id, c.concept, 100, 5, c.key from c join vn using (n)`);
}

async function time(name: string, run: () => Promise<unknown>, before: () => Promise<unknown> = async () => {}) {
  await before();
  const t = performance.now();
  await run();
  const cold = ms(t);
  const warm: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await before();
    const s = performance.now();
    await run();
    warm.push(ms(s));
  }
  return { name, cold, warm };
}

try {
  if (process.env.BENCH_PREVIOUS_SERVER) {
    // Started as the first server under a new rule that keys one concept in twenty otherwise
    // (key-rule.ts): it checks every concept's key, and those searches are keyed anew, before it warms up.
    await db.execute(sql`delete from concept_key_rule`);
    const stale = await db.execute(sql`update searches set concept_key = concept_key || ' older' where hashtext(concept) % 20 = 0`);
    const t = performance.now();
    await keyPendingSearches(db);
    process.stdout.write(`${stale.rowCount} ${ms(t).toFixed(0)} ${await warmUpDemand(db)}`);
    process.exit(0);
  }
  const have = await db.execute<{ n: number }>(sql`select count(*)::int as n from searches`);
  // A kept database (BENCH_DATABASE_URL) that has its searches already is measured as it is.
  if (have.rows[0]!.n < total) await generate();
  // The server before this one, in a process of its own (its memory is not this one's): its
  // warm-up reads what an earlier one kept, or everything the first time, and keeps it.
  const before = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_DATABASE_URL: database.url, BENCH_PREVIOUS_SERVER: "1" },
    encoding: "utf8",
  });
  const [staleKeys, rekeyMs, warmUpMs] = before.trim().split(" ");
  process.stdout.write(`previous server, under a new rule: ${staleKeys} searches keyed otherwise found and keyed anew in ${rekeyMs} ms\n`);
  process.stdout.write(`previous server's warm-up (keeps what it read)  ${warmUpMs} ms\n`);
  const only = process.env.BENCH_ONLY; // "askers" or "demand": one of the two
  const results = [];
  // As a server does after it starts (server/serve.ts), unless BENCH_WARM_UP=0: the first calls
  // below are then an operator's first after a restart whose background read has finished.
  if (process.env.BENCH_WARM_UP !== "0") process.stdout.write(`warm-up after a restart (in the background)  ${await warmUpDemand(db)} ms\n`);
  const pool = concepts();
  if (only !== "demand") {
    const askers = [];
    for (let id = 1; id <= 9; id++) askers.push(await time(`askers of course ${id}`, () => courseAskers(db, id), () => newSearches(pool)));
    results.push({ name: "askers of a course (9 seed courses)", cold: Math.max(...askers.map((a) => a.cold)), warm: askers.flatMap((a) => a.warm) });
    // With concepts attached to a course, its askers also find each key's phrasings of them
    // (matching/corrections.ts courseSay): the first call after the attachments looks at every key.
    for (const [concept, courseId] of ATTACHED) await addCorrection(db, { kind: "attach", keys: [conceptKey(concept)], courseId });
    const attached = [];
    for (const courseId of new Set(ATTACHED.map(([, id]) => id))) attached.push(await time(`askers of course ${courseId}`, () => courseAskers(db, courseId), () => newSearches(pool)));
    results.push({ name: `askers, ${ATTACHED.length} concepts attached`, cold: Math.max(...attached.map((a) => a.cold)), warm: attached.flatMap((a) => a.warm) });
    // One more: only the pairs it adds are worked out (same-demand.ts Phrasings).
    await addCorrection(db, { kind: "attach", keys: [conceptKey(ONE_MORE[0])], courseId: ONE_MORE[1] });
    results.push(await time(`askers, one more concept attached`, () => courseAskers(db, ONE_MORE[1]), () => newSearches(pool)));
  }
  if (only !== "askers") {
    const last30 = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    results.push(await time("Demand page, all time", () => demand(db, {}), () => newSearches(pool)));
    results.push(await time("Demand page, last 30 days", () => demand(db, { from: last30 }), () => newSearches(pool)));
  }
  for (const r of results) {
    process.stdout.write(`${r.name.padEnd(40)} first ${r.cold.toFixed(0).padStart(6)} ms   p50 ${pct(r.warm, 50).toFixed(0).padStart(5)} ms   p95 ${pct(r.warm, 95).toFixed(0).padStart(5)} ms   (${r.warm.length} calls)\n`);
  }
  // What the server process holds after it: the searches in memory, the word vectors, WordNet, the memos.
  const mem = process.memoryUsage();
  process.stdout.write(`memory after: rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} of ${(mem.heapTotal / 2 ** 20).toFixed(0)} MB, external ${(mem.external / 2 ** 20).toFixed(0)} MB (array buffers ${(mem.arrayBuffers / 2 ** 20).toFixed(0)} MB)\n`);
} finally {
  await close();
  await database.drop();
}
