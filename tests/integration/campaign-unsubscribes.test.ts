import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignUnsubscribes, mailClicks, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, testIdText } from "../helpers/admin.ts";
import { useAppWithSmtp } from "../helpers/app.ts";

// What a mailing achieved (issue 39 item 4, in part): a message's unsubscribe link names the
// message, so a person who leaves through it is counted for its campaign, once; a newsletter's
// links go through a signed first-party redirect that counts every click, and who clicked (once per
// link) only with per-person tracking on. Beside the bounces and complaints (the E-mail page, a
// mailing's own page, the CSV, GET /api/admin/mail/rates).
// Real server, PostgreSQL, worker and SMTP listener.

const ADMIN_TOKEN = "campaign-results-operator-token-0123456789";
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("clicks and unsubscribes per campaign", () => {
  const t = useAppWithSmtp({ ADMIN_TOKEN, ADMIN_PASSWORD, MAIL_RATE: "0" });

  it("counts who left through a newsletter's own link, once, and nobody whose link named no message of theirs", async () => {
    const people = await t.database.db
      .insert(subscribers)
      .values(["ana@example.com", "ben@example.com"].map((email) => ({ email, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: new Date() })))
      .returning();
    await t.database.db.insert(subscriptions).values(people.map((p) => ({ subscriberId: p.id, list: "newsletter" as const, state: "active" as const, confirmedAt: new Date() })));
    const sent = await fetch(`${t.app.url}/api/admin/newsletters`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ subject: "November", markdown: "Hello" }) });
    expect(sent.status).toBe(201);
    const { newsletter_id: id } = (await sent.json()) as { newsletter_id: number };
    const mails = await t.smtp.waitFor(2);
    const linkOf = (to: string) => /<(http[^>]+)>/.exec(mails.find((m) => m.to.includes(to))!.headers.get("list-unsubscribe")!)![1]!;
    const oneClick = (url: string) =>
      fetch(`${t.app.url}${new URL(url).pathname}${new URL(url).search}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });

    // Ana leaves through her message's one-click link, twice: counted once.
    expect((await oneClick(linkOf("ana@example.com"))).status).toBe(200);
    expect((await oneClick(linkOf("ana@example.com"))).status).toBe(200);
    // Ben's own token with Ana's message named: he leaves, but that message is not his.
    const anasMessage = new URL(linkOf("ana@example.com")).searchParams.get("m")!;
    const bens = people.find((p) => p.email === "ben@example.com")!;
    expect((await oneClick(`${t.app.url}/unsubscribe?token=${unsubscribeToken(t.app.config, bens.publicId)}&m=${anasMessage}`)).status).toBe(200);
    expect((await t.database.db.select().from(subscribers).orderBy(asc(subscribers.id))).map((p) => p.status)).toEqual(["unsubscribed", "unsubscribed"]);
    expect((await t.database.db.select().from(campaignUnsubscribes)).map((r) => r.campaign)).toEqual([`newsletter:${id}`]);

    const rates = (await (await fetch(`${t.app.url}/api/admin/mail/rates`, { headers: auth })).json()) as { campaigns: Array<{ key: string; messages: number; unsubscribes: number }> };
    expect(rates.campaigns.find((c) => c.key === `newsletter:${id}`)).toMatchObject({ messages: 2, unsubscribes: 1 });
    const operator = t.app.client();
    await login(t.app, operator);
    expect(testIdText(await (await operator.fetch("/admin/email")).text(), `left-newsletter:${id}`)).toBe("1");
  });

  it("counts a newsletter's clicks through its own redirect, naming nobody unless per-person tracking is on (then once per person and link); an altered link goes nowhere", async () => {
    const people = await t.database.db
      .insert(subscribers)
      .values(["cai@example.com", "dee@example.com"].map((email) => ({ email, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: new Date() })))
      .returning();
    await t.database.db.insert(subscriptions).values(people.map((p) => ({ subscriberId: p.id, list: "newsletter" as const, state: "active" as const, confirmedAt: new Date() })));
    const markdown = "Read [our plan](https://example.org/plan?a=1&b=2) and [the schedule](https://example.org/schedule).";
    const sent = await fetch(`${t.app.url}/api/admin/newsletters`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ subject: "December", markdown }) });
    const { newsletter_id: id } = (await sent.json()) as { newsletter_id: number };
    const mails = await t.smtp.waitFor(2);
    const linksOf = (to: string) => [...mails.find((m) => m.to.includes(to))!.html.matchAll(/href="(http[^"]+\/r\/[^"]+)"/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")));
    const cai = linksOf("cai@example.com");
    expect(cai).toHaveLength(2);
    const open = (u: URL) => fetch(`${t.app.url}${u.pathname}`, { redirect: "manual" });

    const first = await open(cai[0]!);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("https://example.org/plan?a=1&b=2");
    // Again, and the other link: three clicks.
    await open(cai[0]!);
    expect((await open(cai[1]!)).headers.get("location")).toBe("https://example.org/schedule");
    // An altered link: a page saying so, no redirect, nothing counted.
    const altered = await fetch(`${t.app.url}${cai[0]!.pathname.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`, { redirect: "manual" });
    expect(altered.status).toBe(400);
    expect(altered.headers.get("location")).toBeNull();
    expect(await altered.text()).toContain("This link is not valid");

    // Per-person tracking is off (the default): every click counts, nobody is named.
    const rates = async () =>
      ((await (await fetch(`${t.app.url}/api/admin/mail/rates`, { headers: auth })).json()) as { campaigns: Array<{ key: string; clicks: number; peopleClicked: number }> }).campaigns.find(
        (c) => c.key === `newsletter:${id}`,
      )!;
    expect(await rates()).toMatchObject({ clicks: 3, peopleClicked: 0 });
    expect(await t.database.db.select().from(mailClicks)).toEqual([]);
    const operator = t.app.client();
    await login(t.app, operator);
    const campaignPage = async () => plain(await (await operator.fetch(`/admin/email/campaigns/newsletter:${id}`)).text());
    let page = await campaignPage();
    expect(testIdText(page, "figure-sent")).toBe("2");
    expect(testIdText(page, "figure-clicks")).toBe("3");
    expect(page).toContain("1. https://example.org/plan?a=1&amp;b=2");
    expect(page).toContain("Per-person tracking is off, so who clicked is not kept");
    expect(page).not.toContain("cai@example.com");

    // Switched on: a click is kept with its person, once per link; the page lists who.
    const csrf = await csrfOf(operator, "/admin/email/sent");
    expect((await postForm(t.app, operator, "/admin/email/sent", { csrf, per_person: "on" })).status).toBe(302);
    await open(linksOf("dee@example.com")[1]!);
    await open(linksOf("dee@example.com")[1]!);
    expect(await rates()).toMatchObject({ clicks: 5, peopleClicked: 1 });
    page = await campaignPage();
    expect(testIdText(page, "figure-clicks")).toBe("5");
    expect(page).toContain("dee@example.com");
    expect(page).not.toContain("cai@example.com");
    // What is kept of dee is in dee's own data (the export).
    const dee = people.find((p) => p.email === "dee@example.com")!;
    const record = (await (await operator.fetch(`/admin/subscribers/${dee.id}/export.json`)).json()) as { messages: Array<{ clickedLinks: number[] | null }> };
    expect(record.messages.map((m) => m.clickedLinks)).toEqual([[1]]);
    expect(testIdText(await (await operator.fetch("/admin/email")).text(), `clicked-newsletter:${id}`)).toBe("5");
    const csv = await (await operator.fetch("/admin/export/campaigns.csv")).text();
    expect(csv.split("\r\n")[0]).toBe('"campaign","name","left","sent","delivered","hard_bounces","soft_bounces","complaints","clicks","people_clicked","unsubscribed"');
    expect(csv).toContain(`"newsletter:${id}","Newsletter: “December”","2","2","2","0","0","0","5","1","0"`);

    // Switched off: who clicked is forgotten at once, the counts stay.
    expect((await postForm(t.app, operator, "/admin/email/sent", { csrf })).status).toBe(302);
    expect(await t.database.db.select().from(mailClicks)).toEqual([]);
    expect(await rates()).toMatchObject({ clicks: 5, peopleClicked: 0 });
    expect(await campaignPage()).not.toContain("dee@example.com");
    expect((await operator.fetch("/admin/email/campaigns/newsletter:999999")).status).toBe(404);
    expect((await operator.fetch("/admin/email/campaigns/%27%3B--")).status).toBe(404);
  });

  it("a launch wave is a mailing of its own, with its figures", async () => {
    const [person] = await t.database.db.insert(subscribers).values({ email: "eli@example.com", source: "search", status: "confirmed", confirmedAt: new Date() }).returning();
    await t.database.db.insert(subscriptions).values({ subscriberId: person!.id, list: "launch", state: "active", confirmedAt: new Date() });
    const wave = await fetch(`${t.app.url}/api/admin/launch/invitations`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ count: 1 }) });
    expect(wave.status).toBe(201);
    const { wave_id: waveId } = (await wave.json()) as { wave_id: number };
    await t.smtp.waitFor(1);
    const rates = (await (await fetch(`${t.app.url}/api/admin/mail/rates`, { headers: auth })).json()) as { campaigns: Array<{ key: string; sent: number }> };
    expect(rates.campaigns.find((c) => c.key === `invitation:${waveId}`)).toMatchObject({ sent: 1 });
    const operator = t.app.client();
    await login(t.app, operator);
    const page = plain(await (await operator.fetch(`/admin/email/campaigns/invitation:${waveId}`)).text());
    expect(page).toContain(`Launch wave ${waveId}`);
    expect(testIdText(page, "figure-sent")).toBe("1");
    expect(testIdText(page, "figure-clicks")).toBe("0");
  });
});
