import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { subscribers, visitors } from "./schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Makes sure the anonymous visitor has a row; cheap and safe to call before every write. */
export async function ensureVisitor(db: Db | Tx, visitorId: string): Promise<void> {
  await db.insert(visitors).values({ id: visitorId }).onConflictDoNothing();
}

/** What the visitor may know about themselves: never anyone else's data, never the address itself. */
export async function visitorState(db: Db, visitorId: string): Promise<{ has_email: boolean }> {
  const [row] = await db
    .select({ status: subscribers.status })
    .from(visitors)
    .innerJoin(subscribers, eq(subscribers.id, visitors.subscriberId))
    .where(eq(visitors.id, visitorId));
  return { has_email: row !== undefined && row.status !== "unsubscribed" };
}
