import type { ShareSettings } from "../../lib/schemas/share-settings.ts";
import { lockSiteContent, updateSiteContent } from "../db/site-content.ts";
import type { Services } from "../services.ts";

/** The console saves the share settings (checked by the form's schema); pages showing them refresh at once. */
export async function saveShareSettings(s: Pick<Services, "db">, settings: ShareSettings): Promise<void> {
  await s.db.transaction(async (tx) => {
    await lockSiteContent(tx);
    await updateSiteContent(tx, settings);
  });
}
