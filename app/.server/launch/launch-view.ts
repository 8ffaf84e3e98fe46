import type { Executor } from "../db/client.ts";
import { launchProgress, placeOf } from "../db/launch-invitations.ts";
import type { Config } from "../config.ts";
import { rankingOf } from "./ranking.ts";
import { consoleTime } from "../../lib/admin/when.ts";
import { referralCopy as copy } from "../../lib/copy/share.ts";
import type { LaunchView } from "../../lib/schemas/share-view.ts";

/** What a person's referral page shows of the launch: how far the waves have reached, and their own invitation's state. */
export async function launchView(db: Executor, subscriberId: number, now = new Date()): Promise<LaunchView> {
  const { reached, own } = await launchProgress(db, subscriberId);
  if (!own) return { reached, invitation: null };
  const state = own.acceptedAt
    ? "accepted"
    : own.expiresAt.getTime() <= now.getTime()
      ? "expired"
      : own.sendAt.getTime() > now.getTime()
        ? "scheduled"
        : "sent";
  return { reached, invitation: { state, until: consoleTime(state === "scheduled" ? own.sendAt : own.expiresAt) } };
}

/**
 * The preference centre's line about the launch, for a member of the launch list (undefined for
 * anyone else): their place as the referral page gives it, how many are ahead, how far the
 * invitations have reached (or their own invitation), and, while they wait, how referrals move them.
 */
export async function launchLine(db: Executor, config: Pick<Config, "REFERRAL_DOMAIN_CAP">, subscriberId: number, now = new Date()): Promise<string | undefined> {
  const ranking = await rankingOf(db, config);
  const place = await placeOf(db, subscriberId, ranking);
  if (!place) return undefined;
  const { reached, invitation } = await launchView(db, subscriberId, now);
  const progress = invitation ? copy.invitation[invitation.state](invitation.until) : reached === null ? copy.noneYet : copy.reached(reached);
  // How referrals move them, while they wait: the referral page's sentence.
  const moving = invitation ? "" : ` ${copy.intro(ranking.boost)}`;
  return `${copy.placeTerm}: ${copy.place(place.place, place.of)}. ${copy.ahead(place.place)} ${progress}${moving}`;
}
