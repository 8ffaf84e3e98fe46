import { execFile } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchHolds, launchInvitations, launchSettings, launchWaves, messages, referralsCounted, subscribers, subscriptions, suppressions, webhookDeliveries, webhookEndpoints } from "../../app/.server/db/schema.ts";
import { invitationToken } from "../../app/.server/launch/invitation.ts";
import { preferencesToken } from "../../app/.server/mail/tokens.ts";
import { referralPagePath } from "../../app/.server/referrals/referral-view.ts";
import { placeOf } from "../../app/.server/db/launch-invitations.ts";
import { createEndpoint } from "../../app/.server/webhooks/endpoints.ts";
import { checkExpiries, refillExpiredPlaces, tellExpiredInvitations } from "../../app/.server/launch/expiry.ts";
import { saveLaunchSettings } from "../../app/.server/launch/settings.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { useAppWithSmtp, type TestApp } from "../helpers/app.ts";
import type { TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { postFormTo } from "../helpers/smtp.ts";

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";
const ACCESS_URL = "https://app.classwish.test/start?from=invite";
const env = { PUBLIC_URL: "http://classwish.test", ADMIN_TOKEN, MAIL_RATE: "0", ACCESS_URL };

const api = (app: TestApp, path: string, body?: unknown) =>
  fetch(`${app.url}/api/admin/launch${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });

/** A signed-in console client, the Launch page's CSRF token and the page as it shows now. */
async function signedIn(app: TestApp) {
  const c = app.client();
  await login(app, c);
  return { c, csrf: await csrfOf(c, "/admin/launch"), page: plain(await (await c.fetch("/admin/launch")).text()) };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/**
 * The launch list: p1…p6 confirmed one after another (p1 first), each an active member; p6 has two
 * confirmed referrals (3 places each by default, so 6 places up: first). Beside them: an
 * unsubscribed member, and a suppressed one and a bounced one who confirmed last (places 7 and 8,
 * never invited), and the two friends p6 brought, on the newsletter only.
 */
async function seedList(database: TestDatabase) {
  const db = database.db;
  const people = await db
    .insert(subscribers)
    .values(
      Array.from({ length: 6 }, (_, i) => ({ email: `p${i + 1}@example.com`, source: "search" as const, status: "confirmed" as const, confirmedAt: minutesAgo(100 - i) })),
    )
    .returning();
  await db.insert(subscriptions).values(people.map((p, i) => ({ subscriberId: p.id, list: "launch" as const, state: "active" as const, confirmedAt: minutesAgo(100 - i) })));
  const [gone, suppressed, bounced] = await db
    .insert(subscribers)
    .values([
      { email: "gone@example.com", source: "search" as const, status: "unsubscribed" as const, confirmedAt: minutesAgo(200), unsubscribedAt: minutesAgo(50) },
      { email: "spam@example.com", source: "search" as const, status: "confirmed" as const, confirmedAt: minutesAgo(2) },
      { email: "bounced@example.com", source: "search" as const, status: "confirmed" as const, confirmedAt: minutesAgo(1), undeliverableAt: minutesAgo(1) },
    ])
    .returning();
  await db.insert(subscriptions).values([
    { subscriberId: gone!.id, list: "launch" as const, state: "ended" as const, confirmedAt: minutesAgo(200) },
    { subscriberId: suppressed!.id, list: "launch" as const, state: "active" as const, confirmedAt: minutesAgo(2) },
    { subscriberId: bounced!.id, list: "launch" as const, state: "active" as const, confirmedAt: minutesAgo(1) },
  ]);
  await db.insert(suppressions).values({ email: "spam@example.com", reason: "complaint" });
  const friends = await db
    .insert(subscribers)
    .values([1, 2].map((i) => ({ email: `friend${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: minutesAgo(5) })))
    .returning();
  await db.insert(subscriptions).values(friends.map((f) => ({ subscriberId: f.id, list: "newsletter" as const, state: "active" as const, confirmedAt: minutesAgo(5) })));
  await db.insert(referralsCounted).values(friends.map((f) => ({ mailbox: f.email, referrerId: people[5]!.id, inviteeId: f.id })));
  return people;
}

const invitedEmails = async (database: TestDatabase) =>
  (
    await database.db.execute<{ email: string; wave_id: number; place: number }>(
      sql`select s.email, i.wave_id, i.place from launch_invitations i join subscribers s on s.id = i.subscriber_id order by i.wave_id, i.place`,
    )
  ).rows;

describe("launch waves through the operator API", () => {
  const t = useAppWithSmtp(env);

  it("refuses a bad wave with a clear 400 and queues nothing", async () => {
    await seedList(t.database);
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: Array<[unknown, RegExp]> = [
      [{ count: 0 }, /count must be a whole number from 1/],
      [{ count: -3 }, /count must be a whole number from 1/],
      [{ count: "5" }, /count must be a whole number from 1/],
      [{ count: 2.5 }, /count must be a whole number from 1/],
      [{ count: null }, /count must be a whole number from 1/],
      [{}, /count must be a whole number from 1/],
      [{ count: 2, extra: true }, /Unknown field: extra/],
      [{ count: 2, send_at: "tomorrow" }, /send_at must be a date and time with its offset/],
      [{ count: 2, send_at: past }, /send_at has passed/],
      [{ count: 7 }, /Only 6 people wait for an invitation: ask for 6 or fewer/],
      [[1, 2], /JSON object/],
      ["not json", /./],
    ];
    for (const [body, message] of cases) {
      const res = await api(t.app, "/invitations", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error, JSON.stringify(body)).toMatch(message);
    }
    expect(await t.database.db.select().from(launchWaves)).toEqual([]);
    expect(await t.database.db.select().from(launchInvitations)).toEqual([]);
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });

  it("two waves invite the right people in place order, each once, a referral moving one up; the waves' figures follow", async () => {
    const people = await seedList(t.database);
    const first = await api(t.app, "/invitations", { count: 2 });
    expect(first.status).toBe(201);
    const one = (await first.json()) as { wave_id: number; invited: number };
    expect(one.invited).toBe(2);
    const second = await api(t.app, "/invitations", { count: 3 });
    expect(second.status).toBe(201);
    const two = (await second.json()) as { wave_id: number; invited: number };
    expect(two).toMatchObject({ invited: 3 });
    expect(two.wave_id).toBeGreaterThan(one.wave_id);

    // p6's two confirmed referrals move them 6 places up: first. Then p1, p2… in confirmation order.
    expect(await invitedEmails(t.database)).toEqual([
      { email: "p6@example.com", wave_id: one.wave_id, place: 1 },
      { email: "p1@example.com", wave_id: one.wave_id, place: 2 },
      { email: "p2@example.com", wave_id: two.wave_id, place: 3 },
      { email: "p3@example.com", wave_id: two.wave_id, place: 4 },
      { email: "p4@example.com", wave_id: two.wave_id, place: 5 },
    ]);
    // One left (p5): a wave of two is more than the list, and nothing is queued for it.
    const third = await api(t.app, "/invitations", { count: 2 });
    expect(third.status).toBe(400);
    expect(((await third.json()) as { error: string }).error).toMatch(/Only 1 person waits/);

    await t.smtp.waitFor(5);
    const rows = await waitForDrained(t.database, t.app.mail.boss);
    expect(rows.map((m) => `${m.kind} ${m.status}`)).toEqual(Array.from({ length: 5 }, () => "invitation sent"));
    const recipients = t.smtp.received.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(["p1@example.com", "p2@example.com", "p3@example.com", "p4@example.com", "p6@example.com"]);
    const mail = t.smtp.received.find((m) => m.to[0] === "p6@example.com")!;
    expect(mail.subject).toBe("Your invitation to Classwish is here");
    expect(mail.headers.get("list-id")).toBe("Classwish launch <launch.classwish.test>");
    expect(mail.text).toContain("you were number 1 on the launch list");
    expect(mail.text).toMatch(/http:\/\/classwish\.test\/invitation\?token=\S+/);
    expect(people).toHaveLength(6);

    const waves = await api(t.app, "/waves");
    expect(waves.status).toBe(200);
    const body = (await waves.json()) as { waiting: number; waves: Array<Record<string, unknown>> };
    expect(body.waiting).toBe(1);
    expect(body.waves.map((w) => [w.wave_id, w.kind, w.requested, w.invited, w.first_place, w.last_place, w.sent, w.opened, w.accepted, w.expired])).toEqual([
      [two.wave_id, "count", 3, 3, 3, 5, 3, 0, 0, 0],
      [one.wave_id, "count", 2, 2, 1, 2, 2, 0, 0, 0],
    ]);
  });

  it("everyone waiting down to a place: through_place, refused when nobody waits there or with count beside it", async () => {
    await seedList(t.database);
    expect((await api(t.app, "/invitations", { count: 2, through_place: 3 })).status).toBe(400);
    const both = await api(t.app, "/invitations", { count: 2, through_place: 3 });
    expect(((await both.json()) as { error: string }).error).toBe("Give count or through_place, not both.");
    expect(((await (await api(t.app, "/invitations", { through_place: 0 })).json()) as { error: string }).error).toMatch(/^through_place must be a whole number from 1/);
    const res = await api(t.app, "/invitations", { through_place: 3 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ invited: 3 });
    expect((await invitedEmails(t.database)).map((r) => [r.email, r.place])).toEqual([
      ["p6@example.com", 1],
      ["p1@example.com", 2],
      ["p2@example.com", 3],
    ]);
    const again = await api(t.app, "/invitations", { through_place: 3 });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe("Nobody waiting holds place 3 or above: everyone there has an invitation. Nothing was queued.");
    expect(await t.database.db.select().from(launchWaves)).toHaveLength(1);
  });

  it("the old launch button is one wave of everyone waiting, and a second press reaches only newcomers", async () => {
    await seedList(t.database);
    const res = await fetch(`${t.app.url}/api/admin/announcements/launch`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await res.json()).toEqual({ queued: 6 });
    const again = await fetch(`${t.app.url}/api/admin/announcements/launch`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await again.json()).toEqual({ queued: 0 });
    const [wave, ...more] = await t.database.db.select().from(launchWaves);
    expect(more).toEqual([]);
    expect(wave).toMatchObject({ requested: null, invited: 6 });
    await t.smtp.waitFor(6);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(t.smtp.received).toHaveLength(6);
  });

  it("a scheduled wave waits in the outbox until its time; with a daily cap the rest go on the next days", async () => {
    await seedList(t.database);
    const at = new Date(Date.now() + 3 * 86_400_000);
    const res = await api(t.app, "/invitations", { count: 2, send_at: at.toISOString() });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ invited: 2, send_at: at.toISOString() });
    const rows = await t.database.db.select().from(messages);
    expect(rows.map((m) => [m.kind, m.status, m.sendAfter.toISOString()])).toEqual([
      ["invitation", "queued", at.toISOString()],
      ["invitation", "queued", at.toISOString()],
    ]);
    const invitations = await t.database.db.select().from(launchInvitations);
    expect(invitations.map((i) => i.expiresAt.getTime() - i.sendAt.getTime())).toEqual([7 * 86_400_000, 7 * 86_400_000]);
  });
});

describe("the operator CLI", () => {
  const t = useAppWithSmtp(env);
  const operator = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["scripts/operator.ts", ...args], { env: { ...process.env, PUBLIC_URL: t.app.url, ADMIN_TOKEN } });

  it("invite and waves drive the same API; a bad count is refused with the API's words", async () => {
    await seedList(t.database);
    const refused = await operator("invite", "0").catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain("400: count must be a whole number from 1");
    const tooMany = await operator("invite", "9").catch((err: { code: number; stderr: string }) => err);
    expect((tooMany as { stderr: string }).stderr).toContain("Only 6 people wait for an invitation");
    expect((await operator("invite", "2")).stdout).toMatch(/^Wave \d+: 2 person\(s\) invited, sent from \d{4}-/);
    const waves = (await operator("waves")).stdout;
    expect(waves).toContain("4 person(s) wait for an invitation. Settings: no daily cap; invitations open 7 day(s); expired places not offered on (the server's defaults: not saved yet).");
    expect(waves).toMatch(/^ +\d+ +\S+ +1–2 +2 /m);
    expect(await t.database.db.select().from(launchInvitations)).toHaveLength(2);
  });
});

describe("a daily cap spreads a wave over days", () => {
  const t = useAppWithSmtp({ ...env, INVITATIONS_PER_DAY: "2", INVITATION_DAYS: "3" });

  it("two a day: five people go on three days, in place order; each expires three days after its own send", async () => {
    await seedList(t.database);
    const at = new Date(Date.now() + 3_600_000);
    expect((await api(t.app, "/invitations", { count: 5, send_at: at.toISOString() })).status).toBe(201);
    const rows = (
      await t.database.db.execute<{ email: string; send_at: Date; expires_at: Date; send_after: Date }>(
        sql`select s.email, i.send_at, i.expires_at, m.send_after from launch_invitations i join subscribers s on s.id = i.subscriber_id
          join messages m on m.dedupe_key = 'invitation:' || i.subscriber_id order by i.place`,
      )
    ).rows;
    const day = (n: number) => new Date(at.getTime() + n * 86_400_000).toISOString();
    expect(rows.map((r) => [r.email, new Date(r.send_at).toISOString(), new Date(r.send_after).toISOString(), new Date(r.expires_at).toISOString()])).toEqual([
      ["p6@example.com", day(0), day(0), day(3)],
      ["p1@example.com", day(0), day(0), day(3)],
      ["p2@example.com", day(1), day(1), day(4)],
      ["p3@example.com", day(1), day(1), day(4)],
      ["p4@example.com", day(2), day(2), day(5)],
    ]);
  });

  it("the cap counts every wave of a day together, a person let in out of order too", async () => {
    await seedList(t.database);
    const at = new Date(Date.now() + 3_600_000);
    const day = (n: number) => new Date(at.getTime() + n * 86_400_000).toISOString();
    const first = await api(t.app, "/invitations", { count: 3, send_at: at.toISOString() });
    expect(await first.json()).toMatchObject({ invited: 3, send_at: day(0), last_send_at: day(1) });
    // The second wave, at the same time: its day has no room left, and the next day one place.
    const second = await api(t.app, "/invitations", { count: 2, send_at: at.toISOString() });
    expect(await second.json()).toMatchObject({ invited: 2, send_at: day(1), last_send_at: day(2) });
    const one = await api(t.app, "/invite-one", { email: "p5@example.com", send_at: at.toISOString() });
    expect(one.status).toBe(201);
    expect(await one.json()).toMatchObject({ email: "p5@example.com", place: 6, send_at: day(2) });
    const perDay = (
      await t.database.db.execute<{ send_at: Date; n: number }>(sql`select send_at, count(*)::int as n from launch_invitations group by send_at order by send_at`)
    ).rows.map((r) => [new Date(r.send_at).toISOString(), r.n]);
    expect(perDay).toEqual([
      [day(0), 2],
      [day(1), 2],
      [day(2), 2],
    ]);
    // Each message waits for its own day.
    const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from messages m join launch_invitations i on m.dedupe_key = 'invitation:' || i.subscriber_id where m.send_after = i.send_at`);
    expect(rows[0]!.n).toBe(6);
  });
});

describe("one person over the operator API and the CLI", () => {
  const t = useAppWithSmtp(env);
  const operator = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["scripts/operator.ts", ...args], { env: { ...process.env, PUBLIC_URL: t.app.url, ADMIN_TOKEN } });
  const answer = async (path: string, body?: unknown) => {
    const res = await api(t.app, path, body);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it("invites one out of order, holds one back with a reason and releases them; refusals say why and change nothing", async () => {
    await seedList(t.database);
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const [path, body, status, error] of [
      ["/invite-one", {}, 400, /^email must be the person's address/],
      ["/invite-one", { email: "p1\u0000@example.com" }, 400, /^email must be the person's address/],
      ["/holds/release", { email: "not an address" }, 400, /^email must be the person's address/],
      ["/invite-one", { email: "p1@example.com", extra: 1 }, 400, /^Unknown field: extra\./],
      ["/invite-one", { email: "p1@example.com", send_at: past }, 400, /^That time has passed/],
      ["/invite-one", { email: "nobody@example.com" }, 404, /^No one has given the address nobody@example\.com\. Nothing changed\.$/],
      ["/invite-one", { email: "spam@example.com" }, 409, /bounced or is suppressed/],
      ["/invite-one", { email: "friend1@example.com" }, 409, /is not a confirmed member of the launch list/],
      ["/holds", { email: "p1@example.com" }, 400, /^reason must say why they are held back: 1 to 300 characters\./],
      ["/holds", { email: "p1@example.com", reason: "   " }, 400, /^reason must say why/],
      ["/holds/release", { email: "p1@example.com" }, 404, /^p1@example\.com is not held back\. Nothing changed\.$/],
    ] as const) {
      const res = await answer(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(String(res.body.error), `${path} ${JSON.stringify(body)}`).toMatch(error);
    }
    expect(await t.database.db.select().from(launchInvitations)).toEqual([]);
    expect(await t.database.db.select().from(launchHolds)).toEqual([]);

    expect(await answer("/holds", { email: " P1@Example.com ", reason: "Asked to wait until March" })).toEqual({ status: 201, body: { email: "p1@example.com", reason: "Asked to wait until March" } });
    expect((await answer("/holds")).body.holds).toEqual([{ email: "p1@example.com", reason: "Asked to wait until March", held_at: expect.any(String) }]);
    expect(await answer("/invite-one", { email: "p1@example.com" })).toMatchObject({ status: 409, body: { error: "p1@example.com is held back (“Asked to wait until March”): release the hold first. Nothing changed." } });
    // A wave passes over them; they keep their place.
    expect((await api(t.app, "/invitations", { count: 2 })).status).toBe(201);
    expect((await invitedEmails(t.database)).map((r) => r.email)).toEqual(["p6@example.com", "p2@example.com"]);
    expect(await answer("/holds", { email: "p2@example.com", reason: "x" })).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^p2@example\.com was invited already \(wave \d+\)\./) } });

    // The CLI: the same endpoints.
    expect((await operator("holds")).stdout).toMatch(/^p1@example\.com +since \d{4}-\d\d-\d\dT[\d:.]+Z {2}Asked to wait until March$/m);
    expect((await operator("release", "p1@example.com")).stdout).toBe("p1@example.com's hold is released: the next wave may invite them at their place.\n");
    const again = await operator("release", "p1@example.com").catch((err: { code: number; stderr: string }) => err);
    expect(again).toMatchObject({ code: 2, stderr: "404: p1@example.com is not held back. Nothing changed.\n" });
    expect(await operator("hold", "p3@example.com").catch((err: { code: number; stderr: string }) => err)).toMatchObject({ code: 2, stderr: expect.stringContaining('hold needs --reason "…"') });
    expect((await operator("hold", "p3@example.com", "--reason", "Press, after the review")).stdout).toBe("p3@example.com is held back: waves pass over them until the hold is released.\n");
    expect((await operator("invite-one", "p1@example.com")).stdout).toMatch(/^Wave \d+: p1@example\.com \(place 2\) invited out of order, sent from \d{4}-/);
    expect(await answer("/invite-one", { email: "p1@example.com" })).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^p1@example\.com was invited already/) } });
    expect((await answer("/holds")).body.holds).toEqual([{ email: "p3@example.com", reason: "Press, after the review", held_at: expect.any(String) }]);
    const waves = (await (await api(t.app, "/waves")).json()) as { waves: Array<{ kind: string; invited: number; first_place: number }> };
    expect(waves.waves[0]).toMatchObject({ kind: "out_of_order", invited: 1, first_place: 2 });
  }, 30_000);

  it("the launch settings over the API and the CLI: any of them changed, the others kept; bad values refused, nothing saved", async () => {
    expect(await answer("/settings")).toEqual({ status: 200, body: { per_day: 0, invitation_days: 7, refill: false, saved_at: null } });
    for (const [body, error] of [
      [{}, /^Give per_day, invitation_days or refill/],
      [{ per_day: -1 }, /^per_day must be a whole number from 0 \(no cap\) to 1,000,000/],
      [{ per_day: "5" }, /^per_day must be a whole number/],
      [{ per_day: 2.5 }, /^per_day must be a whole number/],
      [{ invitation_days: 0 }, /^invitation_days must be a whole number from 1 to 365/],
      [{ invitation_days: 366 }, /^invitation_days must be a whole number from 1 to 365/],
      [{ refill: "yes" }, /^refill must be true or false/],
      [{ per_day: 5, extra: 1 }, /^Unknown field: extra\./],
    ] as const) {
      const res = await answer("/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.error), JSON.stringify(body)).toMatch(error);
    }
    expect(await t.database.db.select().from(launchSettings)).toEqual([]);

    expect(await answer("/settings", { per_day: 500 })).toEqual({ status: 200, body: { per_day: 500, invitation_days: 7, refill: false, saved_at: expect.any(String) } });
    expect((await operator("launch-settings", "--days", "3", "--refill", "on")).stdout).toMatch(
      /^at most 500 invitations a day, every wave together; invitations open 3 day\(s\); expired places offered to the next people \(saved \d{4}-[\d-]+T[\d:.]+Z\)\.\n$/,
    );
    expect(await operator("launch-settings", "--per-day", "many").catch((err: { code: number; stderr: string }) => err)).toMatchObject({ code: 2, stderr: expect.stringContaining("400: per_day must be a whole number") });
    expect(await t.database.db.select().from(launchSettings)).toEqual([expect.objectContaining({ perDay: 500, invitationDays: 3, refill: true })]);
  });
});

describe("the invitation's link, its Accept and the access token", () => {
  const t = useAppWithSmtp(env);

  async function invite(count: number) {
    const res = await api(t.app, "/invitations", { count });
    expect(res.status).toBe(201);
    return t.database.db.execute<{ id: number; public_id: string; email: string; subscriber_public_id: string }>(
      sql`select i.id, i.public_id, s.email, s.public_id as subscriber_public_id from launch_invitations i join subscribers s on s.id = i.subscriber_id order by i.place`,
    );
  }
  const page = (token: string, init: RequestInit = {}) => fetch(`${t.app.url}/invitation?token=${encodeURIComponent(token)}`, { redirect: "manual", ...init });
  const accept = (token: string, intent = "accept") =>
    page(token, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url }, body: `intent=${intent}` });
  const stateOf = async (id: number) => (await t.database.db.execute<{ opened_at: Date | null; accepted_at: Date | null }>(sql`select opened_at, accepted_at from launch_invitations where id = ${id}`)).rows[0]!;

  it("shows whose access it is, accepts on a POST, and redirects with a token the JWKS verifies; altered or expired tokens fail", async () => {
    await seedList(t.database);
    const [mine] = (await invite(1)).rows;
    const token = invitationToken(t.app.config, mine!.public_id);

    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    const html = (await shown.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("This invitation is for p•••@example.com");
    expect(html).not.toContain("p6@example.com");
    expect(html).toContain("Accept the invitation");
    expect(html).toMatch(/stays open until \d+ \w+ \d{4}, \d\d:\d\d SGT/);
    // Showing it opened it; it did not accept it.
    expect(await stateOf(mine!.id)).toMatchObject({ accepted_at: null });
    expect((await stateOf(mine!.id)).opened_at).not.toBeNull();

    const res = await accept(token);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://app.classwish.test/start");
    expect(location.searchParams.get("from")).toBe("invite");
    const jwt = location.searchParams.get("access_token")!;
    const acceptedAt = (await stateOf(mine!.id)).accepted_at;
    expect(acceptedAt).not.toBeNull();

    const jwksRes = await fetch(`${t.app.url}/.well-known/jwks.json`);
    expect(jwksRes.status).toBe(200);
    expect(jwksRes.headers.get("content-type")).toMatch(/^application\/jwk-set\+json/);
    const jwks = (await jwksRes.json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const keys = createLocalJWKSet(jwks);
    const verified = await jwtVerify(jwt, keys, { issuer: "http://classwish.test", audience: "https://app.classwish.test", algorithms: ["EdDSA"] });
    expect(verified.payload).toMatchObject({ sub: mine!.subscriber_public_id, email: mine!.email, invitation: mine!.public_id });
    expect(verified.payload.exp! - verified.payload.iat!).toBe(600);

    // Altered: one character of the payload changed (here the e-mail), the signature kept.
    const [head, payload, signature] = jwt.split(".");
    const forged = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    forged.email = "someone-else@example.com";
    await expect(jwtVerify(`${head}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`, keys)).rejects.toThrow(/signature verification failed/);
    // Expired: the same token eleven minutes on.
    await expect(jwtVerify(jwt, keys, { currentDate: new Date(Date.now() + 11 * 60_000) })).rejects.toThrow(/"exp" claim timestamp check failed/);

    // Accepting twice is harmless and says so; Continue hands over again with a fresh token.
    const again = await accept(token);
    expect(again.status).toBe(200);
    const againHtml = (await again.text()).replaceAll("<!-- -->", "");
    expect(againHtml).toContain("Already accepted");
    expect(againHtml).toContain("nothing has changed");
    expect((await stateOf(mine!.id)).accepted_at).toEqual(acceptedAt);
    const onward = await accept(token, "continue");
    expect(onward.status).toBe(302);
    const fresh = new URL(onward.headers.get("location")!).searchParams.get("access_token")!;
    expect(fresh).not.toBe(jwt);
    await expect(jwtVerify(fresh, keys, { issuer: "http://classwish.test", audience: "https://app.classwish.test" })).resolves.toBeTruthy();

    const waves = (await (await api(t.app, "/waves")).json()) as { waves: Array<Record<string, unknown>> };
    expect(waves.waves[0]).toMatchObject({ invited: 1, opened: 1, accepted: 1, expired: 0 });
  });

  it("a forged, altered, expired or another person's link: a clear page, and nothing changes", async () => {
    await seedList(t.database);
    const [a, b] = (await invite(2)).rows;
    const tokenA = invitationToken(t.app.config, a!.public_id);
    // Another person's: A's signature with B's invitation id.
    const swapped = `${b!.public_id}.${tokenA.split(".")[1]}`;
    const altered = `${tokenA.slice(0, -2)}${tokenA.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [swapped, altered, "", "x.y", `${a!.public_id}`, "%00"]) {
      const shown = await page(bad);
      expect(shown.status, bad).toBe(400);
      expect(await shown.text(), bad).toContain("This invitation link does not work");
      const posted = await accept(bad);
      expect(posted.status, bad).toBe(400);
    }
    for (const id of [a!.id, b!.id]) expect(await stateOf(id)).toEqual({ opened_at: null, accepted_at: null });

    // Expired: past its window, Accept is refused with a page that says so.
    await t.database.db.execute(sql`update launch_invitations set expires_at = now() - interval '1 minute' where id = ${b!.id}`);
    const tokenB = invitationToken(t.app.config, b!.public_id);
    const expired = await accept(tokenB);
    expect(expired.status).toBe(410);
    expect((await expired.text()).replaceAll("<!-- -->", "")).toContain("This invitation has expired");
    expect((await stateOf(b!.id)).accepted_at).toBeNull();
    const waves = (await (await api(t.app, "/waves")).json()) as { waves: Array<Record<string, unknown>> };
    expect(waves.waves[0]).toMatchObject({ invited: 2, accepted: 0, expired: 1 });
  });
});

describe("the console's Launch page", () => {
  const t = useAppWithSmtp({ ...env, ADMIN_PASSWORD });

  it("the Launch page saves the daily cap, the window and refill (the environment's until then); bad input is said and saves nothing", async () => {
    await seedList(t.database);
    const { c, csrf, page } = await signedIn(t.app);
    expect(page).toContain("Not saved yet: these are the server&#x27;s defaults");
    expect(page).toMatch(/name="per_day"[^>]*value="0"/);
    expect(page).toMatch(/name="days"[^>]*value="7"/);
    for (const [fields, message] of [
      [{ per_day: "-1", days: "7" }, "Enter the invitations a day at most: a whole number from 0 (no cap) to 1,000,000. Nothing was saved."],
      [{ per_day: "many", days: "7" }, "Enter the invitations a day at most"],
      [{ per_day: "5", days: "0" }, "Enter how many days an invitation stays open: a whole number from 1 to 365. Nothing was saved."],
      [{ per_day: "5", days: "400" }, "Enter how many days an invitation stays open"],
    ] as const) {
      const res = await postForm(t.app, c, "/admin/launch", { csrf, intent: "settings", ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(plain(await res.text())).toContain(message);
    }
    expect(await t.database.db.select().from(launchSettings)).toEqual([]);

    const saved = await postForm(t.app, c, "/admin/launch", { csrf, intent: "settings", per_day: "1", days: "2", refill: "on" });
    expect(saved.status).toBe(200);
    expect(plain(await saved.text())).toContain("The launch settings are saved");
    expect(await t.database.db.select().from(launchSettings)).toEqual([expect.objectContaining({ perDay: 1, invitationDays: 2, refill: true })]);
    const waves = (await (await api(t.app, "/waves")).json()) as { settings: unknown };
    expect(waves.settings).toEqual({ per_day: 1, invitation_days: 2, refill: true, saved_at: expect.any(String) });
    expect(plain(await (await c.fetch("/admin/launch")).text())).toContain("at most 1 go out a day, every wave together");

    // A wave of two now goes on two days, each open two days.
    const wave = (await (await api(t.app, "/invitations", { count: 2 })).json()) as { send_at: string; last_send_at: string };
    expect(new Date(wave.last_send_at).getTime() - new Date(wave.send_at).getTime()).toBe(86_400_000);
    const invitations = await t.database.db.select().from(launchInvitations).orderBy(launchInvitations.place);
    expect(invitations.map((i) => i.expiresAt.getTime() - i.sendAt.getTime())).toEqual([2 * 86_400_000, 2 * 86_400_000]);
    const confirm = plain(await (await postForm(t.app, c, "/admin/launch", { csrf, intent: "wave-preview", count: "1", send_at: "" })).text());
    expect(confirm).toMatch(/This will invite <strong>1 person<\/strong>, sent from \d+ \w+ \d{4}, \d\d:\d\d SGT/);
  });

  it("counts a wave first, sends it on Yes, lists it with Singapore time and UTC; bad input is said and queues nothing", async () => {
    await seedList(t.database);
    const { c, csrf, page } = await signedIn(t.app);
    expect(page).toMatch(/data-testid="launch-waiting"><strong>6 people<\/strong> wait for an invitation/);
    expect(page).toContain("No wave yet.");

    for (const [fields, message] of [
      [{ count: "0" }, "Enter how many people to invite: a whole number from 1 to 1,000,000."],
      [{ count: "-2" }, "Enter how many people to invite"],
      [{ count: "two" }, "Enter how many people to invite"],
      [{ count: "9" }, "Only 6 people wait for an invitation: invite 6 or fewer. Nothing was queued."],
      [{ count: "2", send_at: "2001-01-01T09:00" }, "That time has passed"],
      [{ count: "2", send_at: "soon" }, "Enter the date and time to send the invitations (Singapore time)"],
    ] as const) {
      for (const intent of ["wave-preview", "wave"]) {
        const res = await postForm(t.app, c, "/admin/launch", { csrf, intent, send_at: "", ...fields });
        expect(res.status, `${intent} ${JSON.stringify(fields)}`).toBe(400);
        expect(plain(await res.text())).toContain(message);
      }
    }
    expect(await t.database.db.select().from(launchWaves)).toEqual([]);

    const preview = plain(await (await postForm(t.app, c, "/admin/launch", { csrf, intent: "wave-preview", count: "2", send_at: "2099-01-05T09:00" })).text());
    expect(preview).toContain("This will invite <strong>2 people</strong>, sent from 5 Jan 2099, 09:00 SGT (2099-01-05 01:00 UTC).");
    expect(preview).toContain("Yes, invite them");
    expect(await t.database.db.select().from(launchInvitations)).toEqual([]);

    const done = plain(await (await postForm(t.app, c, "/admin/launch", { csrf, intent: "wave", count: "2", send_at: "2099-01-05T09:00" })).text());
    expect(done).toMatch(/Wave \d+: 2 people invited, sent from 5 Jan 2099, 09:00 SGT \(2099-01-05 01:00 UTC\)\./);
    const listed = plain(await (await c.fetch("/admin/launch")).text());
    const table = listed.match(/data-testid="waves">([^]*?)<\/table>/)![1]!;
    const cells = [...table.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
    expect(cells.slice(1)).toEqual(["5 Jan 2099, 09:00 SGT 2099-01-05 01:00 UTC", "1–2", "2", "0", "0", "0", "0"]);

    // The launch list in place order, filtered, and as CSV: the places people see, the states the waves left.
    const queueOf = async (query: string) => {
      const html = plain(await (await c.fetch(`/admin/launch${query}`)).text());
      const body = html.match(/data-testid="queue">[^]*?<tbody>([^]*?)<\/tbody>/)?.[1] ?? "";
      const rows = [...body.matchAll(/<tr[^>]*>([^]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map((td) => td[1]!.replace(/<[^>]+>/g, "").trim()));
      return { total: html.match(/data-testid="queue-total">([^<]*)</)?.[1], rows };
    };
    const all = await queueOf("");
    expect(all.total).toBe("8 people (1–8 shown)");
    expect(all.rows.map((r) => [r[0], r[1], r[2], r[3]!.replace(/ \(wave \d+, .*\)$/, "")])).toEqual([
      ["1", "p6@example.com", "2", "Invited"],
      ["2", "p1@example.com", "0", "Invited"],
      ["3", "p2@example.com", "0", "Waiting"],
      ["4", "p3@example.com", "0", "Waiting"],
      ["5", "p4@example.com", "0", "Waiting"],
      ["6", "p5@example.com", "0", "Waiting"],
      ["7", "spam@example.com", "0", "Not invited: bounced or suppressed"],
      ["8", "bounced@example.com", "0", "Not invited: bounced or suppressed"],
    ]);
    expect(all.rows[0]![3]).toMatch(/^Invited \(wave \d+, 5 Jan 2099, 09:00 SGT\)$/);
    const waitingRows = await queueOf("?state=waiting");
    expect(waitingRows.rows.map((r) => r[1])).toEqual(["p2@example.com", "p3@example.com", "p4@example.com", "p5@example.com"]);
    expect((await queueOf("?state=nonsense&q=P6")).rows.map((r) => r[1])).toEqual(["p6@example.com"]);
    const csv = await (await c.fetch("/admin/export/launch.csv?state=invited")).text();
    expect(csv.split("\r\n").slice(0, 3)).toEqual([
      '"place","email","confirmed_referrals","state","wave_id","invitation_send_at"',
      expect.stringMatching(/^"1","p6@example\.com","2","invited","\d+","2099-01-05T01:00:00\.000Z"$/),
      expect.stringMatching(/^"2","p1@example\.com","0","invited","\d+","2099-01-05T01:00:00\.000Z"$/),
    ]);

    // The Overview's funnel goes on past Confirmed: the same Invited and Accepted as the waves'.
    const overview = plain(await (await c.fetch("/admin")).text());
    const waveSums = ((await (await api(t.app, "/waves")).json()) as { waves: Array<{ invited: number; accepted: number }> }).waves.reduce(
      (n, w) => ({ invited: n.invited + w.invited, accepted: n.accepted + w.accepted }),
      { invited: 0, accepted: 0 },
    );
    expect([4, 5].map((i) => overview.match(new RegExp(`data-testid="funnel-${i}">(\\d+)<`))?.[1])).toEqual([String(waveSums.invited), String(waveSums.accepted)]);
    expect(waveSums).toEqual({ invited: 2, accepted: 0 });
    expect(overview).toContain(">Invited</span>");
    // Per wave, as the Launch page counts them.
    const perWave = overview.match(/data-testid="funnel-waves">[^]*?<tbody>([^]*?)<\/tbody>/)![1]!;
    expect([...perWave.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim())).toEqual([expect.stringMatching(/^Wave \d+$/), "2", "0", "0%"]);

    // Or everyone waiting down to a place (places 3 and 4 wait: two people); not both fields.
    const through = plain(await (await postForm(t.app, c, "/admin/launch", { csrf, intent: "wave-preview", count: "", through: "4", send_at: "" })).text());
    expect(through).toContain("This will invite <strong>2 people</strong>, sent now.");
    const twoFields = await postForm(t.app, c, "/admin/launch", { csrf, intent: "wave", count: "2", through: "4", send_at: "" });
    expect(twoFields.status).toBe(400);
    expect(plain(await twoFields.text())).toContain("Enter how many people, or the place to invite everyone down to, not both.");
    const nobodyThere = await postForm(t.app, c, "/admin/launch", { csrf, intent: "wave", count: "", through: "2", send_at: "" });
    expect(plain(await nobodyThere.text())).toContain("Nobody waiting holds place 2 or above. Nothing was queued.");

    const everyone = plain(await (await postForm(t.app, c, "/admin/launch", { csrf, intent: "everyone-preview" })).text());
    expect(everyone).toContain("This will invite <strong>4</strong> people, sent now.");
    expect(await t.database.db.select().from(launchInvitations)).toHaveLength(2);
    // A forged press changes nothing.
    expect((await postForm(t.app, c, "/admin/launch", { csrf: "forged", intent: "everyone" })).status).toBe(403);
    expect(await t.database.db.select().from(launchInvitations)).toHaveLength(2);
  });
});

describe("invitation.expired", () => {
  const t = useAppWithSmtp({ ...env, WEBHOOKS_ALLOW_PRIVATE: "true" });
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      bodies.push(body);
      res.end("ok");
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("every invitation that expires unaccepted is told once to the endpoints that ask, however long ago it expired; an accepted one is not", async () => {
    // The check runs every minute on whichever worker takes it (a pg-boss schedule).
    const { rows: schedules } = await t.database.pool.query<{ name: string; cron: string }>("select name, cron from pgboss.schedule where name = 'launch-expiry'");
    expect(schedules).toEqual([{ name: "launch-expiry", cron: "* * * * *" }]);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    expect(await createEndpoint({ db: t.database.db, config: t.app.config }, { url, description: "CRM", events: ["invitation.expired"] })).toMatchObject({ kind: "created" });
    await seedList(t.database);
    expect((await api(t.app, "/invitations", { count: 3 })).status).toBe(201);
    const [a, b, c] = await t.database.db.select().from(launchInvitations).orderBy(launchInvitations.place);
    await t.database.db.execute(sql`update launch_invitations set expires_at = now() - interval '5 minutes' where id = ${a!.id}`);
    await t.database.db.execute(sql`update launch_invitations set expires_at = now() - interval '5 minutes', accepted_at = now() - interval '1 hour' where id = ${b!.id}`);
    await t.database.db.execute(sql`update launch_invitations set expires_at = now() - interval '2 days' where id = ${c!.id}`);
    const services = { db: t.database.db, mail: t.app.mail.queue };
    // Two checks at once (two instances) and one after: each expiry told once in all.
    const told = await Promise.all([tellExpiredInvitations(services), tellExpiredInvitations(services)]);
    expect(told.toSorted()).toEqual([0, 2]);
    expect(await tellExpiredInvitations(services)).toBe(0);
    await expect.poll(async () => (await t.database.db.select().from(webhookDeliveries)).map((d) => d.status), { timeout: 15_000 }).toEqual(["succeeded", "succeeded"]);
    const [expired, old] = await Promise.all([a, c].map(async (i) => (await t.database.db.select().from(launchInvitations).where(sql`${launchInvitations.id} = ${i!.id}`))[0]!));
    const events = bodies.map((x) => JSON.parse(x) as { type: string; data: { place: number } }).toSorted((x, y) => x.data.place - y.data.place);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ["invitation.expired", { email: "p6@example.com", place: 1, wave_id: a!.waveId, invitation: a!.publicId, expired_at: expired!.expiresAt.toISOString() }],
      ["invitation.expired", { email: "p2@example.com", place: 3, wave_id: c!.waveId, invitation: c!.publicId, expired_at: old!.expiresAt.toISOString() }],
    ]);
    expect([expired!.expiryToldAt, old!.expiryToldAt].every((x) => x instanceof Date)).toBe(true);
  });
});

describe("the place people see", () => {
  const t = useAppWithSmtp(env);
  const testId = (html: string, id: string) => plain(html).match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1];

  it("the referral page and the preference centre give the place, who is ahead and how far the waves reached, as the console counts them", async () => {
    const people = await seedList(t.database);
    const byEmail = (email: string) => people.find((p) => p.email === email)!;
    const referral = async (email: string) => (await fetch(`${t.app.url}${referralPagePath(t.app.config, byEmail(email).publicId)}`)).text();

    // Before any wave: the place (p2 is third: p6's referrals moved them first), no invitations yet.
    const before = await referral("p2@example.com");
    expect(testId(before, "referral-place")).toBe("#3 of 8");
    expect(testId(before, "referral-ahead")).toBe("2 people are ahead of you.");
    expect(testId(before, "referral-launch")).toMatch(/^No invitations yet\. Classwish opens in waves, in the launch list&#x27;s order/);

    expect((await api(t.app, "/invitations", { count: 2 })).status).toBe(201);
    const waves = (await (await api(t.app, "/waves")).json()) as { waiting: number; waves: Array<{ last_place: number }> };
    expect(waves.waves[0]!.last_place).toBe(2);

    const after = await referral("p2@example.com");
    expect(testId(after, "referral-place")).toBe("#3 of 8");
    expect(testId(after, "referral-launch")).toMatch(/^Invitations have reached place 2\. /);
    const first = await referral("p6@example.com");
    expect(testId(first, "referral-ahead")).toBe("Nobody is ahead of you.");
    expect(testId(first, "referral-launch")).toMatch(/^Your invitation is in your inbox: it is open until \d+ \w+ \d{4}, \d\d:\d\d SGT\. /);

    const prefs = plain(await (await fetch(`${t.app.url}/preferences?token=${preferencesToken(t.app.config, byEmail("p2@example.com").publicId)}`)).text());
    expect(testId(prefs, "preferences-launch")).toBe(
      "Your place on the launch list: #3 of 8. 2 people are ahead of you. Invitations have reached place 2. Share your own link. Each friend who confirms their address through it moves you 3 places up the launch list.",
    );

    const [mine] = (await t.database.db.execute<{ public_id: string }>(sql`select i.public_id from launch_invitations i where i.subscriber_id = ${byEmail("p6@example.com").id}`)).rows;
    const accept = await fetch(`${t.app.url}/invitation?token=${encodeURIComponent(invitationToken(t.app.config, mine!.public_id))}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url },
      body: "intent=accept",
    });
    expect(accept.status).toBe(302);
    expect(testId(await referral("p6@example.com"), "referral-launch")).toMatch(/^You accepted your invitation\. /);
  });
});

describe("leaving the launch list and coming back", () => {
  const t = useAppWithSmtp(env);

  it("someone who unsubscribes has no place and is never invited meanwhile; back on the list, they have their own place again", async () => {
    const people = await seedList(t.database);
    const p2 = people.find((p) => p.email === "p2@example.com")!;
    const link = `/preferences?token=${preferencesToken(t.app.config, p2.publicId)}`;
    const place = async () => placeOf(t.database.db, p2.id, { boost: 3, domainCap: 3 });
    expect(await place()).toEqual({ place: 3, of: 8 });

    expect((await postFormTo(t.app.url, link, { intent: "leave", list: "launch" })).status).toBe(200);
    expect(await place()).toBeUndefined();
    // A wave of three takes p6, p1 and p3: p2 is not on the list.
    expect((await api(t.app, "/invitations", { count: 3 })).status).toBe(201);
    expect((await invitedEmails(t.database)).map((r) => [r.email, r.place])).toEqual([
      ["p6@example.com", 1],
      ["p1@example.com", 2],
      ["p3@example.com", 3],
    ]);

    expect((await postFormTo(t.app.url, link, { intent: "rejoin", list: "launch" })).status).toBe(200);
    expect(await place()).toEqual({ place: 3, of: 8 });
    expect((await api(t.app, "/invitations", { count: 1 })).status).toBe(201);
    expect((await invitedEmails(t.database)).at(-1)).toMatchObject({ email: "p2@example.com", place: 3 });
  });
});

describe("invitation webhooks", () => {
  const t = useAppWithSmtp({ ...env, WEBHOOKS_ALLOW_PRIVATE: "true" });
  const received: Array<{ headers: Record<string, string>; body: string }> = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.end("ok");
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a wave sends invitation.sent for each person it invites, the first Accept invitation.accepted; signed, once each", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    expect(await createEndpoint({ db: t.database.db, config: t.app.config }, { url, description: "CRM", events: ["invitation.sent", "invitation.accepted"] })).toMatchObject({ kind: "created" });
    const [endpoint] = await t.database.db.select().from(webhookEndpoints);
    await seedList(t.database);
    const wave = (await (await api(t.app, "/invitations", { count: 2 })).json()) as { wave_id: number };
    const invitations = await t.database.db.select().from(launchInvitations).orderBy(launchInvitations.place);
    const token = invitationToken(t.app.config, invitations[0]!.publicId);
    const accept = () =>
      fetch(`${t.app.url}/invitation?token=${encodeURIComponent(token)}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url },
        body: "intent=accept",
      });
    expect((await accept()).status).toBe(302);
    expect((await accept()).status).toBe(200);

    await expect.poll(async () => (await t.database.db.select().from(webhookDeliveries)).map((d) => d.status).sort(), { timeout: 15_000 }).toEqual(["succeeded", "succeeded", "succeeded"]);
    const verifier = new Webhook(endpoint!.secret);
    const events = received.map((r) => verifier.verify(r.body, r.headers) as { type: string; data: Record<string, unknown> });
    const sent = events.filter((e) => e.type === "invitation.sent").map((e) => e.data).sort((a, b) => Number(a.place) - Number(b.place));
    expect(sent).toEqual(
      invitations.map((i) => ({
        email: i.subscriberId === invitations[0]!.subscriberId ? "p6@example.com" : "p1@example.com",
        place: i.place,
        wave_id: wave.wave_id,
        send_at: i.sendAt.toISOString(),
        expires_at: i.expiresAt.toISOString(),
      })),
    );
    const accepted = events.filter((e) => e.type === "invitation.accepted");
    expect(accepted).toHaveLength(1);
    const [row] = await t.database.db.select().from(launchInvitations).where(sql`${launchInvitations.id} = ${invitations[0]!.id}`);
    expect(accepted[0]!.data).toEqual({ email: "p6@example.com", place: 1, wave_id: wave.wave_id, accepted_at: row!.acceptedAt!.toISOString() });
  });
});

describe("one person: out of order, or held back", () => {
  const t = useAppWithSmtp({ ...env, ADMIN_PASSWORD });

  it("a hold keeps someone out of the waves with its reason, shown on their page; released, they can be invited out of order", async () => {
    const people = await seedList(t.database);
    const id = (email: string) => people.find((p) => p.email === email)!.id;
    const c = t.app.client();
    await login(t.app, c);
    const csrf = await csrfOf(c, "/admin/launch");
    const post = async (fields: Record<string, string>) => {
      const res = await postForm(t.app, c, "/admin/launch", { csrf, count: "", send_at: "", email: "", reason: "", ...fields });
      return { status: res.status, html: plain(await res.text()) };
    };
    const personLine = async (email: string) => plain(await (await c.fetch(`/admin/subscribers/${id(email)}`)).text()).match(/data-testid="person-launch">([^<]*)</)?.[1];

    // Refused, with what to do; nothing changes.
    expect(await post({ intent: "hold", email: "p1@example.com" })).toMatchObject({ status: 400, html: expect.stringContaining("Say why you hold them back (1 to 300 characters)") });
    expect(await post({ intent: "hold", email: "nobody@example.com", reason: "x" })).toMatchObject({ status: 400, html: expect.stringContaining("No one has given the address nobody@example.com.") });
    expect(await post({ intent: "invite-one", email: "p1\u0000@example.com" })).toMatchObject({ status: 400, html: expect.stringContaining("No one has given the address") });
    expect(await post({ intent: "invite-one", email: "spam@example.com" })).toMatchObject({ status: 400, html: expect.stringContaining("spam@example.com bounced or is suppressed") });
    expect(await post({ intent: "invite-one", email: "friend1@example.com" })).toMatchObject({ status: 400, html: expect.stringContaining("is not a confirmed member of the launch list") });
    expect(await t.database.db.select().from(launchInvitations)).toEqual([]);

    const held = await post({ intent: "hold", email: " P1@Example.com ", reason: "Asked to wait until March" });
    expect(held.status).toBe(200);
    expect(held.html).toContain("p1@example.com is held back: waves pass over them until the hold is released.");
    expect(await personLine("p1@example.com")).toMatch(/^Place 2 on the launch list · held back since \d+ \w+ \d{4}, \d\d:\d\d SGT: “Asked to wait until March”$/);

    // A wave of two passes over the held person: p6, then p2; p1 keeps place 2.
    expect((await api(t.app, "/invitations", { count: 2 })).status).toBe(201);
    expect((await invitedEmails(t.database)).map((r) => [r.email, r.place])).toEqual([
      ["p6@example.com", 1],
      ["p2@example.com", 3],
    ]);
    const page = plain(await (await c.fetch("/admin/launch?state=held")).text());
    expect(page).toMatch(/data-testid="queue-total">1 person/);
    expect(page).toContain("Asked to wait until March");

    expect(await post({ intent: "invite-one", email: "p1@example.com" })).toMatchObject({ status: 400, html: expect.stringContaining("is held back (“Asked to wait until March”): release the hold first.") });
    expect(await post({ intent: "release", subscriber_id: String(id("p1@example.com")) })).toMatchObject({ status: 200, html: expect.stringContaining("The hold is released") });
    expect(await post({ intent: "release", subscriber_id: String(id("p1@example.com")) })).toMatchObject({ status: 400 });

    const chosen = await post({ intent: "invite-one", email: "p1@example.com" });
    expect(chosen.html).toMatch(/Wave \d+: p1@example\.com \(place 2\) invited out of order\./);
    expect(await post({ intent: "invite-one", email: "p1@example.com" })).toMatchObject({ status: 400, html: expect.stringMatching(/p1@example\.com was invited already \(wave \d+\)\./) });
    expect(await personLine("p1@example.com")).toMatch(/^Place 2 on the launch list · invited out of order \(wave \d+, at place 2\), sent \d+ \w+ \d{4}, \d\d:\d\d SGT, open until /);
    const [wave] = await t.database.db.select().from(launchWaves).where(sql`${launchWaves.chosen}`);
    expect(wave).toMatchObject({ requested: 1, invited: 1 });
    await t.smtp.waitFor(3);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(t.smtp.received.map((m) => m.to[0]).sort()).toEqual(["p1@example.com", "p2@example.com", "p6@example.com"]);
  });
});

describe("fair and hard to game", () => {
  const t = useAppWithSmtp(env);

  it("a referrer's friends at one non-public domain count at most REFERRAL_DOMAIN_CAP (3) times; public mail counts each; the page and the console agree", async () => {
    const db = t.database.db;
    const members = await db
      .insert(subscribers)
      .values(Array.from({ length: 12 }, (_, i) => ({ email: `m${i + 1}@example.com`, source: "search" as const, status: "confirmed" as const, confirmedAt: minutesAgo(100 - i) })))
      .returning();
    await db.insert(subscriptions).values(members.map((m, i) => ({ subscriberId: m.id, list: "launch" as const, state: "active" as const, confirmedAt: minutesAgo(100 - i) })));
    const referrer = members[11]!;
    const friends = await db
      .insert(subscribers)
      .values(["f1@acme.example", "f2@acme.example", "f3@acme.example", "f4@acme.example", "f5@acme.example"].map((email) => ({ email, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: minutesAgo(5) })))
      .returning();
    await db.insert(referralsCounted).values(friends.map((f) => ({ mailbox: f.email, referrerId: referrer.id, inviteeId: f.id })));
    const shown = async () =>
      plain(await (await fetch(`${t.app.url}${referralPagePath(t.app.config, referrer.publicId)}`)).text()).match(/data-testid="referral-place">([^<]*)</)?.[1];

    // Five at acme.example count as three: 12 − 3 × 3 = 3, behind m3 (who confirmed first): fourth. Uncapped they would make them first.
    expect(await shown()).toBe("#4 of 12");
    expect(await placeOf(db, referrer.id, { boost: 3, domainCap: 0 })).toEqual({ place: 1, of: 12 });
    // Two friends at public mail providers count each: 3 + 2 credits, 12 − 15 < 1: first.
    const gmail = await db
      .insert(subscribers)
      .values(["ann.friend@gmail.com", "bo.friend@outlook.com"].map((email) => ({ email, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: minutesAgo(4) })))
      .returning();
    await db.insert(referralsCounted).values(gmail.map((f) => ({ mailbox: f.email, referrerId: referrer.id, inviteeId: f.id })));
    expect(await shown()).toBe("#1 of 12");
    // The console's launch list and a wave go by the same places.
    expect((await api(t.app, "/invitations", { count: 1 })).status).toBe(201);
    expect((await invitedEmails(t.database)).map((r) => [r.email, r.place])).toEqual([["m12@example.com", 1]]);
  });
});

describe("expired places offered on (INVITATIONS_REFILL)", () => {
  const t = useAppWithSmtp({ ...env, INVITATIONS_REFILL: "true" });

  it("each expired, unaccepted place goes to the next person waiting, once, as a wave marked refill", async () => {
    await seedList(t.database);
    expect((await api(t.app, "/invitations", { count: 2 })).status).toBe(201);
    const [first, second] = await t.database.db.select().from(launchInvitations).orderBy(launchInvitations.place);
    // p6's expired unaccepted; p1's was accepted before its end.
    await t.database.db.execute(sql`update launch_invitations set expires_at = now() - interval '1 minute' where id = ${first!.id}`);
    await t.database.db.execute(sql`update launch_invitations set expires_at = now() - interval '1 minute', accepted_at = now() - interval '1 hour' where id = ${second!.id}`);
    const services = { db: t.database.db, mail: t.app.mail.queue, config: t.app.config, log: createLogger("silent") };
    // Refill off on the Launch page (INVITATIONS_REFILL=true is only the default): the minute's check offers nothing.
    await saveLaunchSettings(t.database.db, { perDay: 0, days: 7, refill: false });
    expect(await checkExpiries(services)).toEqual({ told: 0, refill: null });
    expect(await invitedEmails(t.database)).toHaveLength(2);
    await saveLaunchSettings(t.database.db, { perDay: 0, days: 7, refill: true });
    const { refill } = await checkExpiries(services);
    expect(refill).toMatchObject({ expired: 1, invited: 1 });
    expect(await refillExpiredPlaces(services)).toEqual({ expired: 0, invited: 0 });
    expect((await invitedEmails(t.database)).map((r) => r.email)).toEqual(["p6@example.com", "p1@example.com", "p2@example.com"]);
    const waves = (await (await api(t.app, "/waves")).json()) as { waves: Array<Record<string, unknown>> };
    expect(waves.waves[0]).toMatchObject({ wave_id: refill!.waveId, kind: "refill", invited: 1, first_place: 3 });
    await t.smtp.waitFor(3);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(t.smtp.received.map((m) => m.to[0]).sort()).toEqual(["p1@example.com", "p2@example.com", "p6@example.com"]);
  });
});
