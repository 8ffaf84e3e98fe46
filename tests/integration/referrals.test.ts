import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsDaily, referralCredits, referralInvites, referralsCounted, referrers, seats, siteContent, subscribers } from "../../app/.server/db/schema.ts";
import { countReferral } from "../../app/.server/referrals/record-referral.ts";
import { referralPagePath } from "../../app/.server/referrals/referral-view.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, testIdText } from "../helpers/admin.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { clickConfirm, confirmByMailbox, deliverConfirmation } from "../helpers/mailbox.ts";

// The waitlist people share (issue 27, item 4), over HTTP against the production build: a confirmed
// person's own link, and who counts through it: distinct mailboxes, once, after their own click;
// never the referrer's own inbox (a +tag, Gmail's dots, their own browser), never a throwaway inbox,
// never an address already on the list; replays and races add nothing. Their place on the launch
// list moves up by the operator's setting.

describe("referral links", () => {
  const t = useTestApp({ ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test" }, { pages: true });

  /** Joins the launch list (the search prompt's list) from a browser, through a ref or not. */
  const join = (browser: TestClient, email: string, ref?: string) => browser.postJson("/api/subscribe/", { email, source: "search", ...(ref ? { ref } : {}) });

  /** A person on the launch list, confirmed from their own browser; their code once their panel was shown. */
  async function member(email: string, ref?: string, browser: TestClient = t.app.client()): Promise<{ browser: TestClient; code: string; id: number }> {
    expect((await join(browser, email, ref)).status).toBe(202);
    await confirmByMailbox(t.app, t.database, email, browser);
    const [row] = await t.database.db
      .select({ code: referrers.code, id: subscribers.id })
      .from(subscribers)
      .innerJoin(referrers, eq(referrers.subscriberId, subscribers.id))
      .where(eq(subscribers.email, email));
    return { browser, code: row!.code, id: row!.id };
  }

  const counted = async (referrerId: number) => (await t.database.db.select().from(referralsCounted).where(eq(referralsCounted.referrerId, referrerId))).length;
  const referralPage = async (html: string) => {
    const path = /data-testid="referral-page-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="referral-page-link"/.exec(html);
    return (path![1] ?? path![2]!).replaceAll("&amp;", "&");
  };

  it("shows a confirmed person their link, confirmed referrals and place, on the confirm page and on their signed referral page", async () => {
    const browser = t.app.client();
    await join(browser, "bob@example.com");
    const confirmed = await clickConfirm(t.app, await deliverConfirmation(t.app, t.database, "bob@example.com"), browser);
    expect(confirmed.status).toBe(200);
    const html = plain(await confirmed.text());
    const [{ code }] = (await t.database.db.select({ code: referrers.code }).from(referrers)) as [{ code: string }];
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(html).toContain(`value="http://classwish.test/?ref=p_${code}"`);
    expect(testIdText(html, "referral-place")).toBe("#1 of 1");
    expect(testIdText(html, "referral-count")).toBe("0");
    // One-tap sharing, as plain links carrying the link.
    expect(html).toContain(`href="https://wa.me/?text=`);
    expect(html).toContain(encodeURIComponent(`http://classwish.test/?ref=p_${code}`));

    // The referral page: private, not indexed, the same figures; its link names no address.
    const page = await referralPage(html);
    expect(page).toMatch(/^\/referral\?token=/);
    expect(page).not.toContain("bob");
    const res = await t.app.client().fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const shown = plain(await res.text());
    expect(shown).toContain('<meta name="robots" content="noindex"/>');
    expect(testIdText(shown, "referral-place")).toBe("#1 of 1");
    expect(shown).toContain(`value="http://classwish.test/?ref=p_${code}"`);
    // Shown again: the same code, made once.
    expect(await t.database.db.select().from(referrers)).toHaveLength(1);

    // A forged or cut token answers 400 and shows nothing of anyone.
    for (const bad of ["/referral", "/referral?token=", `${page.slice(0, -3)}abc`, `/referral?token=${"x".repeat(5000)}`]) {
      const r = await t.app.client().fetch(bad);
      expect(r.status, bad).toBe(400);
      expect(await r.text(), bad).not.toContain("referral-place");
    }
  });

  it("says to confirm first when the address behind a genuine referral page is not confirmed (any more)", async () => {
    const bob = await member("bob@example.com");
    // The confirm link of an already confirmed address shows the panel again, with the page's link.
    const html = plain(await (await clickConfirm(t.app, await deliverConfirmation(t.app, t.database, "bob@example.com"), bob.browser)).text());
    const page = await referralPage(html);
    await t.database.db.update(subscribers).set({ status: "unsubscribed" }).where(eq(subscribers.id, bob.id));
    const res = await t.app.client().fetch(page);
    expect(res.status).toBe(200);
    const shown = await res.text();
    expect(shown).toContain("Confirm your address first");
    expect(shown).not.toContain(bob.code);
  });

  it("counts distinct confirmed mailboxes only: no +tag or Gmail-dot farming, no self-referral, no throwaway inbox, no address already on the list", async () => {
    const fay = await member("fay@example.com");
    const bob = await member("bob@example.com");
    const ref = `p_${bob.code}`;
    expect(fay.code).not.toBe(bob.code);

    // A friend, confirmed from their own browser: counts, once their mailbox clicks.
    await join(t.app.client(), "ana@example.com", ref);
    expect(await counted(bob.id)).toBe(0);
    await confirmByMailbox(t.app, t.database, "ana@example.com");
    expect(await counted(bob.id)).toBe(1);
    // The same inbox again under a +tag: nothing more.
    await join(t.app.client(), "ana+again@example.com", ref);
    await confirmByMailbox(t.app, t.database, "ana+again@example.com");
    // Gmail: dots and +tags are one inbox.
    await join(t.app.client(), "cy.d@gmail.com", ref);
    await confirmByMailbox(t.app, t.database, "cy.d@gmail.com");
    await join(t.app.client(), "C.Y.D+x@googlemail.com", ref);
    await confirmByMailbox(t.app, t.database, "c.y.d+x@googlemail.com");
    expect(await counted(bob.id)).toBe(2);

    // Bob's own inbox under a +tag, from anywhere: not a referral.
    await join(t.app.client(), "bob+friend@example.com", ref);
    await confirmByMailbox(t.app, t.database, "bob+friend@example.com");
    // Another inbox typed in the browser Bob confirmed from: his own, not a friend's.
    await join(bob.browser, "bobs-other@example.net", ref);
    await confirmByMailbox(t.app, t.database, "bobs-other@example.net");
    // A throwaway inbox is refused at the intake, before anything is written.
    const disposable = await join(t.app.client(), "temp@mailinator.com", ref);
    expect(disposable.status).toBe(400);
    expect(await t.database.db.select().from(subscribers).where(eq(subscribers.email, "temp@mailinator.com"))).toEqual([]);
    // Fay was on the list before Bob's link: her inbox under another spelling is not his to count.
    await join(t.app.client(), "fay+bob@example.com", ref);
    await confirmByMailbox(t.app, t.database, "fay+bob@example.com");
    // Nor does an address given but never confirmed.
    await join(t.app.client(), "dee@example.com", ref);
    expect(await counted(bob.id)).toBe(2);
    await confirmByMailbox(t.app, t.database, "dee@example.com");
    expect(await counted(bob.id)).toBe(3);

    // Bob's own link in his own name: nothing (his address is confirmed already).
    await join(t.app.client(), "bob@example.com", ref);
    expect(await counted(bob.id)).toBe(3);
    expect(await counted(fay.id)).toBe(0);
    const mailboxes = (await t.database.db.select({ m: referralsCounted.mailbox }).from(referralsCounted)).map((r) => r.m).sort();
    expect(mailboxes).toEqual(["ana@example.com", "cyd@gmail.com", "dee@example.com"]);
  });

  it("is idempotent: a replayed confirmation, a second link, a racing second spelling and a repeated count add nothing", async () => {
    const bob = await member("bob@example.com");
    const fay = await member("fay@example.com");
    const friend = t.app.client();
    await join(friend, "ana@example.com", `p_${bob.code}`);
    // The same address through another link later: the first link keeps it.
    await join(t.app.client(), "ana@example.com", `p_${fay.code}`);
    const link = await deliverConfirmation(t.app, t.database, "ana@example.com");
    // The click, replayed at once from several browsers and again later.
    expect((await Promise.all([1, 2, 3, 4].map(() => clickConfirm(t.app, link)))).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await clickConfirm(t.app, link)).status).toBe(200);
    expect([await counted(bob.id), await counted(fay.id)]).toEqual([1, 0]);
    // The use case itself, run again for the same person: false, nothing written.
    const [ana] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, "ana@example.com"));
    expect(await t.database.db.transaction((tx) => countReferral(tx, ana!.id))).toBe(false);

    // Two spellings of one inbox confirmed at the same moment: one referral.
    await join(t.app.client(), "eve+1@example.com", `p_${bob.code}`);
    await join(t.app.client(), "eve+2@example.com", `p_${bob.code}`);
    const links = [await deliverConfirmation(t.app, t.database, "eve+1@example.com"), await deliverConfirmation(t.app, t.database, "eve+2@example.com")];
    const answers = await Promise.all(links.map((l) => clickConfirm(t.app, l)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await counted(bob.id)).toBe(2);
    expect(await t.database.db.select().from(referralInvites)).toHaveLength(3);
  });

  it("moves a referrer up the launch list by the operator's places per referral, and back when it is set to 0", async () => {
    const [a, b, c, d] = [await member("a@example.com"), await member("b@example.com"), await member("c@example.com"), await member("d@example.com")];
    /** Their place, as their referral page shows it. */
    const place = async (who: { id: number }) => {
      const [{ publicId }] = (await t.database.db.select({ publicId: subscribers.publicId }).from(subscribers).where(eq(subscribers.id, who.id))) as [{ publicId: string }];
      return testIdText(plain(await (await t.app.client().fetch(referralPagePath(t.app.config, publicId))).text()), "referral-place");
    };
    expect(await place(d)).toBe("#4 of 4");
    // One friend confirms through D's link (and joins the list too): 3 places up, by default.
    await member("e@example.com", `p_${d.code}`);
    expect(await place(d)).toBe("#2 of 5");
    expect(await place(a)).toBe("#1 of 5");
    expect(await place(b)).toBe("#3 of 5");
    expect(await place(c)).toBe("#4 of 5");

    // The operator's setting, from the console; bad values are refused and change nothing.
    const op = t.app.client();
    await login(t.app, op);
    const csrf = await csrfOf(op, "/admin/referrals");
    for (const bad of ["-1", "abc", "1001", "", "2.5"]) {
      const res = await postForm(t.app, op, "/admin/referrals", { csrf, intent: "settings", referralBoost: bad, socialProofMin: "1" });
      expect(res.status, bad).toBe(400);
    }
    expect(await t.database.db.select().from(siteContent)).toEqual([]);
    const saved = await postForm(t.app, op, "/admin/referrals", { csrf, intent: "settings", referralBoost: "0", socialProofMin: "1" });
    expect(saved.status).toBe(302);
    expect(await place(d)).toBe("#4 of 5");
    await postForm(t.app, op, "/admin/referrals", { csrf, intent: "settings", referralBoost: "10", socialProofMin: "1" });
    expect(await place(d)).toBe("#1 of 5");

    // The console's top referrers: D, with one confirmed referral.
    const top = plain(await (await op.fetch("/admin/referrals")).text());
    expect(top).toMatch(/data-testid="top-referrers"[\s\S]*d@example\.com[\s\S]*<td[^>]*>1<\/td>/);
    // A subject-access export says what the share loop holds of the person, as counts.
    const exported = await (await op.fetch(`/admin/subscribers/${d.id}/export.json`)).json();
    expect(exported.referrals).toEqual({ code: d.code, cameThroughALink: false, given: 1, confirmed: 1 });
    const [e] = await t.database.db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, "e@example.com"));
    expect((await (await op.fetch(`/admin/subscribers/${e!.id}/export.json`)).json()).referrals).toEqual({ code: expect.any(String), cameThroughALink: true, given: 0, confirmed: 0 });
    expect(testIdText(plain(await (await op.fetch(`/admin/subscribers/${d.id}`)).text()), "person-referrals")).toBe("1 confirmed of 1 address given through their link");
    // Seats are not affected: nothing of the seats tables is written by any of it.
    expect(await t.database.db.select().from(seats)).toEqual([]);
  });

  it("counts visits through people's links in the analytics as one label, never a person's code", async () => {
    const beacon = (ref: string) =>
      fetch(`${t.app.url}/api/events`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ event: "pageview", path: "/", entrance: true, ref }) });
    expect((await beacon("p_AAAAAAAAAAAA")).status).toBe(204);
    expect((await beacon("p_BBBBBBBBBBBB")).status).toBe(204);
    await expect.poll(async () => (await t.database.db.select().from(analyticsDaily)).map((r) => [r.ref, r.count]), { timeout: 10_000 }).toEqual([["p_", 2]]);
  });

  it("a person's link credits no wish or course, and a malformed one is refused with nothing written", async () => {
    const bob = await member("bob@example.com");
    const visitor = t.app.client();
    const searched = await visitor.postJson("/api/find-course/", { search_id: randomUUID(), concept: "Stoicism", budget: 100, class_size: 5, ref: `p_${bob.code}` });
    expect(searched.ok).toBe(true);
    expect(await t.database.db.select().from(referralCredits)).toEqual([]);
    for (const ref of ["p_short", `p_${bob.code}x`, "p_<script>xx", `P_${bob.code}`]) {
      const bad = await visitor.postJson("/api/subscribe/", { email: "x@example.com", ref });
      expect(bad.status, ref).toBe(400);
    }
    expect(await t.database.db.select().from(subscribers)).toHaveLength(1);
    // A code no one has credits nothing, and the address still joins.
    expect((await join(t.app.client(), "y@example.com", "p_AAAAAAAAAAAA")).status).toBe(202);
    expect(await t.database.db.select().from(referralInvites)).toEqual([]);
  });
});
