import { and, eq, lt, notLike, or, sql } from "drizzle-orm";
import { preparedStatement, type Executor } from "./client.ts";
import { rateLimits } from "./schema.ts";
import { windowOf, type WindowCounts } from "../sliding-window.ts";

// The counts of the sliding-window rate limits (sliding-window.ts has the rule, hit-rate-limit.ts
// applies it): per key and fixed window, in the database, so every instance behind a load balancer
// enforces the same limit.

type HitValues = { key: string; current: Date; previous: Date; weight: number; limit: number };
type HitRow = { counted: number | null; previous: number | string; current: number | null };
/** Built and planned once (client.ts): every visitor's write asks it, on launch day thousands a minute. */
const hitStatement = preparedStatement<HitRow, HitValues>("rate_limit_hit", (value) => sql`
    with prev as (
      select coalesce(max(${rateLimits.hits}), 0) as hits from ${rateLimits}
      where ${rateLimits.key} = ${value("key")} and ${rateLimits.windowStart} = ${value("previous")}
    ), hit as (
      insert into ${rateLimits} (key, window_start, hits)
      select ${value("key")}, ${value("current")}, 1 from prev where prev.hits * ${value("weight")}::float8 + 1 <= ${value("limit")}
      on conflict (key, window_start) do update set hits = ${rateLimits.hits} + 1
        where ${rateLimits.hits} + 1 + (select hits from prev) * ${value("weight")}::float8 <= ${value("limit")}
      returning hits
    )
    select (select hits from hit) as counted, (select hits from prev) as previous,
      (select ${rateLimits.hits} from ${rateLimits} where ${rateLimits.key} = ${value("key")} and ${rateLimits.windowStart} = ${value("current")}) as current
  `);

/**
 * Counts one hit in the window starting at `current` if, with the window before it weighed by
 * `weight`, it stays within `limit` (one statement: the conditional upsert is atomic, so concurrent
 * requests cannot overshoot the limit between them). Returns whether it was counted and the two
 * windows' counts.
 */
export async function countHit(db: Executor, key: string, windows: { current: number; previous: number; weight: number }, limit: number): Promise<{ counted: boolean } & WindowCounts> {
  const [row] = await hitStatement(db, { key, current: new Date(windows.current), previous: new Date(windows.previous), weight: windows.weight, limit });
  return { counted: row!.counted !== null, current: Number(row!.current ?? 0), previous: Number(row!.previous) };
}

/**
 * Counts a batch of hits, several per key, in one statement, in fixed windows (coarser than
 * hitRateLimit's sliding ones: for counting, not for answering): how many of each key's hits fit
 * under `limit` in this window. Every hit is counted, so a key over its limit stays over it until
 * the window turns.
 */
export async function admitBatchHits(
  db: Executor,
  batch: Array<{ key: string; hits: number }>,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<Map<string, number>> {
  if (batch.length === 0) return new Map();
  const values = sql.join(
    batch.map((b) => sql`(${b.key}, ${b.hits}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; admitted: number }>(sql`
    with batch (key, hits) as (values ${values}),
    counted as (
      insert into ${rateLimits} (key, window_start, hits)
      select key, ${new Date(windowOf(now, windowMs))}, hits from batch
      on conflict (key, window_start) do update set hits = ${rateLimits.hits} + excluded.hits
      returning key, hits
    )
    select c.key, greatest(0, least(b.hits, ${limit}::int - (c.hits - b.hits)))::int as admitted
    from counted c join batch b using (key)
  `);
  return new Map(result.rows.map((r) => [r.key, Number(r.admitted)]));
}

/** Takes one hit off the count of the window starting at `windowStart` (never below 0). */
export async function uncountHit(db: Executor, key: string, windowStart: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(windowStart))));
}

/** Old windows are useless; dropped periodically so the table stays small. */
export async function pruneRateLimits(db: Executor, olderThanMs: number, now = Date.now()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStart, new Date(now - olderThanMs)),
        // Day-long windows (DAY_LONG_PREFIX) are kept until the day after theirs is over.
        or(notLike(rateLimits.key, DAY_LONG_KEYS), lt(rateLimits.windowStart, new Date(now - 2 * DAY_MS))),
      ),
    );
}

const DAY_MS = 86_400_000;
/** Keys counted in day-long windows (the analytics' new keys an address may add a day). */
export const DAY_LONG_PREFIX = "day:";
const DAY_LONG_KEYS = `${DAY_LONG_PREFIX}%`;
