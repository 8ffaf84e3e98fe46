import { sql, type SQL } from "drizzle-orm";
import { median } from "../../lib/admin/demand.ts";
import type { WishView } from "../../lib/schemas/wishes.ts";
import type { Executor } from "./client.ts";

// Class wishes: a search shared as a public page, the browsers that joined it (Me too), and the
// console's list. What was asked for is the search's own row (one wish per search).

/** A wish as the server knows it: its row id and sharer too, which never reach a page. */
export type WishRow = {
  /** Row id: the console's and the lists'; the page's address names `publicId`. */
  rowId: number;
  publicId: string;
  concept: string;
  budget: number;
  classSize: number;
  /** The sharer and everyone who joined. */
  people: number;
  hidden: boolean;
  /** The browser that shared it (its own Me too changes nothing). */
  visitorId: string;
  createdAt: Date;
};

type RowJson = Omit<WishRow, "createdAt"> & { createdAt: string };

const wishJson = sql.raw(`json_build_object('rowId', w.id, 'publicId', w.public_id, 'concept', s.concept, 'budget', s.budget,
  'classSize', s.class_size, 'people', 1 + (select count(*) from wish_joins j where j.wish_id = w.id), 'hidden', w.hidden_at is not null,
  'visitorId', s.visitor_id, 'createdAt', w.created_at)`);

const toRow = (j: RowJson): WishRow => ({ ...j, people: Number(j.people), createdAt: new Date(j.createdAt) });

/** What the page, the API and the share card show. */
export const toWishView = (w: WishRow): WishView => ({
  id: w.publicId,
  concept: w.concept,
  budget: w.budget,
  class_size: w.classSize,
  people: w.people,
  created_at: w.createdAt.toISOString(),
});

async function oneWish(db: Executor, where: ReturnType<typeof sql>): Promise<WishRow | undefined> {
  const result = await db.execute<{ wish: RowJson }>(sql`select ${wishJson} as wish from wishes w join searches s on s.id = w.search_id where ${where}`);
  const found = result.rows[0];
  return found ? toRow(found.wish) : undefined;
}

/** A wish by its page's id, hidden or not (callers decide what a hidden one answers). */
export const findWish = (db: Executor, publicId: string) => oneWish(db, sql`w.public_id = ${publicId}`);

export const findWishByRowId = (db: Executor, rowId: number) => oneWish(db, sql`w.id = ${rowId}`);

/**
 * Shares a visitor's own search as a wish under `publicId`, once: sharing the same search again
 * finds the wish it already is. Undefined when the search is not this visitor's (or does not exist).
 */
export async function shareSearch(tx: Executor, visitorId: string, searchUuid: string, publicId: string): Promise<{ wish: WishRow; created: boolean } | undefined> {
  const result = await tx.execute<{ created: number | null }>(sql`
    insert into wishes (public_id, search_id)
    select ${publicId}, id from searches where search_id = ${searchUuid} and visitor_id = ${visitorId}
    on conflict (search_id) do nothing
    returning id as created
  `);
  // Read in a statement of its own: the insert's snapshot cannot see a wish a concurrent share of
  // the same search committed while it waited on it (a double submit).
  const wish = await oneWish(tx, sql`s.search_id = ${searchUuid} and s.visitor_id = ${visitorId}`);
  return wish && { wish, created: result.rows.length > 0 };
}

/** A browser's Me too, with its own budget and class size; false when it had joined already (the first stays). */
export async function insertJoin(tx: Executor, wishRowId: number, visitorId: string, budget: number, classSize: number): Promise<boolean> {
  const result = await tx.execute(sql`
    with visitor as (
      insert into visitors (id) values (${visitorId}) on conflict do nothing
    )
    insert into wish_joins (wish_id, visitor_id, budget, class_size) values (${wishRowId}, ${visitorId}, ${budget}, ${classSize})
    on conflict (wish_id, visitor_id) do nothing
    returning id
  `);
  return result.rows.length > 0;
}

/** The operator hides a wish or shows it again; false when there is no such wish. */
export async function setWishHidden(db: Executor, rowId: number, hidden: boolean): Promise<boolean> {
  const result = await db.execute(
    sql`update wishes set hidden_at = case when ${hidden} then coalesce(hidden_at, now()) else null end where id = ${rowId} returning id`,
  );
  return result.rows.length > 0;
}

export const WISH_SORTS = ["joiners", "signups"] as const;
export type WishSort = (typeof WISH_SORTS)[number];

export type ConsoleWish = {
  rowId: number;
  publicId: string;
  concept: string;
  /** Me too joins (the sharer not counted). */
  joiners: number;
  /** Median budget and class size of everyone who wants it: the sharer's search and each join. */
  medianBudget: number;
  medianClassSize: number;
  /** Visits that arrived through its shared link (the first-party analytics' entrances). */
  visits: number;
  /** Sign-ups credited to it: searches, Me toos and addresses given in visits its link brought. */
  signups: number;
  hidden: boolean;
  createdAt: Date;
};

/** The console's Wishes page: every wish, by joiners or by the sign-ups it brought, most first. */
export async function countWishes(db: Executor): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from wishes`);
  return result.rows[0]!.n;
}

/** The console's wishes with their figures (ConsoleWish), those `where` keeps (`w` is the wish). */
const consoleWishes = (where: SQL) => sql`
    with visits as (
      select ref, sum(entrances)::int as visits from analytics_daily where event = 'pageview' and ref like 'w\\_%' group by ref
    )
    select w.id as "rowId", w.public_id as "publicId", s.concept, w.hidden_at is not null as hidden, w.created_at as "createdAt",
        (select count(*) from wish_joins j where j.wish_id = w.id)::int as joiners,
        (select count(*) from referral_credits r where r.wish_id = w.id)::int as signups,
        coalesce(v.visits, 0) as visits,
        s.budget || array(select j.budget from wish_joins j where j.wish_id = w.id) as budgets,
        s.class_size || array(select j.class_size from wish_joins j where j.wish_id = w.id) as "classSizes"
      from wishes w
      join searches s on s.id = w.search_id
      left join visits v on v.ref = 'w_' || w.public_id
      where ${where}`;

/** A row as read: everyone's budgets and class sizes, whose medians are the Demand page's (lib/admin/demand.ts median). */
type ConsoleWishRead = Omit<ConsoleWish, "medianBudget" | "medianClassSize"> & { budgets: number[]; classSizes: number[] };

const toConsoleWish = ({ budgets, classSizes, ...w }: ConsoleWishRead): ConsoleWish => ({
  ...w,
  medianBudget: median(budgets) ?? 0,
  medianClassSize: median(classSizes) ?? 0,
  createdAt: new Date(w.createdAt),
});

export async function listWishes(db: Executor, sort: WishSort, offset: number, limit: number): Promise<ConsoleWish[]> {
  const order = sort === "signups" ? sql`signups desc, joiners desc` : sql`joiners desc, signups desc`;
  const result = await db.execute<ConsoleWishRead>(sql`
    select * from (${consoleWishes(sql`true`)}) page order by ${order}, "createdAt" desc, "rowId" desc offset ${offset} limit ${limit}
  `);
  return result.rows.map(toConsoleWish);
}

/** One wish as the console's Wishes page shows it (its own console page), hidden or not. */
export async function consoleWish(db: Executor, rowId: number): Promise<ConsoleWish | undefined> {
  const result = await db.execute<ConsoleWishRead>(consoleWishes(sql`w.id = ${rowId}`));
  return result.rows[0] && toConsoleWish(result.rows[0]);
}
