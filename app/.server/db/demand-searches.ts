import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client.ts";
import { lastIdDrawn } from "./settled-ids.ts";

// The searches as the Demand page reads them (admin/demand-index.ts holds them in memory), and the
// one row that keeps what it held (demand_snapshots).

/** The searches' lowest and highest ids, and the id sequence's last value (settled-ids.ts reads on from it). */
export async function searchBounds(db: Db): Promise<{ first: number; last: number; drawn: number }> {
  const { rows } = await db.execute<{ first: number; last: number; drawn: number }>(
    sql`select coalesce(min(id), 0) as first, coalesce(max(id), 0) as last, ${lastIdDrawn("searches")} as drawn from searches`,
  );
  return { first: Number(rows[0]!.first), last: Number(rows[0]!.last), drawn: Number(rows[0]!.drawn) };
}

/** A search as the index reads it: its key, how it was spelled (spaces made one), budget, class size and UTC day. */
export type DemandSearch = { id: number; key: string; spelled: string; budget: number; size: number; day: number };

/** Up to `limit` searches after the id `after`, in id order. */
export async function searchesAfter(db: Db, after: number, limit: number): Promise<DemandSearch[]> {
  const { rows } = await db.execute<DemandSearch>(sql`
    select id, concept_key as key, regexp_replace(btrim(concept), '[[:space:]]+', ' ', 'g') as spelled, budget, class_size as size,
      floor(extract(epoch from created_at) / 86400)::int as day
    from searches where id > ${after} order by id limit ${limit}`);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The kept row: the searches up to `settledId` from `firstId` on, `searches` of them, in `body`. */
export type DemandSnapshot = { firstId: number; settledId: number; searches: number; body: Buffer };

export async function writeDemandSnapshot(db: Db, s: DemandSnapshot): Promise<void> {
  await db.execute(sql`
    insert into demand_snapshots (id, first_id, settled_id, searches, body) values (1, ${s.firstId}, ${s.settledId}, ${s.searches}, ${s.body})
    on conflict (id) do update set first_id = excluded.first_id, settled_id = excluded.settled_id, searches = excluded.searches, body = excluded.body, written_at = now()`);
}

/**
 * The kept row, with what the searches are now: their lowest id (null when there are none) and
 * how many there are up to its settled id (one index-only count).
 */
export async function readDemandSnapshot(db: Db): Promise<(DemandSnapshot & { firstNow: number | null; presentNow: number }) | undefined> {
  const { rows } = await db.execute<{ first_id: number; settled_id: number; searches: number; body: Buffer; first: number | null; present: number }>(sql`
    select k.first_id, k.settled_id, k.searches, k.body, (select min(id) from searches) as first,
      (select count(*)::int from searches where id <= k.settled_id) as present
    from demand_snapshots k where k.id = 1`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    firstId: Number(r.first_id),
    settledId: Number(r.settled_id),
    searches: Number(r.searches),
    body: r.body,
    firstNow: r.first === null ? null : Number(r.first),
    presentNow: Number(r.present),
  };
}

/** A range of days asked for, as `YYYY-MM-DD` in UTC, both included; an open end goes as far as the searches do. */
export type DateRange = { from?: string; to?: string };

const DAY_MS = 86_400_000;

/** Searches (alias `se`) from the start of `from` to the end of `to`. */
function rangeWhere(range: DateRange): SQL {
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`se.created_at >= ${new Date(`${range.from}T00:00:00Z`)}`);
  if (range.to) parts.push(sql`se.created_at < ${new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS)}`);
  return sql.join(parts, sql` and `);
}

/** Per concept key, the searches in the range that were shared as a class wish and the Me too's those wishes got (few rows: only wishes). */
export async function wishSourcesByKey(db: Db, range: DateRange): Promise<Map<string, { wishes: number; joins: number }>> {
  const { rows } = await db.execute<{ key: string; wishes: number; joins: number }>(sql`
    select se.concept_key as key, count(distinct w.id)::int as wishes, count(j.wish_id)::int as joins
    from wishes w join searches se on se.id = w.search_id left join wish_joins j on j.wish_id = w.id
    where ${rangeWhere(range)} group by se.concept_key`);
  return new Map(rows.map((r) => [r.key, { wishes: Number(r.wishes), joins: Number(r.joins) }]));
}

/** Per concept key, the searches in the range made through a listed site's embedded form, by that site's origin (few rows: only those searches). */
export async function embedSourcesByKey(db: Db, range: DateRange): Promise<Map<string, Array<{ origin: string; count: number }>>> {
  const { rows } = await db.execute<{ key: string; origin: string; count: number }>(sql`
    select se.concept_key as key, e.origin, count(*)::int as count
    from embed_signups e join searches se on se.id = e.search_id
    where ${rangeWhere(range)} group by se.concept_key, e.origin`);
  const byKey = new Map<string, Array<{ origin: string; count: number }>>();
  for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), { origin: r.origin, count: Number(r.count) }]);
  return byKey;
}
