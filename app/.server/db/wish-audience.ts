import { sql, type SQL } from "drizzle-orm";
import type { CourseStatus } from "../../lib/schemas/course.ts";
import type { Executor } from "./client.ts";
import type { AskerSource } from "./course-audience.ts";
import { conceptLexemes } from "./schema.ts";

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

/**
 * The concepts of the searches that match a wish (the site's one wish↔search rule): the two
 * concepts, parsed as the full-text search parses them (stop words dropped, words stemmed, the
 * conceptLexemes of the search index), share more than half of the words of the shorter one. Not
 * any shared word, for the reason a course's match is not (a concept's words are or-ed, so one
 * common word such as "learn" would match unrelated requests); not every word either, since a wish is
 * often a sentence ("What really happens inside a black hole?") that a shorter search ("black holes")
 * asks for in fewer words. The wish's own search matches itself. Only concepts sharing a word are
 * compared, found by the GIN index on conceptLexemes, so the cost follows the matches.
 */
export async function wishMatchingConcepts(db: Executor, wishRowId: number): Promise<string[]> {
  const res = (await db.execute(sql`
    with wish as materialized (
      select ${conceptLexemes(sql`s.concept`)} as words from wishes w join searches s on s.id = w.search_id where w.id = ${wishRowId}
    ), candidates as (
      select distinct se.concept, ${conceptLexemes(sql`se.concept`)} as words from searches se
      where ${conceptLexemes(sql`se.concept`)} && (select words from wish)
    )
    select c.concept from candidates c, wish
    where 2 * cardinality(array(select unnest(c.words) intersect select unnest(wish.words))) > least(cardinality(c.words), cardinality(wish.words))
    order by c.concept`)) as unknown as { rows: Array<{ concept: string }> };
  return res.rows.map((r) => r.concept);
}

/** How many addresses asked for the wish's list and have not confirmed by their click yet (they are not among its people). */
export async function pendingOnWishList(db: Executor, wishRowId: number): Promise<number> {
  const res = (await db.execute(
    sql`select count(*)::int as n from subscriptions x where x.list = 'wish' and x.wish_id = ${wishRowId} and x.state = 'pending'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
}

/** The courses the operator made from the wish, oldest first. */
export async function coursesFromWish(db: Executor, wishRowId: number): Promise<Array<{ id: number; title: string; status: CourseStatus }>> {
  const res = (await db.execute(
    sql`select id, title, status from courses where wish_id = ${wishRowId} order by id`,
  )) as unknown as { rows: Array<{ id: number; title: string; status: CourseStatus }> };
  return res.rows;
}
