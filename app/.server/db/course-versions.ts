import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { Db } from "./client.ts";
import { relatedCourses, searchQuery, toCourseView, visibleColumns, type VisibleCourse } from "./courses.ts";

// For a search ranked in SQL (offered-courses.ts says when: mostly, it is ranked in the server).
// A search shows up to three courses, and on launch day thousands of searches show the same few.
// This process keeps each course's facts with the row version they were read at (PostgreSQL's xmin,
// new with every change to the row, whoever made it), and a search's statement sends a course's
// facts only when the process does not hold its current version: otherwise its id, version and
// seats left. So nothing can be stale (an edit is a new version, read by the next search that shows
// the course), every instance keeps its own copy without being told of changes, and it is still one
// round trip.

/** A ranked course as the statement returns it: id, row version, seats left, and the facts when not held. */
export type RankedCourse = [id: number, version: string, seatsLeft: number, facts: VisibleCourse | null];

type Held = { version: string; view: CourseView };
type Versions = { courses: Map<number, Held>; known: string[] };

// Per database: row versions are only comparable within one.
const held = new WeakMap<Db, Versions>();
const versionsOf = (db: Db): Versions => {
  let v = held.get(db);
  if (!v) held.set(db, (v = { courses: new Map(), known: [] }));
  return v;
};

/** What to send as the statement's `known`: "id:version" of every course this process holds. */
export const knownCourseVersions = (db: Db): string[] => versionsOf(db).known;

/**
 * SQL for a concept's related courses (relatedCourses: the one ranking rule), given anyWordQuery's
 * text of it, as a JSON array of RankedCourse; `known` is knownCourseVersions(). A fragment, so a
 * search can record itself and rank its courses in one statement. Empty text matches nothing.
 */
export function rankedCoursesJson(text: Placeholder, known: Placeholder): SQL {
  const columns = sql`${visibleColumns}, c.xmin::text as "version"`;
  return sql`(select coalesce(json_agg(json_build_array(m.id, m.version, m."seatsLeft",
      case when (m.id || ':' || m.version) = any(${known}::text[]) then null else to_json(m) end)), '[]'::json)
    from (${relatedCourses(searchQuery(sql`${text}`), columns)}) m)`;
}

/** The ranked courses as views: facts sent are kept (by version), the rest come from what is kept; seats are always the statement's. */
export function rankedCourseViews(db: Db, ranked: RankedCourse[]): CourseView[] {
  const versions = versionsOf(db);
  return ranked.map(([id, version, seatsLeft, facts]) => {
    let kept = versions.courses.get(id);
    if (facts) {
      kept = { version, view: toCourseView(facts) };
      versions.courses.set(id, kept);
      versions.known = [...versions.courses].map(([courseId, h]) => `${courseId}:${h.version}`);
    }
    // Not sent means this process held that version when it asked (kept entries are only replaced).
    return { ...kept!.view, seats_left: seatsLeft };
  });
}
