import { personRef } from "../../lib/schemas/referrals.ts";
import type { ReferralView } from "../../lib/schemas/share-view.ts";
import type { Config } from "../config.ts";
import { countedReferrals, ensureReferralCode } from "../db/person-referrals.ts";
import { placeOf } from "../db/launch-invitations.ts";
import { launchView } from "../launch/launch-view.ts";
import { readShareSettings } from "../db/share-settings.ts";
import { findSubscriberByEmail, findSubscriberByPublicId } from "../db/subscribers.ts";
import { createSigner } from "../signing.ts";
import type { Services } from "../services.ts";
import type { Subscriber } from "../db/schema.ts";
import { isUuid } from "../../lib/schemas/input.ts";

// What a person who confirmed an address sees of the waitlist they share: their own link, how many
// confirmed through it, their place on the launch list, and the address of their referral page (a
// signed link naming their random public id, which works for good, like an unsubscribe link).

const MAX_TOKEN = 200;
const pageSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "referral-page");

export const REFERRAL_PAGE_PATH = "/referral";
export const referralPagePath = (config: Config, publicId: string) => `${REFERRAL_PAGE_PATH}?token=${encodeURIComponent(pageSigner(config).sign(publicId))}`;

/** The public id a referral page's token names, when genuine. Never throws. */
export function verifyReferralPageToken(config: Config, token: string | null | undefined): string | undefined {
  if (!token || token.length > MAX_TOKEN) return undefined;
  const publicId = pageSigner(config).unsign(token);
  return publicId && isUuid(publicId) ? publicId : undefined;
}

/** The link and figures of a confirmed subscriber (their code is made the first time). */
export async function referralViewOf(s: Pick<Services, "db" | "config">, subscriber: Pick<Subscriber, "id" | "publicId">): Promise<ReferralView> {
  const code = await ensureReferralCode(s.db, subscriber.id);
  const settings = await readShareSettings(s.db);
  const [referrals, place, launch] = await Promise.all([
    countedReferrals(s.db, subscriber.id),
    placeOf(s.db, subscriber.id, { boost: settings.referralBoost, domainCap: s.config.REFERRAL_DOMAIN_CAP }),
    launchView(s.db, subscriber.id),
  ]);
  return {
    link: `${s.config.PUBLIC_URL}/?ref=${personRef(code)}`,
    page: referralPagePath(s.config, subscriber.publicId),
    referrals,
    place: place ?? null,
    boost: settings.referralBoost,
    launch,
  };
}

export type ReferralPage = { kind: "invalid" } | { kind: "unconfirmed" } | { kind: "shown"; view: ReferralView };

/** The referral page's answer for its token: only a confirmed address has a link to share. */
export async function readReferralPage(s: Services, token: string | null): Promise<ReferralPage> {
  const publicId = verifyReferralPageToken(s.config, token);
  const subscriber = publicId ? await findSubscriberByPublicId(s.db, publicId) : undefined;
  if (!subscriber) return { kind: "invalid" };
  if (subscriber.status !== "confirmed") return { kind: "unconfirmed" };
  return { kind: "shown", view: await referralViewOf(s, subscriber) };
}

/** The confirm page's panel, for the address its link confirmed (null unless it is confirmed). */
export async function referralViewOfEmail(s: Services, email: string): Promise<ReferralView | null> {
  const subscriber = await findSubscriberByEmail(s.db, email);
  return subscriber?.status === "confirmed" ? referralViewOf(s, subscriber) : null;
}
