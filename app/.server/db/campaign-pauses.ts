import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { mailCampaignPauses } from "./schema.ts";

// Bulk campaigns that paused themselves (mail/suppression.ts decides when), one row per campaign.

/** Pauses the campaign, once: a campaign the operator resumed is not paused again. True if it paused now. */
export async function insertPause(db: Executor, campaign: string, reason: string): Promise<boolean> {
  const rows = await db
    .insert(mailCampaignPauses)
    .values({ campaign, pausedAt: sql`now()`, reason })
    .onConflictDoNothing()
    .returning({ campaign: mailCampaignPauses.campaign });
  return rows.length > 0;
}

export async function pausedCampaigns(db: Executor) {
  return db.select().from(mailCampaignPauses).where(sql`${mailCampaignPauses.pausedAt} is not null`).orderBy(desc(mailCampaignPauses.pausedAt));
}

/** Ends the campaign's pause; false when it was not paused. */
export async function endPause(tx: Executor, campaign: string): Promise<boolean> {
  const [pause] = await tx
    .update(mailCampaignPauses)
    .set({ pausedAt: null, resumedAt: sql`now()` })
    .where(and(eq(mailCampaignPauses.campaign, campaign), sql`${mailCampaignPauses.pausedAt} is not null`))
    .returning({ campaign: mailCampaignPauses.campaign });
  return pause !== undefined;
}
