import { eq } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { newsletters } from "./schema.ts";

// Newsletters: what was written, to which segment, when it goes.

export async function getNewsletter(db: Executor, id: number) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row;
}
