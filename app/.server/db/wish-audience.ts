import { sql, type SQL } from "drizzle-orm";
import type { CourseStatus } from "../../lib/schemas/course.ts";
import type { Executor } from "./client.ts";
import type { AskerSource } from "./asker-sources.ts";

// The people of a class wish: whoever shared it, everyone who pressed Me too, the confirmed
// addresses on its own list, and the searches that match it. The console's wish page counts them,
// and a course made from the wish counts its sharer, joiners and list among its askers.

/**
 * A wish's own people as asker sources (course-audience.ts): its sharer's search, its Me too joins
 * (each a browser, with its subscriber when linked) and the active members of its list (addresses
 * that confirmed, with no browser). `wishId` is SQL so a course can name its own wish in place.
 */
export function wishSources(wishId: SQL): AskerSource[] {
  return [
    {
      name: "wishSharer",
      rows: sql`select se.visitor_id, v.subscriber_id from wishes w join searches se on se.id = w.search_id join visitors v on v.id = se.visitor_id
        where w.id = ${wishId}`,
    },
    {
      name: "wishJoiners",
      rows: sql`select j.visitor_id, v.subscriber_id from wish_joins j join visitors v on v.id = j.visitor_id where j.wish_id = ${wishId}`,
    },
    {
      name: "wishList",
      rows: sql`select null::uuid as visitor_id, x.subscriber_id from subscriptions x where x.list = 'wish' and x.wish_id = ${wishId} and x.state = 'active'`,
    },
  ];
}

/** The concept key of the wish's own search (null before it has one). */
export async function wishSearchKey(db: Executor, wishRowId: number): Promise<string | null | undefined> {
  const res = await db.execute<{ key: string | null }>(sql`select s.concept_key as key from wishes w join searches s on s.id = w.search_id where w.id = ${wishRowId}`);
  return res.rows[0]?.key;
}

/** How many addresses asked for the wish's list and have not confirmed by their click yet (they are not among its people). */
export async function pendingOnWishList(db: Executor, wishRowId: number): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from subscriptions x where x.list = 'wish' and x.wish_id = ${wishRowId} and x.state = 'pending'`,
  );
  return Number(res.rows[0]!.n);
}

/** The courses the operator made from the wish, oldest first. */
export async function coursesFromWish(db: Executor, wishRowId: number): Promise<Array<{ id: number; title: string; status: CourseStatus }>> {
  const res = await db.execute<{ id: number; title: string; status: CourseStatus }>(
    sql`select id, title, status from courses where wish_id = ${wishRowId} order by id`,
  );
  return res.rows;
}
