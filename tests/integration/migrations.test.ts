import { randomBytes } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { COURSE_CATEGORIES } from "../../app/lib/schemas/course.ts";
import { keyPendingSearches } from "../../app/.server/searches/searched-keys.ts";
import { MATCHING_VERSION } from "../../app/.server/matching/rule.ts";
import { activeCorrections } from "../../app/.server/courses/corrections.ts";
import { alertedKeys } from "../../app/.server/db/demand-alerts.ts";
import { correctionsView } from "../../app/.server/admin/demand.ts";
import { databaseUrl, onServer, tmpDir } from "../helpers/db.ts";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};

/** The migrations folder as it stood before the given one: what a deployed database has applied. */
function migrationsBefore(tag: string): string {
  const dir = tmpDir();
  cpSync(migrationsFolder, dir, { recursive: true });
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  return dir;
}

/** An empty database on the test server (no template: the migrations under test build it), dropped after `body`. */
async function withEmptyDatabase(body: (url: string) => Promise<void>): Promise<void> {
  const admin = inject("postgresAdminUrl");
  const name = `cw_mig_${randomBytes(5).toString("hex")}`;
  await onServer(admin, `create database ${name}`);
  try {
    await body(databaseUrl(admin, name));
  } finally {
    await onServer(admin, `drop database if exists ${name} with (force)`);
  }
}

/** A client on an empty database migrated up to (not including) the given migration. */
async function migratedBefore(url: string, tag: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore(tag) });
  return { client, migrateRest: () => migrate(db, { migrationsFolder }) };
}

describe("migrations", () => {
  it("0005_consent keeps every promise made under the old rules", () => withEmptyDatabase(async (url) => {
    const { client, migrateRest } = await migratedBefore(url, "0005_consent");
    // Before: lists had no state; a Register click from a browser linked to an address counted as
    // that course's list (the old rule of who hears a course opened).
    await client.query(`
      insert into subscribers (email, source, status, confirmed_at) values
        ('ada@example.com', 'search', 'confirmed', now()), ('bob@example.com', 'newsletter', 'pending', null),
        ('dee@example.com', 'search', 'unsubscribed', null);
      insert into subscriptions (subscriber_id, list) values (1, 'launch'), (2, 'newsletter');
      insert into visitors (id, subscriber_id) values
        ('00000000-0000-4000-8000-000000000001', 1), ('00000000-0000-4000-8000-000000000002', 2), ('00000000-0000-4000-8000-000000000003', 3);
      insert into course_interests (course_id, visitor_id) values
        (3, '00000000-0000-4000-8000-000000000001'), (4, '00000000-0000-4000-8000-000000000002'), (5, '00000000-0000-4000-8000-000000000003');`);
    await migrateRest();
    const { rows } = await client.query<{ email: string; list: string; course_id: number | null; state: string }>(
      `select s.email, x.list, x.course_id, x.state from subscriptions x join subscribers s on s.id = x.subscriber_id order by s.email, x.id`,
    );
    expect(rows.map((r) => [r.email, r.list, r.course_id, r.state])).toEqual([
      ["ada@example.com", "launch", null, "active"],
      ["ada@example.com", "course", 3, "active"],
      ["bob@example.com", "newsletter", null, "pending"],
      ["bob@example.com", "course", 4, "pending"],
    ]);
    const ids = await client.query<{ public_id: string }>(`select public_id from subscribers`);
    expect(new Set(ids.rows.map((r) => r.public_id)).size).toBe(3);
    await client.end();
  }));

  it("0006_categories keeps every course's category and clears a score no rating stands behind", () => withEmptyDatabase(async (url) => {
    const { client, migrateRest } = await migratedBefore(url, "0006_categories");
    // Before: the category was one of a fixed seven, and a score could be entered with no ratings.
    await client.query(`
      insert into courses (title, instructor, rating_score, rating_count, duration_weeks, price_amount, category, description)
      values ('Unrated', 'X', 3.5, 0, 4, 20, 'Philosophy', 'd');`);
    await migrateRest();
    const names = await client.query<{ name: string }>(`select name from categories order by id`);
    expect(names.rows.map((r) => r.name)).toEqual([...COURSE_CATEGORIES]);
    const kept = await client.query<{ category: string; n: number }>(`select category, count(*)::int as n from courses group by category order by category`);
    expect(kept.rows.reduce((n, r) => n + r.n, 0)).toBe(10);
    expect(kept.rows.every((r) => names.rows.some((k) => k.name === r.category))).toBe(true);
    const unrated = await client.query<{ rating_score: string; rating_count: number }>(`select rating_score, rating_count from courses where title = 'Unrated'`);
    expect(unrated.rows.map((r) => [Number(r.rating_score), r.rating_count])).toEqual([[0, 0]]);
    // A course may now name a category the operator added, and no other.
    await client.query(`insert into categories (name) values ('Music'); update courses set category = 'Music' where title = 'Unrated';`);
    await expect(client.query(`update courses set category = 'Astrology' where title = 'Unrated'`)).rejects.toThrow(/foreign key/);
    await client.end();
  }));

  /**
   * Searches stored before `migration` with an empty key (or the key given), beside one keyed "yoga", and a saved Demand
   * page; then the app's start (the rest of the migrations) and its first read of the keys: each
   * search's concept and key after, and whether the saved page is gone.
   */
  async function rekeyed(url: string, migration: string, concepts: Array<string | [string, string]>, setUp?: (client: Client) => Promise<unknown>) {
    const { client } = await migratedBefore(url, migration);
    const rows = [...concepts.map((c) => (typeof c === "string" ? [c, ""] : c)), ["yoga", "yoga"]];
    await client.query(`insert into visitors (id) values ('00000000-0000-4000-8000-000000000001')`);
    for (const [i, [concept, key]] of rows.entries())
      await client.query(
        `insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key) values ($1, '00000000-0000-4000-8000-000000000001', $2, 50, 5, $3)`,
        [`00000000-0000-4000-8000-${String(i + 10).padStart(12, "0")}`, concept, key],
      );
    await client.query(`insert into demand_snapshots (first_id, settled_id, searches, body) values (1, $1, $1, '\\x00')`, [rows.length]);
    await setUp?.(client);
    const app = await openDatabase({ databaseUrl: url, dataDir: tmpDir() });
    // The keys recorded as checked under this rule (concept_key_rule, 0056), which would otherwise
    // key anew every search this rule reads otherwise: what is keyed anew here is the migration's.
    await client.query(`insert into concept_key_rule (version) values ($1)`, [MATCHING_VERSION]);
    await keyPendingSearches(app.db);
    await app.close();
    const keys = await client.query<{ concept: string; concept_key: string }>(`select concept, concept_key from searches order by id`);
    const snapshots = (await client.query(`select 1 from demand_snapshots`)).rowCount;
    return { client, keys: keys.rows.map((r) => [r.concept, r.concept_key]), snapshots };
  }

  it("0050_rekey_empty_concepts reads again the searches that read as no words ('C++'), and drops the Demand page's saved searches", () => withEmptyDatabase(async (url) => {
    // Before: "C++" and "A.I." were keyed '' (their lone letters dropped), and a snapshot held them so.
    const { client, keys, snapshots } = await rekeyed(url, "0050_rekey_empty_concepts", ["C++", "A.I. for beginners"]);
    expect(keys).toEqual([["C++", "cpp"], ["A.I. for beginners", "ai"], ["yoga", "yoga"]]);
    expect(snapshots).toBe(0);
    expect((await client.query(`select key from search_concepts where key in ('cpp', 'ai') order by key`)).rows).toEqual([{ key: "ai" }, { key: "cpp" }]);
    await client.end();
  }));

  it("0051_rekey_request_only_concepts keys the searches of request words only ('learn to program') by those words, and hyphened words anew", () => withEmptyDatabase(async (url) => {
    const concepts: Array<string | [string, string]> = ["learn to program", "How to study?", "well-being", "🙂🙂🙂", ["e-commerce", "commerce"]];
    const { client, keys, snapshots } = await rekeyed(url, "0051_rekey_request_only_concepts", concepts);
    // Noise keeps its empty key: no group holds it.
    expect(keys).toEqual([["learn to program", "learn program"], ["How to study?", "study"], ["well-being", "wellbeing"], ["🙂🙂🙂", ""], ["e-commerce", "ecommerce"], ["yoga", "yoga"]]);
    expect(snapshots).toBe(0);
    await client.end();
  }));

  it("0052_rekey_field_heads keys 'machine learning' apart from 'machine', the operator's corrections and alerts following it, and drops the askers counted under the old keys", () => withEmptyDatabase(async (url) => {
    const concepts: Array<[string, string]> = [["Machine Learning", "machine"], ["personal training", "personal"], ["learning python", "python"]];
    // Made when "machine learning" was keyed "machine": a course's askers counted, corrections of
    // each kind and a demand alert.
    const { client, keys, snapshots } = await rekeyed(url, "0052_rekey_field_heads", concepts, (c) =>
      c.query(`
        insert into course_asker_state (course_id, keys, last_search_id, browsers, searches) select min(id), '{machine}', 4, 1, 1 from courses;
        insert into course_askers (course_id, visitor_id, searches) select min(id), '00000000-0000-4000-8000-000000000001', 1 from courses;
        insert into demand_corrections (kind, keys, course_id) select 'attach', '{machine}', min(id) from courses;
        insert into demand_corrections (kind, keys, name) values ('name', '{machine}', 'Machine learning');
        insert into demand_corrections (kind, keys) values ('merge', '{machine,yoga}'), ('separate', '{personal}');
        insert into course_asker_exclusions (course_id, concept_key) select max(id), 'personal' from courses;
        insert into demand_alerts (threshold_id, people, window_days, group_key, concept, count, searches) values (1, 1, 30, 'machine', 'Machine Learning', 1, 1);
        insert into demand_alert_keys (threshold_id, key, alert_id) select 1, 'machine', max(id) from demand_alerts;`),
    );
    expect(keys).toEqual([["Machine Learning", "learning machine"], ["personal training", "personal training"], ["learning python", "python"], ["yoga", "yoga"]]);
    expect(snapshots).toBe(0);
    expect((await client.query(`select 1 from course_askers union all select 1 from course_asker_state`)).rowCount).toBe(0);
    expect((await client.query(`select count(*)::int as n from searches where previous_key is not null`)).rows[0].n).toBe(0);
    const renames = await client.query(`select old_key, new_key from concept_key_renames order by old_key`);
    expect(renames.rows).toEqual([{ old_key: "machine", new_key: "learning machine" }, { old_key: "personal", new_key: "personal training" }]);
    // Each correction of an old key applies to the new one too; the merge, pair by pair.
    const app = await openDatabase({ databaseUrl: url, dataDir: tmpDir() });
    const c = await activeCorrections(app.db);
    expect([...c.attached.get("learning machine")!]).toEqual([...c.attached.get("machine")!]);
    expect(c.names.get("learning machine")?.name).toBe("Machine learning");
    expect(c.merges).toEqual(expect.arrayContaining([["machine", "yoga"], ["learning machine", "yoga"]]));
    expect([...c.separate].sort()).toEqual(["personal", "personal training"]);
    expect(c.excluded.has("personal training")).toBe(true);
    // A group alerted for under the old key is alerted for under the new one.
    expect(await alertedKeys(app.db, 1)).toEqual(new Set(["machine", "learning machine"]));
    // The corrections list says the concept as it is typed, though no search holds the old key now.
    expect((await correctionsView(app.db)).map((v) => v.what)).toContain("Named the group of “Machine Learning” “Machine learning”");
    // A later rule that keys it again renames on: what it was first becomes the newest key too.
    await client.query(`
      insert into searches (search_id, visitor_id, concept, budget, class_size, concept_key, previous_key)
      values ('00000000-0000-4000-8000-000000000099', '00000000-0000-4000-8000-000000000001', 'machine learning systems', 50, 5, null, 'learning machine')`);
    await keyPendingSearches(app.db);
    const since = await client.query(`select old_key from concept_key_renames where new_key = 'learning machine system' order by old_key`);
    expect(since.rows.map((r) => r.old_key)).toEqual(["learning machine", "machine"]);
    await app.close();
    await client.end();
  }));

  // Each later rule that keys some concepts otherwise: concept, its key before, its key after (a
  // concept whose key stays is keyed again all the same); only the keys that change are renamed.
  it.each([
    {
      // The word before "to" was a topic word; "apps to learn japanese" keeps its "apps".
      migration: "0053_rekey_wanting_words",
      what: "a wish told with a word of wanting ('dying to learn salsa') by its topic",
      rows: [["I've been meaning to learn guitar", "guitar meaning", "guitar"], ["dying to finally learn salsa", "dying finally salsa", "finally salsa"], ["apps to learn japanese", "app japanese", "app japanese"]],
    },
    {
      // Every word after "for" was a topic word; one that ends in no people stays so.
      migration: "0054_rekey_audiences",
      what: "a concept for an audience ('… for first-time founders') without its words but the framing ones",
      rows: [["business plans for first-time founders", "business founder plan time", "business plan"], ["cooking for busy parents", "busy cooking parent", "busy cooking parent"], ["essential oils for relaxation", "essential oil relaxation", "essential oil relaxation"]],
    },
    {
      migration: "0055_rekey_versus",
      what: "a comparison ('retinol vs vitamin c') without its 'vs'",
      rows: [["retinol vs vitamin c", "retinol vitamin vs", "retinol vitamin"], ["debt snowball versus avalanche", "avalanche debt snowball versus", "avalanche debt snowball"], ["vsco editing", "editing vsco", "editing vsco"]],
    },
  ])("$migration keys $what, the old key renamed", ({ migration, rows }) => withEmptyDatabase(async (url) => {
    const { client, keys, snapshots } = await rekeyed(url, migration, rows.map(([concept, before]) => [concept!, before!]));
    expect(keys).toEqual([...rows.map(([concept, , after]) => [concept, after]), ["yoga", "yoga"]]);
    expect(snapshots).toBe(0);
    const renames = await client.query(`select old_key, new_key from concept_key_renames order by old_key`);
    const renamed = rows.filter(([, before, after]) => before !== after).map(([, before, after]) => ({ old_key: before, new_key: after }));
    expect(renames.rows).toEqual(renamed.sort((a, b) => (a.old_key! < b.old_key! ? -1 : 1)));
    await client.end();
  }));

  it("instances starting at once migrate exactly once", () => withEmptyDatabase(async (url) => {
    const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url, dataDir: tmpDir() })));
    const applied = (await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    await Promise.all(instances.map((d) => d.close()));
  }));
});
