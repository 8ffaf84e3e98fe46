import type { Db } from "../db/client.ts";

// Whether an endpoint asked for an event at this process's last write of it that could tell: while
// none did, a launch-day write uses its statement that only records (db/webhooks.ts writeWithEvent).
// Per database, in memory: a restart starts with "none asked", and the first write finds out.

const asked = new WeakMap<Db, Set<string>>();

/** Whether the next write of the event should try the statement that only records. */
export const recordOnlyFirst = (db: Db, eventType: string): boolean => !asked.get(db)?.has(eventType);

/** What a write with the deliveries found: an event that happened and wrote none means no endpoint asks now. */
export function noteEventWrite(db: Db, eventType: string, write: { delivering: boolean; created: boolean; deliveryIds: readonly number[] }): void {
  if (!write.delivering || !write.created) return;
  let types = asked.get(db);
  if (!types) asked.set(db, (types = new Set()));
  if (write.deliveryIds.length > 0) types.add(eventType);
  else types.delete(eventType);
}
