import type { Db } from "../db/client.ts";
import { sendHistoryRows, type SendKind } from "../db/mail-log.ts";

// What the outbox has done: each announcement and newsletter with its counts, and every message.

export type StatusCounts = { total: number; sent: number; onTheWay: number; failed: number; dropped: number };
export type SendRow = StatusCounts & { kind: SendKind; title: string; firstQueuedAt: Date };

/** A send's title on the Sent mail page, from what it is of. */
export function sendTitle(kind: SendKind, name: string | null): string {
  switch (kind) {
    case "newsletter":
      return name ?? "";
    case "launch":
      return "Launch announcement";
    case "invitation":
      return `Launch wave ${name ?? ""}`;
    case "course_opened":
      return `Opening of “${name ?? ""}”`;
    case "asked_class_open":
      return `To those who asked for “${name ?? ""}”`;
  }
}

// The Sent mail page reads the log through here.
export { countMessages, messageLog } from "../db/mail-log.ts";

/** The sends, newest first, each with its messages by status (db/mail-log.ts: which sends). At most `limit` rows. */
export async function sendHistory(db: Db, limit = 50): Promise<SendRow[]> {
  const rows = await sendHistoryRows(db, limit);
  // count(*) with a left join counts the newsletter's own row when it has no messages: no messages then.
  return rows.map((r) => {
    const n = { sent: Number(r.sent), onTheWay: Number(r.onTheWay), failed: Number(r.failed), dropped: Number(r.dropped) };
    return { kind: r.kind, title: sendTitle(r.kind, r.name), firstQueuedAt: new Date(r.firstQueuedAt), ...n, total: n.sent + n.onTheWay + n.failed + n.dropped };
  });
}
