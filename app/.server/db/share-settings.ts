import { eq } from "drizzle-orm";
import { SHARE_DEFAULTS, type ShareSettings } from "../../lib/schemas/share-settings.ts";
import type { Executor } from "./client.ts";
import { siteContent } from "./schema.ts";

// The operator's share settings live on the site's content row (one row, absent until first
// saved: then the defaults), so a change tells every instance's page cache (migration 0010).

export async function readShareSettings(db: Executor): Promise<ShareSettings> {
  const [row] = await db
    .select({ referralBoost: siteContent.referralBoost, socialProofMin: siteContent.socialProofMin })
    .from(siteContent)
    .where(eq(siteContent.id, 1));
  return row ?? { ...SHARE_DEFAULTS };
}
