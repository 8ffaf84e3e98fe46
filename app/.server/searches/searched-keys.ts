import type { Db, Executor } from "../db/client.ts";
import { conceptKeysAfter, setSearchKeys, unkeyedSearches } from "../db/concept-keys.ts";
import { settleIds } from "../db/settled-ids.ts";
import { conceptKey } from "../matching/text.ts";
import { keysUnderThisRule } from "./key-rule.ts";
import { oneAtATime } from "../one-at-a-time.ts";
import { START, type Watermark } from "../settled-watermark.ts";

// The concept keys searched for, which matching runs over when it asks who asked for a course or
// what the Demand page groups: a few thousand keys, however many millions of searches.

const BATCH = 5000;

/**
 * Gives searches recorded before keys existed, or cleared when the rule changed (key-rule.ts, or
 * migrations 0050-0055), their key, puts the keys among those searched for, and records what an old
 * key became (db/concept-keys.ts). A no-op once done (a partial index finds none left).
 */
export async function keyPendingSearches(db: Executor): Promise<void> {
  await keysUnderThisRule(db);
  for (;;) {
    const rows = await unkeyedSearches(db, BATCH);
    if (rows.length === 0) return;
    await setSearchKeys(
      db,
      rows.map((r) => r.id),
      rows.map((r) => conceptKey(r.concept)),
      rows.map((r) => r.previousKey),
    );
  }
}

// Per database, the keys read so far: new ones are read by id, so a read costs what was added. Keys
// above the settled id (settled-watermark.ts: one may still commit below a higher id) are read again
// at each read until they settle. One read at a time per database.
type Held = { watermark: Watermark; keys: string[]; tail: string[] };
const held = new WeakMap<Db, Held>();

/** Every concept key searched for, oldest first. */
export const searchedKeys: (db: Db) => Promise<readonly string[]> = oneAtATime(readKeys);

async function readKeys(db: Db): Promise<readonly string[]> {
  await keyPendingSearches(db);
  let h = held.get(db);
  let { watermark, lastValue } = await settleIds(db, "search_concepts", h?.watermark ?? START);
  if (!h || lastValue < h.watermark.settled) {
    if (h) ({ watermark } = await settleIds(db, "search_concepts", START));
    held.set(db, (h = { watermark: START, keys: [], tail: [] }));
  }
  const rows = await conceptKeysAfter(db, h.watermark.settled);
  // The settled keys only grow (a caller may still be reading them); the tail is new each time.
  const tail: string[] = [];
  for (const r of rows) (Number(r.id) > watermark.settled ? tail : h.keys).push(r.key);
  h.tail = tail;
  h.watermark = watermark;
  return tail.length === 0 ? h.keys : [...h.keys, ...tail];
}
