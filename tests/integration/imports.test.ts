import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { launchPlace } from "../../app/.server/db/person-referrals.ts";
import { importedSubscribers, imports, messages, subscribers, subscriptions, suppressions } from "../../app/.server/db/schema.ts";
import { IMPORT_CONFIRMATIONS_PER_MINUTE } from "../../app/.server/imports/import-list.ts";
import { ADMIN_PASSWORD, csrfOf, login, postForm, testIdText } from "../helpers/admin.ts";
import { useAppWithSmtp } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";

// Importing an existing list (issue 39, item 2) through the operator API: stated consent keeps the
// original time and sends nothing; the others are asked by the confirmation e-mail, spread over
// time, and join by their own click; what the intake refuses is never added; bad files are refused
// whole. Real server, real PostgreSQL, real worker and SMTP listener.

const ADMIN_TOKEN = "import-test-operator-token-0123456789";
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("list import", () => {
  const t = useAppWithSmtp({ ADMIN_TOKEN, ADMIN_PASSWORD, MAIL_RATE: "0" });

  const post = (csv: string | Uint8Array<ArrayBuffer>, query = "", headers: Record<string, string> = {}) =>
    fetch(`${t.app.url}/api/admin/imports${query}`, { method: "POST", headers: { ...auth, "content-type": "text/csv", ...headers }, body: csv });
  const importCsv = async (csv: string, query = "") => {
    const res = await post(csv, query);
    const body = (await res.json()) as { import_id: number; counts: Record<string, number>; not_added: Array<{ row: number; outcome: string }>; not_added_url: string; error?: string };
    return { status: res.status, body };
  };
  const people = () => t.database.db.select().from(subscribers).orderBy(asc(subscribers.id));

  it("a stated-consent file keeps each person's place and sends nothing; a dry run first writes nothing; the same file twice adds nothing", async () => {
    // Someone who joined the launch list through the site in 2025-06, between the imported people.
    const [site] = await t.database.db.insert(subscribers).values({ email: "site@example.com", source: "search", status: "confirmed", confirmedAt: new Date("2025-06-01T00:00:00Z") }).returning();
    await t.database.db.insert(subscriptions).values({ subscriberId: site!.id, list: "launch", state: "active", confirmedAt: new Date("2025-06-01T00:00:00Z") });
    const csv = [
      "Address,Name,signed_up_at,lists,consent,consent_at",
      "late@example.com,Late,2025-09-01T10:00:00Z,launch,Signup form on oldsite.example,2025-09-01T10:00:00Z",
      "Early@Example.com,Early,2025-01-15,launch newsletter,Signup form on oldsite.example,",
    ].join("\r\n");

    const dry = await importCsv(csv, "?dry_run=true");
    expect(dry.status).toBe(200);
    expect(dry.body.counts).toMatchObject({ rows: 2, new: 2, confirmed: 2, to_confirm: 0, known: 0 });
    expect((await people()).map((p) => p.email)).toEqual(["site@example.com"]);

    const real = await importCsv(csv);
    expect(real.status).toBe(201);
    expect(real.body.counts).toMatchObject({ rows: 2, new: 2, confirmed: 2, to_confirm: 0 });
    const byEmail = new Map((await people()).map((p) => [p.email, p]));
    const early = byEmail.get("early@example.com")!;
    expect(early).toMatchObject({ status: "confirmed", source: "import" });
    // 2025-01-15 without an offset is Singapore's midnight.
    expect(early.createdAt.toISOString()).toBe("2025-01-14T16:00:00.000Z");
    const late = byEmail.get("late@example.com")!;
    // Places by their own time: early, the site's person, late.
    expect((await launchPlace(t.database.db, early.id, 0))?.place).toBe(1);
    expect((await launchPlace(t.database.db, site!.id, 0))?.place).toBe(2);
    expect((await launchPlace(t.database.db, late.id, 0))?.place).toBe(3);
    const evidence = await t.database.db.select().from(importedSubscribers).where(eq(importedSubscribers.subscriberId, early.id));
    expect(evidence[0]).toMatchObject({ name: "Early", consentSource: "Signup form on oldsite.example", importId: real.body.import_id });
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, early.id))).map((m) => [m.list, m.state]).sort()).toEqual([
      ["launch", "active"],
      ["newsletter", "active"],
    ]);

    const again = await importCsv(csv);
    expect(again.body.counts).toMatchObject({ rows: 2, new: 0, known: 2 });
    expect(await people()).toHaveLength(3);
    // Nothing was queued for anyone, and nothing reached the mailbox.
    await waitForDrained(t.database, t.app.mail.boss);
    expect(await t.database.db.select().from(messages)).toEqual([]);
    expect(t.smtp.received).toEqual([]);
  });

  it("a plain file sends confirmations spread over time, and a person joins only by their own click", async () => {
    const n = IMPORT_CONFIRMATIONS_PER_MINUTE + 2;
    const rows = Array.from({ length: n }, (_, i) => `reader${i}@example.com,,launch`);
    const { status, body } = await importCsv(["email,signed_up_at,lists", ...rows].join("\n"));
    expect(status).toBe(201);
    expect(body.counts).toMatchObject({ rows: n, new: n, confirmed: 0, to_confirm: n });
    const queued = await t.database.db.select().from(messages).orderBy(asc(messages.sendAfter));
    expect(queued).toHaveLength(n);
    expect(queued.every((m) => m.kind === "confirm")).toBe(true);
    // The first minute's share goes now, the rest a minute later (not all at once).
    const first = queued[0]!.sendAfter.getTime();
    expect(queued.filter((m) => m.sendAfter.getTime() === first)).toHaveLength(IMPORT_CONFIRMATIONS_PER_MINUTE);
    expect(queued.at(-1)!.sendAfter.getTime() - first).toBe(60_000);
    const mails = await t.smtp.waitFor(IMPORT_CONFIRMATIONS_PER_MINUTE);
    // Nobody is on a list before their click.
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.state, "active"))).toEqual([]);
    const mail = mails.find((m) => m.to.includes("reader0@example.com"))!;
    const link = /https?:\/\/[^\s"<>]+\/confirm\?token=[A-Za-z0-9._~-]+/.exec(mail.text)![0];
    const url = new URL(link);
    const confirm = await fetch(`${t.app.url}${url.pathname}${url.search}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=confirm" });
    expect(confirm.status).toBe(200);
    const [reader0] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, "reader0@example.com"));
    expect(reader0!.status).toBe("confirmed");
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.state, "active"))).map((m) => m.subscriberId)).toEqual([reader0!.id]);
  });

  it("never adds what the intake refuses, the suppressed or the unsubscribed; the rows not added download as CSV", async () => {
    await t.database.db.insert(suppressions).values({ email: "bounced@example.com", reason: "hard_bounce" });
    await t.database.db.insert(subscribers).values([
      { email: "left@example.com", source: "newsletter", status: "unsubscribed", unsubscribedAt: new Date() },
      { email: "ana@example.com", source: "newsletter", status: "unsubscribed", unsubscribedAt: new Date() },
      { email: "known@example.com", source: "search", status: "confirmed", confirmedAt: new Date() },
    ]);
    const csv = [
      "email,name,signed_up_at,lists,consent",
      "not-an-address,,,,",
      "someone@mailinator.com,,,,",
      "bounced@example.com,,,,",
      "left@example.com,,,,Form on oldsite",
      "ana+old@example.com,,,,Form on oldsite",
      "known@example.com,,,,",
      '"=HYPERLINK(""http://evil.example"",""click"")",,,,',
      "fresh@example.com,\"=HYPERLINK(\"\"http://evil.example\"\")\",,,",
      "FRESH@example.com,,,,",
      "later@example.com,,2999-01-01,,",
      "course@example.com,,,course:999999,",
    ].join("\n");
    const { status, body } = await importCsv(csv);
    expect(status).toBe(201);
    expect(body.counts).toEqual({ rows: 11, new: 1, confirmed: 0, to_confirm: 1, known: 2, invalid: 4, disposable: 1, suppressed: 1, unsubscribed: 2 });
    expect(body.not_added.map((r) => [r.row, r.outcome])).toEqual([
      [1, "invalid"],
      [2, "disposable"],
      [3, "suppressed"],
      [4, "unsubscribed"],
      [5, "unsubscribed"],
      [6, "known"],
      [7, "invalid"],
      [9, "duplicate"],
      [10, "invalid"],
      [11, "invalid"],
    ]);
    expect((await people()).map((p) => p.email).sort()).toEqual(["ana@example.com", "fresh@example.com", "known@example.com", "left@example.com"]);
    const download = await fetch(`${t.app.url}${body.not_added_url}`, { headers: auth });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("text/csv");
    const text = await download.text();
    expect(text.split("\r\n")[0]).toBe('"row","address","outcome","reason"');
    // In the file's order, whichever check found them.
    expect(text.split("\r\n").slice(1, -1).map((line) => Number(line.split(",")[0]!.replaceAll('"', "")))).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11]);
    // The formula is written as text, never as a formula a spreadsheet would run.
    expect(text).toContain(`"7","'=HYPERLINK(`);
    expect(text).toContain('"9","fresh@example.com","duplicate","The same address as row 8."');
  });

  it("refuses a file that is not a list whole, with a clear message, and writes nothing", async () => {
    const cases: Array<[string | Uint8Array<ArrayBuffer>, RegExp]> = [
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), /email \(or address\)/],
      ["name,lists\nAna,launch\n", /email \(or address\)/],
      ["", /empty/],
      [`email\n${"a".repeat(20 * 1024 * 1024)}\n`, /longer than 64 KB/],
      ['email,name\nana@example.com,"never closed\n', /never closed/],
      ["email,email\nana@example.com,ana@example.com\n", /twice/],
      ["email\nana@example.com,extra\n", /Row 1 has 2 cells/],
    ];
    for (const [csv, message] of cases) {
      const res = await post(csv);
      expect(res.status, String(message)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(await people()).toEqual([]);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(imports)).toEqual([{ n: 0 }]);

    expect((await post("email\nana@example.com\n", "", { "content-type": "application/json" })).status).toBe(415);
    expect((await post("email\nana@example.com\n", "?dry_run=maybe")).status).toBe(400);
    expect((await fetch(`${t.app.url}/api/admin/imports`, { method: "POST", headers: { "content-type": "text/csv", authorization: "Bearer wrong" }, body: "email\n" })).status).toBe(401);
    expect((await fetch(`${t.app.url}/api/admin/imports/999/not-added.csv`, { headers: auth })).status).toBe(404);
    expect(await people()).toEqual([]);
  });

  it("the console checks a file first, then imports what it checked, once", async () => {
    const operator = t.app.client();
    await login(t.app, operator);
    const page = "/admin/subscribers/import";
    const csrf = await csrfOf(operator, page);
    const upload = new FormData();
    upload.set("csrf", csrf);
    upload.set("intent", "check");
    upload.set("file", new File(["email,consent\nana@example.com,Form on oldsite\nnot-an-address,\n"], "old-list.csv", { type: "text/csv" }));
    const checked = await operator.fetch(page, { method: "POST", headers: { origin: t.app.url }, body: upload });
    expect(checked.status).toBe(200);
    const html = await checked.text();
    expect(testIdText(html, "count-new")).toBe("1");
    expect(testIdText(html, "count-invalid")).toBe("1");
    expect(html).toContain("nothing is imported yet");
    expect(await people()).toEqual([]);
    const dryRunId = /name="dryRunId" value="(\d+)"/.exec(html)![1]!;
    const notAdded = await operator.fetch(`/admin/imports/${dryRunId}/not-added.csv`);
    expect(await notAdded.text()).toContain('"2","not-an-address","invalid"');

    const imported = await postForm(t.app, operator, page, { csrf, intent: "import", dryRunId });
    expect(imported.status).toBe(200);
    expect(testIdText(await imported.text(), "count-confirmed")).toBe("1");
    const [ana] = await people();
    expect([ana!.email, ana!.status]).toEqual(["ana@example.com", "confirmed"]);
    // Her page says whose word her consent is, and her data export carries the evidence.
    expect(testIdText(await (await operator.fetch(`/admin/subscribers/${ana!.id}`)).text(), "person-consent")).toMatch(/^Stated in an imported list: “Form on oldsite”/);
    const exported = (await (await operator.fetch(`/admin/subscribers/${ana!.id}/export.json`)).json()) as { imported: { consentSource: string; row: number } };
    expect(exported.imported).toMatchObject({ consentSource: "Form on oldsite", row: 1 });
    // The checked file is imported once: a second press finds it gone.
    const again = await postForm(t.app, operator, page, { csrf, intent: "import", dryRunId });
    expect(again.status).toBe(409);
    expect(await people()).toHaveLength(1);
    // A check never imported is forgotten after a day: its file is dropped when the next check is made.
    const other = new FormData();
    other.set("csrf", csrf);
    other.set("intent", "check");
    other.set("file", new File(["email\ncai@example.com\n"], "other.csv", { type: "text/csv" }));
    const unused = await operator.fetch(page, { method: "POST", headers: { origin: t.app.url }, body: other });
    const unusedId = Number(/name="dryRunId" value="(\d+)"/.exec(await unused.text())![1]);
    const keptNow = await t.database.db.select({ id: imports.id }).from(imports).where(sql`${imports.file} is not null`);
    expect(keptNow.map((f) => f.id)).toEqual([unusedId]);
    await t.database.db.update(imports).set({ createdAt: sql`now() - interval '25 hours'` });
    const recheck = new FormData();
    recheck.set("csrf", csrf);
    recheck.set("intent", "check");
    recheck.set("file", new File(["email\nben@example.com\n"], "next\u0000.csv", { type: "text/csv" }));
    const next = await operator.fetch(page, { method: "POST", headers: { origin: t.app.url }, body: recheck });
    const nextId = Number(/name="dryRunId" value="(\d+)"/.exec(await next.text())![1]);
    const files = await t.database.db.select({ id: imports.id, kept: sql<boolean>`${imports.file} is not null`, fileName: imports.fileName }).from(imports).orderBy(asc(imports.id));
    expect(files.filter((f) => f.kept).map((f) => f.id)).toEqual([nextId]);
    // A name's control characters are not kept.
    expect(files.at(-1)!.fileName).toBe("next.csv");
    // Not for anyone else.
    expect((await fetch(`${t.app.url}/admin/imports/${dryRunId}/not-added.csv`, { redirect: "manual" })).status).toBe(302);
  });
});
