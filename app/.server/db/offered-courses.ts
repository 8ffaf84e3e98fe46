import { sql } from "drizzle-orm";
import type { CourseView } from "../../lib/schemas/course.ts";
import type { Db } from "./client.ts";
import { RELATED_COURSES, toCourseView, visibleColumns, type VisibleCourse } from "./courses.ts";
import { matchesAny, rankOr, weightIndex, type RankedVector } from "./text-rank.ts";

// The offered courses in memory, with their search vectors, so that a search's statement only
// records it: ranking its courses inside the statement cost PostgreSQL 0.08 ms of a search's 0.30
// (bench:api, 2026-11-26). The index is
// kept like the page cache: it is trusted only while this process hears the catalog's changes
// (catalog-changes.ts) and none has been heard since it was read; otherwise the caller ranks in
// SQL, as before, and the index is read again. The state lives on globalThis because the server's
// modules and the page bundle's copy of them (a search from the no-JS form) share it.

/** The tables the index reads (the courses and their held seats): a change to any other leaves it current. */
const READS = new Set(["courses", "seats"]);

type OfferedCourse = { view: CourseView; vector: RankedVector };
type State = {
  /** The catalog's changes are being heard. */
  live: boolean;
  /** Counts what could have changed the catalog (a change, a connection lost or made). */
  generation: number;
  index?: { generation: number; courses: OfferedCourse[] };
  loading?: Promise<void>;
};

const STATES = Symbol.for("classwish.offeredCourses");
const states: WeakMap<Db, State> = ((globalThis as Record<symbol, unknown>)[STATES] ??= new WeakMap<Db, State>()) as WeakMap<Db, State>;
const stateOf = (db: Db): State => {
  let s = states.get(db);
  if (!s) states.set(db, (s = { live: false, generation: 0 }));
  return s;
};

type Row = VisibleCourse & { lexemes: Array<[lexeme: string, weights: string[] | null]> | null };

async function load(db: Db, state: State): Promise<void> {
  const generation = state.generation;
  // As JSON, as a search's statement answers courses (a numeric rating is a number there).
  const { rows } = (await db.execute(sql`
    select to_json(m) as course from (
      select ${visibleColumns},
        (select json_agg(json_build_array(u.lexeme, u.weights)) from unnest(c.search_vector) u) as lexemes
      from courses c where c.status <> 'closed' order by c.id) m`)) as unknown as { rows: Array<{ course: Row }> };
  // A change heard while this was read may not be in it: it waits for the next read.
  if (state.generation !== generation) return;
  const courses = rows.map(({ course: { lexemes, ...course } }) => ({
    view: toCourseView(course),
    // A lexeme stored without positions ranks as one position of weight D, as in tsrank.c.
    vector: new Map((lexemes ?? []).map(([lexeme, weights]) => [lexeme, weights?.length ? weights.map(weightIndex) : [0]])),
  }));
  state.index = { generation, courses };
}

/**
 * The offered courses of `db` as this process holds them, when they are current (see above);
 * undefined otherwise, and then they are read again in the background for the next search.
 */
export function currentOfferedCourses(db: Db): { related(lexemes: readonly string[]): CourseView[] } | undefined {
  const state = stateOf(db);
  const index = state.index;
  if (state.live && index?.generation === state.generation) return { related: (lexemes) => related(index.courses, lexemes) };
  if (state.live && !state.loading) {
    state.loading = load(db, state)
      .catch(() => {}) // the search that needed it goes to SQL; the next one tries again
      .finally(() => (state.loading = undefined));
  }
  return undefined;
}

/** relatedCourses' rule (courses.ts) on the held courses: those that match, best first, ties to the lower id, three. */
function related(courses: OfferedCourse[], lexemes: readonly string[]): CourseView[] {
  return courses
    .filter((c) => matchesAny(c.vector, lexemes))
    .map((c) => ({ view: c.view, rank: rankOr(c.vector, lexemes) }))
    .sort((a, b) => b.rank - a.rank || a.view.id - b.view.id)
    .slice(0, RELATED_COURSES)
    .map((c) => c.view);
}

/** What the catalog listener tells the index of `db` (server/app.ts wires it). */
export const offeredCoursesListener = (db: Db) => {
  const state = stateOf(db);
  const invalidate = () => {
    state.generation++;
    state.index = undefined;
  };
  return {
    listening() {
      invalidate();
      state.live = true;
      currentOfferedCourses(db); // read now, for the next search
    },
    /** Changes go unheard (the connection dropped, or the app stopped listening), as the page cache's deaf(). */
    deaf() {
      invalidate();
      state.live = false;
    },
    changed(table: string) {
      if (!READS.has(table)) return;
      invalidate();
      currentOfferedCourses(db);
    },
  };
};
