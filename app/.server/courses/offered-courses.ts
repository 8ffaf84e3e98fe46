import { createHash } from "node:crypto";
import type { CourseView } from "../../lib/schemas/course.ts";
import { readCatalog } from "../matching/catalog.ts";
import { correctedCourses, type Corrections } from "../matching/corrections.ts";
import { MATCHING_VERSION, matcherOf, RELATED_COURSES, shownForKey, type CourseMatch, type Matcher } from "../matching/rule.ts";
import { toCorrections } from "./corrections.ts";
import type { Db, Executor } from "../db/client.ts";
import { toCourseView, type VisibleCourse } from "../db/courses.ts";
import { readOfferedRows } from "../db/offered-courses.ts";

// The offered courses as matching reads them (app/.server/matching), with their views, so a search
// ranks its courses in this process and its statement only records it (db/offered-courses.ts
// reads them). Held like the page cache: trusted only while this process hears the catalog's
// changes (catalog-changes.ts) and none has been heard since they were read, and for
// HELD_LIFETIME_MS at most (should a change go unheard); otherwise they are read again for the
// caller (one statement). Plain module state, per database.

/** The tables the held courses read (the courses, their held seats, the operator's corrections): a change to any other leaves them current. */
const READS = new Set(["courses", "seats", "demand_corrections", "course_asker_exclusions"]);
/** How long held courses are trusted at most, heard changes or not. */
const HELD_LIFETIME_MS = 60_000;

/** `fingerprint`: of the courses' words and the matching rule (MATCHING_VERSION): what a key matched under another is stale. */
export type OfferedCourses = { views: ReadonlyMap<number, CourseView>; matcher: Matcher; fingerprint: string; corrections: Corrections };

type State = {
  /** The catalog's changes are being heard. */
  live: boolean;
  /** Counts what could have changed the catalog (a change, a connection lost or made). */
  generation: number;
  held?: { generation: number; offered: OfferedCourses; readAt: number };
  loading?: Promise<void>;
};

const states = new WeakMap<Db, State>();
const stateOf = (db: Db): State => {
  let s = states.get(db);
  if (!s) states.set(db, (s = { live: false, generation: 0 }));
  return s;
};

/** Reads the offered courses and makes them ready for matching. */
export async function readOfferedCourses(db: Executor): Promise<OfferedCourses> {
  const { courses, corrections } = await readOfferedRows(db);
  const { matcher, fingerprint } = matcherFor(courses);
  return { views: new Map(courses.map((c) => [c.id, toCourseView(c)])), matcher, fingerprint, corrections: toCorrections(corrections) };
}

// The last matcher made, by the words of the courses it read: a read that finds the same courses
// (a seat taken changes the views, not the matching) keeps what matching worked out.
let lastMatcher: { text: string; matcher: Matcher; fingerprint: string } | undefined;
function matcherFor(courses: VisibleCourse[]): { matcher: Matcher; fingerprint: string } {
  const text = JSON.stringify(courses.map((c) => [c.id, c.title, c.category, c.description]));
  if (lastMatcher?.text !== text) {
    const fingerprint = createHash("sha256").update(`${MATCHING_VERSION}\n${text}`).digest("base64url").slice(0, 22);
    lastMatcher = { text, matcher: matcherOf(readCatalog(courses)), fingerprint };
  }
  return lastMatcher;
}

async function load(db: Db, state: State): Promise<void> {
  const generation = state.generation;
  const offered = await readOfferedCourses(db);
  // A change heard while this was read may not be in it: it waits for the next read.
  if (state.generation === generation) state.held = { generation, offered, readAt: Date.now() };
}

/** Held courses that may answer now: read since the last change heard, and not too long ago. */
const current = (state: State) => (state.live && state.held?.generation === state.generation && Date.now() - state.held.readAt < HELD_LIFETIME_MS ? state.held : undefined);

/** The offered courses of `db`: those held when current, else read now (and held when changes are heard). */
export async function offeredCourses(db: Db): Promise<OfferedCourses> {
  const state = stateOf(db);
  const held = current(state);
  if (held) return held.offered;
  if (!state.live) return readOfferedCourses(db);
  state.loading ??= load(db, state).finally(() => (state.loading = undefined));
  await state.loading;
  return current(state)?.offered ?? readOfferedCourses(db);
}

/** The offered courses held for `db`, when they are current; undefined when a search would read them. */
export function heldOfferedCourses(db: Db): OfferedCourses | undefined {
  return current(stateOf(db))?.offered;
}

/**
 * The courses a concept key asks for: those the matching rule shows, as the operator corrected them
 * (attached first, left out gone). Every use asks here: a search's related courses, a course's
 * askers, the Demand page's "Wanted but not offered".
 */
export const coursesFor = (offered: OfferedCourses, key: string): CourseMatch[] =>
  correctedCourses(shownForKey(offered.matcher, key), key, offered.corrections, (id) => offered.views.has(id));

/** A concept key's related courses, as the site shows them (three at most). */
export function relatedViews(offered: OfferedCourses, key: string): { views: CourseView[]; matches: CourseMatch[] } {
  const matches = coursesFor(offered, key).slice(0, RELATED_COURSES);
  return { views: matches.map((m) => offered.views.get(m.courseId)!), matches };
}

/** What the catalog listener tells the held courses of `db` (server/app.ts wires it); a failed read ahead is told to `onError`. */
export const offeredCoursesListener = (db: Db, onError: (err: unknown) => void = () => {}) => {
  const state = stateOf(db);
  const invalidate = () => {
    state.generation++;
    state.held = undefined;
  };
  // Read ahead of the next search; should it fail, that search reads them again itself.
  const readAhead = () => void offeredCourses(db).catch(onError);
  return {
    listening() {
      invalidate();
      state.live = true;
      readAhead();
    },
    /** Changes go unheard (the connection dropped, or the app stopped listening), as for the page cache. */
    notListening() {
      invalidate();
      state.live = false;
    },
    changed(table: string) {
      if (!READS.has(table)) return;
      invalidate();
      readAhead();
    },
  };
};
