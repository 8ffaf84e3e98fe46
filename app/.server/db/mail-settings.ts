import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { mailSettings } from "./schema.ts";

// The console's e-mail settings (one row; absent: the defaults). Rows in, rows out.

export type MailSettings = { perPersonTracking: boolean };

export async function readMailSettings(db: Executor): Promise<MailSettings> {
  const [row] = await db.select({ perPersonTracking: mailSettings.perPersonTracking }).from(mailSettings);
  return { perPersonTracking: row?.perPersonTracking ?? false };
}

export async function writeMailSettings(db: Executor, settings: MailSettings): Promise<void> {
  await db
    .insert(mailSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: mailSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}
