import { eq } from "drizzle-orm";
import type { FindCourseInput } from "../../lib/schemas.ts";
import type { Db } from "./client.ts";
import { searches, type Search } from "./schema.ts";
import { ensureVisitor } from "./visitors.ts";

export type RecordSearchResult =
  | { outcome: "created" | "replayed"; search: Search }
  | { outcome: "conflict" };

/**
 * Stores a confirmed search once. The browser chooses search_id, so a retry of the same request
 * answers the same; the id reused for another search (or by another visitor) is a conflict.
 */
export async function recordSearch(db: Db, visitorId: string, input: FindCourseInput): Promise<RecordSearchResult> {
  return db.transaction(async (tx) => {
    await ensureVisitor(tx, visitorId);
    const [created] = await tx
      .insert(searches)
      .values({
        searchId: input.search_id,
        visitorId,
        concept: input.concept,
        budget: input.budget,
        classSize: input.class_size,
      })
      .onConflictDoNothing({ target: searches.searchId })
      .returning();
    if (created) return { outcome: "created", search: created };

    const [existing] = await tx.select().from(searches).where(eq(searches.searchId, input.search_id));
    const same =
      existing !== undefined &&
      existing.visitorId === visitorId &&
      existing.concept === input.concept &&
      existing.budget === input.budget &&
      existing.classSize === input.class_size;
    return same ? { outcome: "replayed", search: existing } : { outcome: "conflict" };
  });
}
