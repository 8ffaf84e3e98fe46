import { sql } from "drizzle-orm";
import type { Referral, ReferralKind } from "../../lib/schemas/referrals.ts";
import type { Executor } from "./client.ts";

// Sign-ups credited to the shared link a visit arrived through (a wish's or a course's `?ref=`).

/**
 * Credits a sign-up to the wish or course the visit came through, once per kind and browser (a
 * repeated step counts once). A ref naming no visible wish or no course credits nothing: a stale
 * link must not stop the step itself.
 */
export async function creditReferral(tx: Executor, referral: Referral, kind: ReferralKind, visitorId: string): Promise<void> {
  // A person's link is credited with the address given, once confirmed (app/.server/referrals/).
  if (referral.kind === "person") return;
  const target =
    referral.kind === "wish"
      ? sql`select w.id, null::int from wishes w where w.public_id = ${referral.wishId} and w.hidden_at is null`
      : sql`select null::int, c.id from courses c where c.slug = ${referral.slug}`;
  await tx.execute(sql`
    insert into referral_credits (wish_id, course_id, kind, visitor_id)
    select t.*, ${kind}, ${visitorId}::uuid from (${target}) t
    on conflict do nothing`);
}

export type SharedCourse = { slug: string; title: string; visits: number; signups: number };

/** Courses whose shared links brought visits or sign-ups, most sign-ups first (the console's Wishes page). */
export async function sharedCourseLinks(db: Executor): Promise<SharedCourse[]> {
  const result = await db.execute<SharedCourse>(sql`
    with visits as (
      select ref, sum(entrances)::int as visits from analytics_daily where event = 'pageview' and ref like 'c\\_%' group by ref
    )
    select c.slug, c.title, coalesce(v.visits, 0) as visits, (select count(*) from referral_credits r where r.course_id = c.id)::int as signups
    from courses c left join visits v on v.ref = 'c_' || c.slug
    where v.visits > 0 or exists (select 1 from referral_credits r where r.course_id = c.id)
    order by signups desc, visits desc, c.title
  `);
  return result.rows;
}
