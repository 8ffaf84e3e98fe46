import { eq } from "drizzle-orm";
import type { FindCourseInput } from "../../lib/schemas/requests.ts";
import type { Executor } from "./client.ts";
import { searches, type Search } from "./schema.ts";

export type InsertSearchResult = { outcome: "created" | "replayed"; search: Search } | { outcome: "conflict" };

/**
 * Stores a confirmed search once. The browser chooses search_id, so a retry of the same request
 * answers the same; the id reused for another search (or by another visitor) is a conflict.
 */
export async function insertSearch(tx: Executor, visitorId: string, input: FindCourseInput): Promise<InsertSearchResult> {
  const [created] = await tx
    .insert(searches)
    .values({ searchId: input.search_id, visitorId, concept: input.concept, budget: input.budget, classSize: input.class_size })
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
}
