import { GROUP_NAME_MAX } from "../../lib/schemas/demand-corrections.ts";
import { withoutControlChars } from "../../lib/schemas/input.ts";
import type { Db } from "../db/client.ts";
import { searchedKeys } from "../searches/searched-keys.ts";
import { setExcluded } from "../db/course-audience.ts";
import { getCourse } from "./courses.ts";
import { addCorrection, undoCorrection } from "../db/demand-corrections.ts";
import { activeCorrections } from "../courses/corrections.ts";
import { courseSays } from "../matching/corrections.ts";
import { conceptKey } from "../matching/text.ts";
import { currentGroups } from "./demand.ts";

// The operator's corrections of the Demand page, as the console and its forms ask for them: each
// checks that what it names still exists, says so when it does not, and changes nothing then.
// How they apply: app/.server/matching/corrections.ts.

export type CorrectionOutcome = { ok: true; message: string } | { ok: false; message: string };

const gone = (what: string): CorrectionOutcome => ({ ok: false, message: `${what} is no longer among the searches (the page was older than the data): nothing was changed.` });

/** Whether concept keys are among those searched for. */
async function searched(db: Db, keys: readonly string[]): Promise<boolean> {
  const all = new Set(await searchedKeys(db));
  return keys.length > 0 && keys.every((k) => all.has(k));
}

/** Every concept of the group holding `key` now (all time), or undefined when no group holds it. */
async function groupOf(db: Db, key: string): Promise<string[] | undefined> {
  return (await currentGroups(db)).find((g) => g.keys.includes(key))?.keys;
}

/** Merges the group holding `key` with the one holding `other`. */
export async function mergeDemandGroups(db: Db, key: string, other: string): Promise<CorrectionOutcome> {
  if (!(await searched(db, [key, other]))) return gone("One of the two groups");
  if ((await groupOf(db, key))?.includes(other)) return { ok: false, message: "Those two are one group already: nothing was changed." };
  await addCorrection(db, { kind: "merge", keys: [key, other] });
  return { ok: true, message: "The two groups are one now." };
}

/** Moves a concept out of its group: a group of its own, which no other concept joins. */
export async function separateConcept(db: Db, key: string): Promise<CorrectionOutcome> {
  if (!(await searched(db, [key]))) return gone("That concept");
  await addCorrection(db, { kind: "separate", keys: [key] });
  return { ok: true, message: "The concept is a group of its own now." };
}

/** Names the group holding `key` (one line, 1 to GROUP_NAME_MAX characters). */
export async function nameDemandGroup(db: Db, key: string, given: string): Promise<CorrectionOutcome> {
  // One line: tabs, line ends and other control characters are spaces.
  const name = given.replace(/[\s\p{Cc}]+/gu, " ").trim();
  if (name === "" || name.length > GROUP_NAME_MAX) return { ok: false, message: `A group's name is 1 to ${GROUP_NAME_MAX} characters on one line: nothing was changed.` };
  if (!(await searched(db, [key]))) return gone("That group");
  await addCorrection(db, { kind: "name", keys: [key], name });
  return { ok: true, message: `The group is named “${name}”.` };
}

/** Whether a course can take askers: it exists and is not closed. */
async function attachable(db: Db, courseId: number): Promise<CorrectionOutcome | undefined> {
  const course = await getCourse(db, courseId);
  if (!course) return { ok: false, message: "That course no longer exists: nothing was changed." };
  if (course.status === "closed") return { ok: false, message: `“${course.title}” is closed: a closed course is not offered, so nothing asks for it. Nothing was changed.` };
  return undefined;
}

/** Attaches every concept of the group holding `key` to a course: they ask for it. A concept left out of the course is taken back in. */
export async function attachGroup(db: Db, key: string, courseId: number): Promise<CorrectionOutcome> {
  const refused = await attachable(db, courseId);
  if (refused) return refused;
  const keys = (await searched(db, [key])) ? await groupOf(db, key) : undefined;
  if (!keys) return gone("That group");
  await attach(db, keys, courseId);
  return { ok: true, message: `${keys.length === 1 ? "The concept asks" : `The group's ${keys.length} concepts ask`} for the course now.` };
}

/** Attaches a concept as typed (on a course's page) to the course: searches with it, before and after, ask for it. */
export async function attachConcept(db: Db, typed: string, courseId: number): Promise<CorrectionOutcome> {
  const key = conceptKey(withoutControlChars(typed).slice(0, 200));
  if (key === "") return { ok: false, message: "Type a concept with words that say what it is about: nothing was changed." };
  const refused = await attachable(db, courseId);
  if (refused) return refused;
  await attach(db, [key], courseId);
  return { ok: true, message: `Searches for “${typed.trim().slice(0, 200)}” ask for the course now.` };
}

async function attach(db: Db, keys: readonly string[], courseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await addCorrection(tx, { kind: "attach", keys, courseId });
    for (const k of keys) await setExcluded(tx, courseId, k, false);
  });
}

/**
 * Takes a concept's searches back into a course's askers: its own leave-out undone; left out as
 * another concept it phrases otherwise (matching/corrections.ts courseSays), it is attached to the
 * course itself, and its own say wins.
 */
export async function takeBackIn(db: Db, courseId: number, key: string): Promise<void> {
  await setExcluded(db, courseId, key, false);
  if (courseSays(await activeCorrections(db), key).get(courseId)?.attached === false) await addCorrection(db, { kind: "attach", keys: [key], courseId });
}

/** Undoes a correction. */
export async function undoDemandCorrection(db: Db, id: number): Promise<CorrectionOutcome> {
  return (await undoCorrection(db, id)) ? { ok: true, message: "The correction is undone." } : { ok: false, message: "That correction was undone already, or never was: nothing was changed." };
}
