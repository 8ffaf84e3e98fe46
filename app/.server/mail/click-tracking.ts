import type { Db } from "../db/client.ts";
import { forgetPersonClicks } from "../db/mail-clicks.ts";
import { readMailSettings, writeMailSettings } from "../db/mail-settings.ts";

// Per-person click tracking (the console's setting, off by default, as listmonk's is). Off: a click
// only adds one to its campaign's count for that link, and nothing names the person. On: it is also
// noted with its message (once per message and link), so the campaign's page can say who clicked.
// Switching it off forgets those notes at once; the counts stay.

/** Sets per-person tracking; how many per-person notes were forgotten (switching it off). */
export async function setPerPersonTracking(db: Db, on: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    await writeMailSettings(tx, { perPersonTracking: on });
    return on ? 0 : forgetPersonClicks(tx);
  });
}

export const perPersonTracking = async (db: Db): Promise<boolean> => (await readMailSettings(db)).perPersonTracking;
