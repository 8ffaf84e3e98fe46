import { setImmediate } from "node:timers/promises";
import type { Executor } from "../db/client.ts";
import { clearKeysOf, keyedConcepts, lockedKeyRule, setKeyRule } from "../db/concept-keys.ts";
import { MATCHING_VERSION } from "../matching/rule.ts";
import { conceptKey } from "../matching/text.ts";

const YIELD_EVERY = 5000;

// Per database, this process's check of the keys' rule: once, before its first read of the keys.
const checked = new WeakMap<Executor, Promise<number>>();

/**
 * Makes the searches' keys this rule's. If they were last checked under another (MATCHING_VERSION,
 * kept in concept_key_rule), each search whose concept this rule keys otherwise loses its key, kept
 * as previous_key, for keyPendingSearches to key it anew and record what the old key became (the
 * operator's corrections follow the concept). So a change to how concepts are read needs no
 * migration guessing which searches it touches (0050-0055 did). Resolves to how many searches it
 * cleared.
 */
export function keysUnderThisRule(db: Executor): Promise<number> {
  let check = checked.get(db);
  if (!check) {
    checked.set(db, (check = clearStaleKeys(db)));
    check.catch(() => checked.delete(db)); // a failed check is tried again at the next read
  }
  return check;
}

async function clearStaleKeys(db: Executor): Promise<number> {
  return db.transaction(async (tx) => {
    if ((await lockedKeyRule(tx)) === MATCHING_VERSION) return 0;
    // One key per distinct concept (a few tens of thousands at a million searches), not per search:
    // about 6 µs each (60,000 in 0.37 s), handing the event loop back every few thousand so a
    // server starting under a new rule goes on answering meanwhile.
    const stale = new Set<string>();
    for (const [i, { concept, key }] of (await keyedConcepts(tx)).entries()) {
      if (i > 0 && i % YIELD_EVERY === 0) await setImmediate();
      if (conceptKey(concept) !== key) stale.add(concept);
    }
    const cleared = await clearKeysOf(tx, [...stale]);
    await setKeyRule(tx, MATCHING_VERSION);
    return cleared;
  });
}
