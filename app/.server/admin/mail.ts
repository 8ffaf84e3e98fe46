import { randomUUID } from "node:crypto";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { campaignRows } from "../db/campaign-names.ts";
import { renderMessage, type NewsletterAudience, type RenderedMessage } from "../mail/templates.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { checkedDnsRecords } from "../mail/dns-records.ts";
import { ratesPerCampaign, ratesPerDay } from "../mail/rates.ts";
import { listSuppressions } from "../db/suppressions.ts";
import { pausedCampaigns } from "../db/campaign-pauses.ts";
import { consoleTime } from "../../lib/admin/when.ts";
import { campaignLabel } from "../../lib/admin/copy.ts";

// The E-mail page reads the failed messages through here.
export { failedMessages } from "../db/messages.ts";

const testLinks = (config: Config) => ({
  publicUrl: config.PUBLIC_URL,
  supportEmail: config.SUPPORT_EMAIL,
  // A test recipient is not a subscriber: there is nothing to unsubscribe from.
  unsubscribeUrl: `${config.PUBLIC_URL}/unsubscribe`,
  preferencesUrl: `${config.PUBLIC_URL}/preferences`,
});

/** The draft as its segment's readers get it (the footer's reason and List-Id are the list's). */
export function renderNewsletterPreview(config: Config, subject: string, markdown: string, audience: NewsletterAudience): RenderedMessage {
  return renderMessage({ kind: "newsletter", subject, markdown, audience }, testLinks(config));
}

/** A one-off test of a draft newsletter to one address; it is not a subscriber and nothing is stored. */
export function testNewsletterMail(config: Config, to: string, subject: string, markdown: string, audience: NewsletterAudience): OutgoingMail {
  const rendered = renderNewsletterPreview(config, subject, markdown, audience);
  return {
    from: config.MAIL_FROM,
    to,
    replyTo: config.SUPPORT_EMAIL,
    subject: `[Test] ${rendered.subject}`,
    html: rendered.html,
    text: rendered.text,
    messageId: `<test-${randomUUID()}@${config.publicHost}>`,
    date: new Date(),
    headers: {},
  };
}

/** The course titles, newsletter subjects and sequence steps the campaign keys name (course_opened:7, newsletter:3, sequence:4). */
export async function campaignNames(db: Db, keys: readonly string[]) {
  const ids = (kinds: readonly string[]) => [
    ...new Set(keys.filter((k) => kinds.includes(k.split(":")[0]!)).map((k) => Number(k.split(":")[1])).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)),
  ];
  const courseIds = ids(["course_opened", "asked_class_open"]);
  const newsletterIds = ids(["newsletter"]);
  const stepIds = ids(["sequence"]);
  const { courseRows, newsletterRows, stepRows } = await campaignRows(db, { courseIds, newsletterIds, stepIds });
  return {
    courses: new Map(courseRows.map((r) => [r.id, r.name])),
    newsletters: new Map(newsletterRows.map((r) => [r.id, r.name])),
    steps: new Map(stepRows.map((r) => [r.id, `${r.list === "launch" ? "launch list" : "newsletter"}, day ${r.day}: ${r.subject}`])),
  };
}

/** A campaign key in the console's words (Resume's answer). */
export async function campaignName(db: Db, key: string): Promise<string> {
  return campaignLabel(key, await campaignNames(db, [key]));
}

/** The E-mail page's deliverability part: DNS records, rates per campaign and day, paused campaigns, the suppression list (searched). */
export async function deliverabilityView(ctx: { db: Db; config: Config }, q: string) {
  const [records, campaigns, days, paused, list] = await Promise.all([
    checkedDnsRecords(ctx.config),
    ratesPerCampaign(ctx.db),
    ratesPerDay(ctx.db),
    pausedCampaigns(ctx.db),
    listSuppressions(ctx.db, { q, limit: SUPPRESSIONS_SHOWN + 1 }),
  ]);
  const names = await campaignNames(ctx.db, [...campaigns.map((c) => c.key), ...paused.map((p) => p.campaign)]);
  return {
    mailFrom: ctx.config.MAIL_FROM,
    records,
    campaigns: campaigns.map((c) => ({ ...c, label: campaignLabel(c.key, names) })),
    days,
    paused: paused.map((p) => ({ campaign: p.campaign, label: campaignLabel(p.campaign, names), at: consoleTime(p.pausedAt), reason: p.reason ?? "" })),
    suppressions: list.slice(0, SUPPRESSIONS_SHOWN).map((s) => ({ id: s.id, email: s.email, reason: s.reason, detail: s.detail ?? "", createdAt: consoleTime(s.createdAt) })),
    moreSuppressions: list.length > SUPPRESSIONS_SHOWN,
    q,
  };
}

/** The newest this many suppressions are listed; the CSV export has them all. */
export const SUPPRESSIONS_SHOWN = 100;
