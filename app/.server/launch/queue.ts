import { countQueueRows, launchQueueRows, type QueueRow } from "../db/launch-invitations.ts";
import { rankingOf } from "./ranking.ts";
import type { Services } from "../services.ts";
import type { QueueStateKey } from "../../lib/schemas/launch.ts";
import { pageWindow, type PageWindow } from "../../lib/admin/pages.ts";

// The console's launch list: the queue in place order, as waves take it and as people see their place.

export const QUEUE_PER_PAGE = 100;

export type QueueFilter = { state?: QueueStateKey; q?: string };

/** One page of the launch list under the filter (`page` as the query string gives it). */
export async function launchQueuePage(s: Pick<Services, "db" | "config">, filter: QueueFilter, page: string | null): Promise<{ rows: QueueRow[]; total: number; slice: PageWindow }> {
  const ranking = await rankingOf(s.db, s.config);
  const total = await countQueueRows(s.db, ranking, filter);
  const slice = pageWindow(page, total, QUEUE_PER_PAGE);
  const rows = await launchQueueRows(s.db, ranking, filter, { limit: QUEUE_PER_PAGE, offset: slice.offset });
  return { rows, total, slice };
}

/** The whole launch list under the filter (the CSV export). */
export async function launchQueueAll(s: Pick<Services, "db" | "config">, filter: QueueFilter): Promise<QueueRow[]> {
  return launchQueueRows(s.db, await rankingOf(s.db, s.config), filter);
}
