import type { Config } from "../config.ts";
import type { Executor } from "../db/client.ts";
import type { Ranking } from "../db/launch-invitations.ts";
import { readShareSettings } from "../db/share-settings.ts";

/** How places are worked out now: the Referrals page's places per referral and REFERRAL_DOMAIN_CAP. */
export async function rankingOf(db: Executor, config: Pick<Config, "REFERRAL_DOMAIN_CAP">): Promise<Ranking> {
  const { referralBoost } = await readShareSettings(db);
  return { boost: referralBoost, domainCap: config.REFERRAL_DOMAIN_CAP };
}
