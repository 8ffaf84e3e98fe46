import type { Db } from "../db/client.ts";
import { clicksPerLink, whoClicked } from "../db/mail-clicks.ts";
import { sequenceStepById } from "../db/sequences.ts";
import { campaignNames } from "../admin/mail.ts";
import { campaignLabel } from "../../lib/admin/copy.ts";
import { perPersonTracking } from "./click-tracking.ts";
import { getNewsletter } from "../db/newsletters.ts";
import { mailingFigures, ratesPerCampaign, type RateRow } from "./rates.ts";
import { letterLinks } from "./templates.ts";

// What one mailing did (a newsletter, a launch wave, a sequence step): its figures, its links'
// clicks (each named by the address it points to), and who clicked only while per-person tracking is on.

/** A campaign key as messages.campaign writes them: a kind, or a kind and a row id. */
export const CAMPAIGN_KEY = /^[a-z_]{1,30}(:\d{1,10})?$/;

export type CampaignView = {
  key: string;
  label: string;
  figures: RateRow;
  links: Array<{ link: number; url: string | null; clicks: number; people: number }>;
  tracking: boolean;
  /** Empty unless per-person tracking is on (switching it off forgets who clicked). */
  clickedBy: Awaited<ReturnType<typeof whoClicked>>;
};

/** The addresses a newsletter's or a step's letter points to, by place (read now: a step's text may have changed since). */
async function linkAddresses(db: Db, key: string): Promise<string[]> {
  const [kind, id] = key.split(":");
  if (kind === "newsletter") return letterLinks((await getNewsletter(db, Number(id)))?.markdown ?? "");
  if (kind === "sequence") return letterLinks((await sequenceStepById(db, Number(id)))?.markdown ?? "");
  return [];
}

export async function campaignView(db: Db, key: string): Promise<CampaignView | undefined> {
  if (!CAMPAIGN_KEY.test(key)) return undefined;
  const [figures] = await ratesPerCampaign(db, 1, [key]);
  if (!figures) return undefined;
  const [names, perLink, addresses, tracking] = await Promise.all([campaignNames(db, [key]), clicksPerLink(db, key), linkAddresses(db, key), perPersonTracking(db)]);
  return {
    key,
    label: campaignLabel(key, names),
    figures,
    links: perLink.map((l) => ({ ...l, url: addresses[l.link] ?? null })),
    tracking,
    clickedBy: tracking ? await whoClicked(db, key) : [],
  };
}

/** Every newsletter, launch wave and sequence step with its figures and its name, newest first (the Sent mail page, the CSV). */
export async function mailingsView(db: Db, limit?: number) {
  const rows = await mailingFigures(db, limit);
  const names = await campaignNames(db, rows.map((r) => r.key));
  return rows.map((r) => ({ ...r, label: campaignLabel(r.key, names) }));
}
