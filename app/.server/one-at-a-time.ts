import { turns, type Turns } from "./turns.ts";
import type { Db } from "./db/client.ts";

/**
 * `read` for a database, started only once the last one for that database has ended (failed or
 * not): the readers that keep a summary in memory (searches/searched-keys.ts, demand-index.ts)
 * bring it up to date in place, and two at once would read the same new rows twice.
 */
export function oneAtATime<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const byDb = new WeakMap<Db, Turns>();
  return (db) => {
    let inTurn = byDb.get(db);
    if (!inTurn) byDb.set(db, (inTurn = turns()));
    return inTurn(() => read(db));
  };
}
