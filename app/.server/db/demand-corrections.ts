import { sql } from "drizzle-orm";
import { withRenames } from "./concept-keys.ts";
import type { DemandCorrectionKind } from "../../lib/schemas/demand-corrections.ts";
import type { Executor } from "./client.ts";

// The operator's corrections (demand_corrections, and course_asker_exclusions for "Leave out"):
// stored, undone (kept, with when), and read (courses/corrections.ts turns them into what matching applies).

/** A correction as the console lists it. */
export type CorrectionRow = {
  id: number;
  kind: DemandCorrectionKind | "exclude";
  keys: string[];
  name: string | null;
  courseId: number | null;
  courseTitle: string | null;
  createdAt: Date;
  undoneAt: Date | null;
};

/** A correction in force as read: what matching needs of it. */
export type CorrectionInForce = { kind: DemandCorrectionKind | "exclude"; keys: string[]; name: string | null; course_id: number | null; at: string };

/**
 * SQL: the corrections in force (leaving out included) as CorrectionInForce rows, each with the keys
 * its concepts have had since (withRenames); a merge as one row per pair of its two concepts' keys.
 */
export const correctionsInForce = sql`
  select kind, ${withRenames(sql`d.keys`)} as keys, name, course_id, created_at::text as at
    from demand_corrections d where undone_at is null and kind <> 'merge'
  union all
  select 'merge', array[a, b], null, null, d.created_at::text from demand_corrections d,
    unnest(${withRenames(sql`array[d.keys[1]]`)}) a, unnest(${withRenames(sql`array[d.keys[2]]`)}) b
    where d.undone_at is null and d.kind = 'merge'
  union all
  select 'exclude', ${withRenames(sql`array[e.concept_key]`)}, null, e.course_id, e.created_at::text from course_asker_exclusions e`;

/** The corrections in force, read on their own (courses/corrections.ts: as matching applies them). */
export async function correctionsInForceRows(db: Executor): Promise<CorrectionInForce[]> {
  const { rows } = await db.execute<CorrectionInForce>(correctionsInForce);
  return rows;
}

/** Every correction, undone ones too, newest first (at most `limit`). */
export async function listCorrections(db: Executor, limit = 200): Promise<CorrectionRow[]> {
  const { rows } = await db.execute<CorrectionRow>(sql`
    select * from (
      select d.id, d.kind, d.keys, d.name, d.course_id as "courseId", c.title as "courseTitle", d.created_at as "createdAt", d.undone_at as "undoneAt"
        from demand_corrections d left join courses c on c.id = d.course_id
      union all
      select null, 'exclude', array[e.concept_key], null, e.course_id, c.title, e.created_at, null
        from course_asker_exclusions e join courses c on c.id = e.course_id
    ) x order by "createdAt" desc, id desc nulls last limit ${limit}`);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), undoneAt: r.undoneAt && new Date(r.undoneAt) }));
}

/** Stores a correction; its id. */
export async function addCorrection(
  db: Executor,
  c: { kind: DemandCorrectionKind; keys: readonly string[]; name?: string; courseId?: number },
): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into demand_corrections (kind, keys, name, course_id) values (${c.kind}, ${sql.param([...c.keys])}::text[], ${c.name ?? null}, ${c.courseId ?? null}) returning id`);
  return rows[0]!.id;
}

/** Undoes a correction in force; false when there is none with that id (or it was undone already). */
export async function undoCorrection(db: Executor, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`update demand_corrections set undone_at = now() where id = ${id} and undone_at is null returning id`);
  return rows.length > 0;
}
