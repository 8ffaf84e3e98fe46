import { requeueFailed } from "../db/messages.ts";
import type { Services } from "../services.ts";

/**
 * Puts failed messages back on the queue the normal way: each row returns to `queued` and a new job
 * is enqueued in the same transaction, so the worker claims it like any other (at most once, and
 * dropped if the address has since unsubscribed or was marked undeliverable). Only rows that are
 * still `failed` move, so two clicks cannot queue one twice. One message by id, or all of them;
 * returns how many moved.
 */
export async function retryFailed(s: Services, id?: number): Promise<number> {
  return s.db.transaction(async (tx) => {
    const ids = await requeueFailed(tx, id);
    await s.mail.enqueue(tx, ids);
    return ids.length;
  });
}
