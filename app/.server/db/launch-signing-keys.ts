import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { launchSigningKeys } from "./schema.ts";

// The launch's one access-token signing key (launch/access-key.ts makes it): a single row, id 1.

export async function readSigningKey(db: Db) {
  const [row] = await db.select().from(launchSigningKeys).where(eq(launchSigningKeys.id, 1));
  return row;
}

/** Stores a key unless one is there already (a race keeps the first). */
export async function insertSigningKey(db: Db, key: { kid: string; privateJwk: Record<string, string>; publicJwk: Record<string, string> }): Promise<void> {
  await db
    .insert(launchSigningKeys)
    .values({ id: 1, ...key })
    .onConflictDoNothing();
}
