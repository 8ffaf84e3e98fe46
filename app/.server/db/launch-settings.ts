import { eq } from "drizzle-orm";
import type { LaunchSettings } from "../../lib/schemas/launch.ts";
import type { Executor } from "./client.ts";
import { launchSettings } from "./schema.ts";

// The operator's launch settings: one row, absent until first saved (app/.server/launch/settings.ts gives the defaults).

export async function readLaunchSettingsRow(db: Executor): Promise<(LaunchSettings & { updatedAt: Date }) | undefined> {
  const [row] = await db
    .select({ perDay: launchSettings.perDay, days: launchSettings.invitationDays, refill: launchSettings.refill, updatedAt: launchSettings.updatedAt })
    .from(launchSettings)
    .where(eq(launchSettings.id, 1));
  return row;
}

export async function saveLaunchSettingsRow(db: Executor, s: LaunchSettings): Promise<void> {
  const values = { perDay: s.perDay, invitationDays: s.days, refill: s.refill, updatedAt: new Date() };
  await db.insert(launchSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: launchSettings.id, set: values });
}
