import type { Config } from "../config.ts";
import type { Executor } from "../db/client.ts";
import { readLaunchSettingsRow, saveLaunchSettingsRow } from "../db/launch-settings.ts";
import type { LaunchSettings } from "../../lib/schemas/launch.ts";

// The launch's settings are the operator's (the Launch page): the daily cap, the invitation's window
// and refill. Until first saved they are the environment's (INVITATIONS_PER_DAY, INVITATION_DAYS,
// INVITATIONS_REFILL), so an install configured before the page existed keeps its values.

export type LaunchSettingsView = LaunchSettings & { savedAt: Date | null };

type Defaults = Pick<Config, "INVITATIONS_PER_DAY" | "INVITATION_DAYS" | "INVITATIONS_REFILL">;

/** The settings in force: as saved, else the environment's. */
export async function launchSettings(db: Executor, config: Defaults): Promise<LaunchSettingsView> {
  const row = await readLaunchSettingsRow(db);
  if (row) return { perDay: row.perDay, days: row.days, refill: row.refill, savedAt: row.updatedAt };
  return { perDay: config.INVITATIONS_PER_DAY, days: config.INVITATION_DAYS, refill: config.INVITATIONS_REFILL, savedAt: null };
}

/** Saves them (each instance reads them at its next wave or minute's check). Invitations already made keep their times. */
export const saveLaunchSettings = (db: Executor, s: LaunchSettings): Promise<void> => saveLaunchSettingsRow(db, s);

/** Changes some of the settings, the others kept as they are in force; the settings now. */
export async function updateLaunchSettings(db: Executor, config: Defaults, change: Partial<LaunchSettings>): Promise<LaunchSettingsView> {
  const now = await launchSettings(db, config);
  const next = { perDay: change.perDay ?? now.perDay, days: change.days ?? now.days, refill: change.refill ?? now.refill };
  await saveLaunchSettingsRow(db, next);
  return launchSettings(db, config);
}
