import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { TransactionRollbackError } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimAlert } from "../../app/.server/db/demand-alerts.ts";
import { demandAlerts, demandAlertSettings, messages, webhookDeliveries, webhookEndpoints } from "../../app/.server/db/schema.ts";
import { checkDemandThresholds } from "../../app/.server/demand-alerts/check-thresholds.ts";
import { DEMAND_ALERT_QUEUE, startDemandAlertJob } from "../../app/.server/demand-alerts/job.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { startMailWorker } from "../../app/.server/mail/worker.ts";
import { startWebhookWorker } from "../../app/.server/webhooks/deliver.ts";
import type { Services } from "../../app/.server/services.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { fastTuning, startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// Demand that calls you (issue 36, item 5), end to end: the threshold set in the console's
// Overview form, searches made through the API by different browsers, the check run as the
// scheduled job runs it (the use case, and the job through pg-boss), the alert e-mail received by a
// real SMTP listener and the `demand.threshold_reached` webhook by a real HTTP receiver, once.
// The server's own worker is not started (its scheduled check could run first at any minute):
// the mail and webhook workers are started here, and the check only when the test says.

const OPS = "ops@example.com";

/** A receiving system on loopback: every request kept. */
async function startReceiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("demand alerts", () => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: SmtpListener;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let operator: TestClient;
  let services: Services;
  const stops: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
    receiver = await startReceiver();
    app = await startTestApp(database, { ADMIN_PASSWORD, WEBHOOKS_ALLOW_PRIVATE: "true", SMTP_URL: smtp.url, PUBLIC_URL: "http://classwish.test" }, { pages: true });
    const log = createLogger("silent");
    services = { db: database.db, mail: app.mail.queue, config: app.config };
    stops.push((await startMailWorker({ boss: app.mail.boss, db: database.db, config: app.config, log, transport: app.mail.transport, tuning: fastTuning })).stop);
    stops.push((await startWebhookWorker(app.mail.boss, { db: database.db, config: app.config, log, queue: app.mail.queue, sweepEverySeconds: 1 })).stop);
  });
  afterAll(async () => {
    for (const stop of stops.toReversed()) await stop();
    await app?.close();
    await receiver?.close();
    await smtp?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    smtp.received.length = 0;
    receiver.received.length = 0;
    operator = app.client();
    await login(app, operator);
  });

  /** The Overview's Demand alerts form, as a browser without JavaScript posts it (an index route's action: ?index). */
  async function saveAlerts(fields: Record<string, string>) {
    return postForm(app, operator, "/admin?index", { csrf: await csrfOf(operator), intent: "demand-alerts", ...fields });
  }
  /** One browser's search through the API. */
  const search = (c: TestClient, concept: string) => c.postJson("/api/find-course/", { search_id: crypto.randomUUID(), concept, budget: 100, class_size: 5 });
  async function searches(concept: string, people: number, each = 1) {
    for (let p = 0; p < people; p++) {
      const visitor = app.client();
      for (let i = 0; i < each; i++) expect((await search(visitor, concept)).status).toBe(201);
    }
  }
  /** An endpoint asking for the event, added through the console's form (the event is offered there). */
  async function addEndpoint() {
    const body = new URLSearchParams([["csrf", await csrfOf(operator, "/admin/webhooks")], ["url", receiver.url], ["events", "demand.threshold_reached"]]);
    const added = await operator.fetch("/admin/webhooks", { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body });
    expect(added.status).toBe(302);
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    return endpoint!;
  }
  /** Every mail and webhook settled, and no job left that could send more: what was sent is all there will be. */
  async function settled() {
    await waitForDrained(database, app.mail.boss);
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).every((d) => d.status === "succeeded"), { timeout: 20_000 }).toBe(true);
  }
  const overviewHtml = async () => (await operator.fetch("/admin")).text();

  it("the form says what is wrong beside each field, saves nothing then, and saves a valid threshold", async () => {
    const bad = await saveAlerts({ enabled: "on", people: "0", windowDays: "400", emails: "ops@example.com, not-an-address" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const field of ["alert-people", "alert-window", "alert-emails"]) {
      expect(html).toContain(`aria-describedby="${field}-error"`);
      expect(html).toContain(`id="${field}-error"`);
    }
    expect(plain(html)).toContain("The number of people must be from 1 to 100,000.");
    expect(plain(html)).toContain("The number of days must be from 1 to 365.");
    expect(plain(html)).toContain("“not-an-address” is not an e-mail address");
    expect(html).toContain('<label for="alert-emails"');
    expect(await database.db.select().from(demandAlertSettings)).toEqual([]);

    // Without the console's token nothing is saved.
    const forged = await postForm(app, operator, "/admin?index", { csrf: "nope", enabled: "on", people: "3", windowDays: "30", emails: OPS });
    expect(forged.status).toBe(403);

    const saved = await saveAlerts({ enabled: "on", people: "3", windowDays: "30", emails: ` ${OPS.toUpperCase()} ` });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin?saved=demand-alerts#demand-alerts");
    const page = plain(await (await operator.fetch("/admin?saved=demand-alerts")).text());
    expect(page).toContain("Demand alerts saved.");
    expect(page).toContain(OPS);
    expect(page).toContain("No group has reached the threshold set");
  });

  it("a group reaching the threshold in different people sends one e-mail and one webhook, however often and however concurrently it is checked; one below it sends nothing", async () => {
    const endpoint = await addEndpoint();
    expect((await saveAlerts({ enabled: "on", people: "3", windowDays: "30", emails: OPS })).status).toBe(302);
    await searches("python programming", 3);
    // Three searches but one person: below a threshold of three people.
    await searches("watercolour painting", 1, 3);
    // Two people: below it too.
    await searches("stoic philosophy", 2);

    // Two instances checking at the same moment: one alert between them.
    const [a, b] = await Promise.all([checkDemandThresholds(services), checkDemandThresholds(services)]);
    const made = [...a, ...b];
    expect(made.map((m) => [m.concept, m.people, m.searches])).toEqual([["python programming", 3, 3]]);
    // Checked again (the page read, the next minute): nothing more.
    expect(await checkDemandThresholds(services)).toEqual([]);
    await settled();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([OPS]);
    expect(mail!.subject).toBe("Demand alert: “python programming” — 3 people in 30 days");
    expect(mail!.text).toContain("3 different people have asked for “python programming” in the last 30 days (3 searches), past your threshold of 3.");
    expect(mail!.text).toContain("http://classwish.test/admin/demand");
    expect(mail!.headers.has("list-unsubscribe")).toBe(false);

    expect(receiver.received).toHaveLength(1);
    const event = new Webhook(endpoint.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe("demand.threshold_reached");
    expect(event.data).toMatchObject({
      alert_id: made[0]!.alertId,
      threshold: { people: 3, window_days: 30 },
      group: { concept: "python programming", key: made[0]!.groupKey },
      people: 3,
      searches: 3,
    });
    expect((event.data.group as { members: unknown[] }).members).toContainEqual({ concept: "python programming", key: made[0]!.groupKey, searches: 3 });

    // Still nothing more after everything settled and another check.
    expect(await checkDemandThresholds(services)).toEqual([]);
    await settled();
    expect(smtp.received).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    expect(await database.db.select().from(messages)).toHaveLength(1);

    // The Overview lists the group past the threshold, with its people; not the groups below it.
    const html = await overviewHtml();
    const rows = plain(html).match(/data-testid="demand-alert-row"[^]*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(1);
    expect(plain(rows[0]!)).toContain("python programming");
    expect(plain(rows[0]!)).toMatch(/>3</);
    expect(plain(html)).not.toContain("watercolour painting</td>");

    // Addresses and on/off are not a new threshold: saving them again alerts nothing again.
    expect((await saveAlerts({ enabled: "on", people: "3", windowDays: "30", emails: `${OPS}\nsecond@example.com` })).status).toBe(302);
    expect(await checkDemandThresholds(services)).toEqual([]);
    // A new number of people is a new threshold: groups past it alert again, each once.
    expect((await saveAlerts({ enabled: "on", people: "2", windowDays: "30", emails: OPS })).status).toBe(302);
    expect(plain(await overviewHtml())).toContain("No group has reached the threshold set");
    const again = await checkDemandThresholds(services);
    expect(again.map((m) => m.concept).sort()).toEqual(["python programming", "stoic philosophy"]);
    expect(await checkDemandThresholds(services)).toEqual([]);
    await settled();
    expect(smtp.received).toHaveLength(3);
  });

  it("switched off, nothing is checked or sent", async () => {
    expect((await saveAlerts({ people: "1", windowDays: "1", emails: OPS })).status).toBe(302);
    await searches("python programming", 2);
    expect(await checkDemandThresholds(services)).toEqual([]);
    expect(await database.db.select().from(demandAlerts)).toEqual([]);
  });

  it("the scheduled job's worker runs the check: a group crossing between runs is alerted once", async () => {
    expect((await saveAlerts({ enabled: "on", people: "2", windowDays: "7", emails: OPS })).status).toBe(302);
    await searches("black holes", 2);
    const job = await startDemandAlertJob(app.mail.boss, { ...services, log: createLogger("silent") });
    try {
      const id = await app.mail.boss.send(DEMAND_ALERT_QUEUE, {});
      expect(id).not.toBeNull();
      await expect.poll(async () => (await app.mail.boss.getJobById(DEMAND_ALERT_QUEUE, id!))?.state, { timeout: 20_000 }).toBe("completed");
    } finally {
      await job.stop();
      await app.mail.boss.unschedule(DEMAND_ALERT_QUEUE);
    }
    const rows = await database.db.select().from(demandAlerts);
    expect(rows.map((r) => [r.concept, r.count])).toEqual([["black holes", 2]]);
    await settled();
    expect(smtp.received.map((m) => m.subject)).toEqual(["Demand alert: “black holes” — 2 people in 7 days"]);
  });

  it("a group holding a key already alerted for (merged since) is not alerted again at that threshold; at another it is", async () => {
    const alert = (key: string, thresholdId = 1) => ({ thresholdId, people: 2, windowDays: 30, groupKey: key, concept: key, count: 2, searches: 2 });
    // As the use case claims: a refused claim rolls its transaction back.
    const claim = (a: ReturnType<typeof alert>, keys: string[]) =>
      database.db
        .transaction(async (tx) => (await claimAlert(tx, a, keys)) ?? tx.rollback())
        .catch((err: unknown) => (err instanceof TransactionRollbackError ? undefined : Promise.reject(err)));
    expect(await claim(alert("python"), ["python", "coding"])).toBeDefined();
    expect(await claim(alert("learn"), ["learn", "coding"])).toBeUndefined();
    expect(await claim(alert("learn", 2), ["learn", "coding"])).toBeDefined();
    // The same group from two instances at once: one claim.
    const both = await Promise.all([0, 1].map(() => claim(alert("x", 3), ["x", "y"])));
    expect(both.filter((r) => r !== undefined)).toHaveLength(1);
    expect((await database.db.select().from(demandAlerts)).map((r) => [r.thresholdId, r.groupKey]).sort()).toEqual([[1, "python"], [2, "learn"], [3, "x"]]);
  });
});
