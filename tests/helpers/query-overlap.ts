import { Client } from "pg";

// A pg client takes one query at a time: a second one handed to it while the first runs is queued
// (deprecated in pg 8, refused in pg 9). A pool never does that (each query checks out a client of
// its own); a transaction is one client, so reads started side by side inside one are. This
// watches every client in the process and keeps the text of each query handed to a busy one.

type ClientState = { activeQuery?: unknown; _queryQueue: unknown[] };

export function watchQueryOverlap(): { overlaps: string[]; stop(): void } {
  const query = Client.prototype.query;
  const overlaps: string[] = [];
  Client.prototype.query = function (this: Client & ClientState, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    // oxlint-disable-next-line no-underscore-dangle -- pg's own queue: what its deprecation notice reads
    if (this.activeQuery || this._queryQueue.length > 0) overlaps.push(String(typeof first === "string" ? first : first?.text).slice(0, 160));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return { overlaps, stop: () => void (Client.prototype.query = query) };
}
