import { sql, type SQL } from "drizzle-orm";

// Where a course's or a wish's askers come from (course-audience.ts, wish-audience.ts read them).

/**
 * One source of askers: a query of `(visitor_id uuid, subscriber_id int)` rows, one per thing a
 * person did (a search, a Register click), with the subscriber when known and null otherwise.
 * A wish's people are three more (wish-audience.ts): its sharer, its joiners and its own list.
 */
export type AskerSource = {
  name: AskerSourceName;
  rows: SQL;
  /** A course whose course_askers hold this source's people (course-asker-index.ts): counted from those rows. */
  heldFor?: number;
};
export const ASKER_SOURCE_NAMES = ["searches", "registrations", "wishSharer", "wishJoiners", "wishList"] as const;
export type AskerSourceName = (typeof ASKER_SOURCE_NAMES)[number];

/** The searches of these concept keys, each a row (a course's or a wish's matching searches). */
export const searchesAsking = (keys: string[]): AskerSource => ({
  name: "searches",
  rows: sql`select se.visitor_id, v.subscriber_id from searches se join visitors v on v.id = se.visitor_id
    where se.concept_key = any(${sql.param(keys)}::text[])`,
});

