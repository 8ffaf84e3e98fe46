import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { embedSignups, siteContent } from "./schema.ts";

// The embeddable form's settings and what it brought: rows in, rows out.

/** The origins the operator allows to frame the embed pages (none until set). */
export async function readEmbedOrigins(db: Executor): Promise<string[]> {
  const [row] = await db.select({ origins: siteContent.embedOrigins }).from(siteContent).where(eq(siteContent.id, 1));
  return row?.origins ?? [];
}

/** A search or an address given through the form on a listed site. */
export async function insertEmbedSignup(db: Executor, origin: string, target: { searchId: number } | { subscriberId: number }): Promise<void> {
  await db.insert(embedSignups).values({ origin, ...target });
}

export type EmbedSignupCount = { origin: string; searches: number; addresses: number };

/** Per embedding site: the searches and the addresses its form brought, most first. */
export async function embedSignupCounts(db: Executor): Promise<EmbedSignupCount[]> {
  return db
    .select({
      origin: embedSignups.origin,
      searches: sql<number>`count(${embedSignups.searchId})::int`,
      addresses: sql<number>`count(${embedSignups.subscriberId})::int`,
    })
    .from(embedSignups)
    .groupBy(embedSignups.origin)
    .orderBy(desc(sql`count(*)`), embedSignups.origin);
}
