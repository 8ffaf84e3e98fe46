import { sql } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import type { Executor } from "./client.ts";
import { relatedCoursesJson, toCourseView, type VisibleCourse } from "./courses.ts";
import type { Search } from "./schema.ts";

export type InsertSearchResult = { outcome: "created" | "replayed"; search: Search; matches: CourseView[] } | { outcome: "conflict" };

type SearchJson = { id: number; searchId: string; visitorId: string; concept: string; budget: number; classSize: number; createdAt: string };
const toSearch = (j: SearchJson): Search => ({ ...j, createdAt: new Date(j.createdAt) });

/** A searches row (by its alias) as JSON named as Search. */
const row = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'searchId', ${alias}.search_id, 'visitorId', ${alias}.visitor_id,
    'concept', ${alias}.concept, 'budget', ${alias}.budget, 'classSize', ${alias}.class_size, 'createdAt', ${alias}.created_at)`);

/**
 * Stores a confirmed search once, with its visitor, and ranks its related courses: one statement,
 * one round trip. The browser chooses search_id, so a retry of the same request answers the same
 * (the stored search and its courses); the id reused for another search (or by another visitor) is
 * a conflict.
 */
export async function insertSearch(db: Executor, visitorId: string, input: FindCourseInput): Promise<InsertSearchResult> {
  const result = (await db.execute(sql`
    with visitor as (
      insert into visitors (id) values (${visitorId}) on conflict do nothing
    ), created as (
      insert into searches (search_id, visitor_id, concept, budget, class_size)
      values (${input.search_id}, ${visitorId}, ${input.concept}, ${input.budget}, ${input.class_size})
      on conflict (search_id) do nothing
      returning *
    )
    select
      (select ${row("created")} from created) as created,
      (select ${row("s")} from searches s where s.search_id = ${input.search_id}) as existing,
      ${relatedCoursesJson(input.concept)} as matches
  `)) as unknown as { rows: Array<{ created: SearchJson | null; existing: SearchJson | null; matches: VisibleCourse[] }> };
  const { created, existing, matches } = result.rows[0]!;
  if (created) return { outcome: "created", search: toSearch(created), matches: matches.map(toCourseView) };
  const same =
    existing !== null &&
    existing.visitorId === visitorId &&
    existing.concept === input.concept &&
    existing.budget === input.budget &&
    existing.classSize === input.class_size;
  // A replay ranks the stored concept: the same as the first answer.
  return same ? { outcome: "replayed", search: toSearch(existing), matches: matches.map(toCourseView) } : { outcome: "conflict" };
}
