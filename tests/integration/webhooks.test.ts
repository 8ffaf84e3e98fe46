import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscribers, webhookDeliveries, webhookEndpoints } from "../../app/.server/db/schema.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { preferencesToken, unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { insertSearch } from "../../app/.server/db/searches.ts";
import { attemptDelivery, startWebhookWorker } from "../../app/.server/webhooks/deliver.ts";
import { queueDeliveries } from "../../app/.server/webhooks/queue-deliveries.ts";
import { webhookBody } from "../../app/.server/webhooks/record-event.ts";
import { createEndpoint } from "../../app/.server/webhooks/endpoints.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain } from "../helpers/admin.ts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { confirmByMailbox } from "../helpers/mailbox.ts";
import { pressOnSeat, reserve, seatCourse, seatLink } from "../helpers/seats.ts";

// Webhooks end to end: endpoints registered in the console, events raised by the real use cases,
// delivered through the durable queue to a real HTTP receiver on loopback (WEBHOOKS_ALLOW_PRIVATE
// for the test), each verified with the standardwebhooks package; failures retried, then counted,
// then the endpoint switched off; private addresses refused.

type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A receiving system: records every request, answers with `status` (changeable). `holdBody`: it
 * sends its status and then keeps the answer's body open, a byte now and then, until `release()`.
 */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, holdBody: false };
  const held: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = state.status;
      if (!state.holdBody) return void res.end("ok");
      res.flushHeaders();
      const trickle = setInterval(() => res.write("."), 200);
      held.push(() => {
        clearInterval(trickle);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const release = () => held.splice(0).forEach((end) => end());
  return { received, state, url, release, close: () => new Promise<void>((resolve) => (release(), server.close(() => resolve()))) };
}

describe("webhooks", () => {
  let database: TestDatabase;
  let app: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let operator: TestClient;
  let stopWorker: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    receiver = await startReceiver();
    app = await startTestApp(database, { ADMIN_PASSWORD, WEBHOOKS_ALLOW_PRIVATE: "true", WEBHOOK_ATTEMPTS: "2" }, { pages: true });
    // Only the webhook worker: confirmations are "delivered" by the test's mailbox helper.
    stopWorker = (await startWebhookWorker(app.mail.boss, { db: database.db, config: app.config, log: createLogger("silent"), queue: app.mail.queue, sweepEverySeconds: 1 })).stop;
  });
  afterAll(async () => {
    await stopWorker?.();
    await app?.close();
    await receiver?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    receiver.received.length = 0;
    receiver.state.status = 200;
    receiver.state.holdBody = false;
    operator = app.client();
    await login(app, operator);
  });

  /** The console's Add endpoint form, as a browser posts it. */
  async function addEndpoint(url: string, events: string[]) {
    const body = new URLSearchParams([["csrf", await csrfOf(operator, "/admin/webhooks")], ["url", url], ["description", "CRM"], ...events.map((e) => ["events", e])]);
    return operator.fetch("/admin/webhooks", { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body });
  }
  const search = (c: TestClient, concept: string) => c.postJson("/api/find-course/", { search_id: crypto.randomUUID(), concept, budget: 100, class_size: 5 });

  it("leaving one list in the preference centre is subscriber.left_list; joining it again is subscriber.confirmed, as a confirmation link's is", async () => {
    expect((await addEndpoint(receiver.url, ["subscriber.confirmed", "subscriber.left_list", "subscriber.unsubscribed"])).status).toBe(302);
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    expect((await app.client().postJson("/api/subscribe/", { email: "bo@example.com", source: "newsletter" })).status).toBe(202);
    await confirmByMailbox(app, database, "bo@example.com");
    // A second list asked for and never confirmed: forgetting it is no event.
    expect((await app.client().postJson("/api/subscribe/", { email: "bo@example.com", source: "search" })).status).toBe(202);
    const [sub] = await database.db.select().from(subscribers);
    const preferences = `${app.url}/preferences?token=${encodeURIComponent(preferencesToken(app.config, sub!.publicId))}`;
    const press = (intent: string, list: string) =>
      fetch(preferences, { method: "POST", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent, list }) });
    expect((await press("leave", "launch")).status).toBe(200);
    expect((await press("leave", "newsletter")).status).toBe(200);
    expect((await press("rejoin", "newsletter")).status).toBe(200);

    // The confirmation link's event, the one left list, the rejoin: three, none for the forgotten request.
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3);
    const verifier = new Webhook(endpoint!.secret);
    const events = receiver.received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type).sort()).toEqual(["subscriber.confirmed", "subscriber.confirmed", "subscriber.left_list"]);
    expect(events.find((e) => e.type === "subscriber.left_list")!.data).toEqual({ email: "bo@example.com", left_list: { list: "newsletter", course_id: null }, lists: [] });
    expect(events.filter((e) => e.type === "subscriber.confirmed").map((e) => e.data)).toContainEqual({
      email: "bo@example.com",
      confirmed_lists: [{ list: "newsletter", course_id: null }],
      lists: [{ list: "newsletter", course_id: null, course_title: null }],
    });
    // Settled before the next test empties the tables under the worker.
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).every((d) => d.status === "succeeded")).toBe(true);
  });

  it("sends each event, signed so the standardwebhooks package verifies it, and logs every delivery", async () => {
    const added = await addEndpoint(receiver.url, ["subscriber.confirmed", "subscriber.unsubscribed", "interest.registered", "search.recorded"]);
    expect(added.status).toBe(302);
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    expect(added.headers.get("location")).toBe(`/admin/webhooks/${endpoint!.id}?added=1`);
    expect(endpoint!.secret).toMatch(/^whsec_/);

    const visitor = app.client();
    const searched = await search(visitor, "Black holes");
    expect(searched.status).toBe(201);
    const matchedIds = ((await searched.json()) as { matches: Array<{ id: number }> }).matches.map((m) => m.id);
    expect(matchedIds.length).toBeGreaterThan(0);
    expect((await visitor.postJson("/api/interest/", { course_id: 1 })).status).toBe(201);
    expect((await visitor.postJson("/api/subscribe/", { email: "ana@example.com", source: "newsletter" })).status).toBe(202);
    await confirmByMailbox(app, database, "ana@example.com");
    const [sub] = await database.db.select().from(subscribers);
    const unsubscribed = await fetch(`${app.url}/unsubscribe?token=${unsubscribeToken(app.config, sub!.publicId)}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(unsubscribed.status).toBe(200);

    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(4);
    const verifier = new Webhook(endpoint!.secret);
    const events = receiver.received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type).sort()).toEqual(["interest.registered", "search.recorded", "subscriber.confirmed", "subscriber.unsubscribed"]);
    expect(events.find((e) => e.type === "search.recorded")!.data).toEqual({ search_id: expect.any(String), concept: "Black holes", budget: 100, class_size: 5, matched_course_ids: matchedIds });
    expect(events.find((e) => e.type === "interest.registered")!.data).toMatchObject({ course_id: 1 });
    expect(events.find((e) => e.type === "subscriber.confirmed")!.data).toMatchObject({ email: "ana@example.com", confirmed_lists: [{ list: "newsletter", course_id: null }] });
    expect(events.find((e) => e.type === "subscriber.unsubscribed")!.data).toEqual({ email: "ana@example.com" });
    // A forged or altered body does not verify.
    expect(() => verifier.verify(receiver.received[0]!.body.replace("}", ',"x":1}'), receiver.received[0]!.headers as Record<string, string>)).toThrow(/signature/i);

    // The delivery log: each succeeded at the first attempt with the receiver's 200.
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).every((d) => d.status === "succeeded")).toBe(true);
    const page = plain(await (await operator.fetch(`/admin/webhooks/${endpoint!.id}`)).text());
    expect(page).toContain("Active");
    expect(page.match(/<td class="px-3 py-2">succeeded<\/td><td class="px-3 py-2">200/g)).toHaveLength(4);

    // Rotating the secret: deliveries carry both signatures for a day, so either secret verifies.
    await operator.fetch(`/admin/webhooks/${endpoint!.id}`, { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf: await csrfOf(operator, "/admin/webhooks"), intent: "rotate" }) });
    const [rotated] = await database.db.select().from(webhookEndpoints);
    expect(rotated!.secret).not.toBe(endpoint!.secret);
    await search(visitor, "Stoicism");
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(5);
    const last = receiver.received[4]!;
    expect(String(last.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const secret of [endpoint!.secret, rotated!.secret]) expect(() => new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).not.toThrow();
    // Settled before the next test empties the tables under the worker.
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).every((d) => d.status === "succeeded")).toBe(true);
  });

  it("a search's deliveries, written in the search's own statement, are queued once: by the request, or by the sweep when the process died first", async () => {
    await addEndpoint(receiver.url, ["search.recorded"]);
    // Through the API: written with the search, queued right after.
    expect((await search(app.client(), "Stoicism")).status).toBe(201);
    // As if the process died between the search's statement and its jobs: no job yet.
    const died = await insertSearch(
      database.db,
      { visitorId: crypto.randomUUID(), searchId: crypto.randomUUID(), concept: "Black holes", conceptKey: "black hole", budget: 50, classSize: 3 },
      { type: "search.recorded", body: webhookBody("search.recorded", { concept: "Black holes" }) },
    );
    expect(died.created).not.toBeNull();
    expect(died.deliveryIds).toHaveLength(1);
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).map((d) => [d.status, d.attempts, d.enqueued])).toEqual([
      ["succeeded", 1, true],
      ["succeeded", 1, true],
    ]);
    // Queued once: a second sweep (or a late request path) finds nothing left to queue.
    expect(await queueDeliveries(database.db, app.mail.queue)).toEqual([]);
    expect(await queueDeliveries(database.db, app.mail.queue, died.deliveryIds)).toEqual([]);
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { data: { concept: string } }).data.concept).sort()).toEqual(["Black holes", "Stoicism"]);
  });

  it("a confirmed seat is sent as seat.confirmed: held while the class has room, then a place on the waitlist", async () => {
    const added = await addEndpoint(receiver.url, ["seat.confirmed"]);
    expect(added.status).toBe(302);
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    const course = await seatCourse(database, 1);
    for (const email of ["first@example.com", "second@example.com"]) {
      expect((await reserve(app, app.client(), course.slug, email)).status).toBe(200);
      expect((await pressOnSeat(app, await seatLink(app, database, email), "confirm")).status).toBe(200);
    }
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    const verifier = new Webhook(endpoint!.secret);
    const events = receiver.received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => [e.type, e.data.email, e.data.state]).sort()).toEqual([
      ["seat.confirmed", "first@example.com", "held"],
      ["seat.confirmed", "second@example.com", "waiting"],
    ]);
    expect(events.every((e) => e.data.course_id === course.id && e.data.course_slug === course.slug)).toBe(true);
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).every((d) => d.status === "succeeded")).toBe(true);
  });

  it("retries a failing endpoint, marks it failing, switches it off after 5 failed deliveries with a notice; Resend delivers once it answers", async () => {
    receiver.state.status = 500;
    expect((await addEndpoint(receiver.url, ["search.recorded"])).status).toBe(302);
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    const visitor = app.client();
    await search(visitor, "Failing once");
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries))[0]?.status, { timeout: 15_000 }).toBe("failed");
    const [first] = await database.db.select().from(webhookDeliveries);
    expect(first).toMatchObject({ attempts: 2, responseStatus: 500, lastError: "HTTP 500" });
    // Both attempts carried the same webhook-id, so a receiver can tell a retry from a new event.
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([first!.messageId, first!.messageId]);
    expect(plain(await (await operator.fetch(`/admin/webhooks/${endpoint!.id}`)).text())).toContain("Failing</strong> (1 failed delivery in a row)");

    for (let i = 0; i < 4; i++) await search(visitor, `Failing ${i}`);
    await expect.poll(async () => (await database.db.select().from(webhookEndpoints))[0]?.enabled, { timeout: 20_000 }).toBe(false);
    const page = plain(await (await operator.fetch(`/admin/webhooks/${endpoint!.id}`)).text());
    expect(page).toContain("Switched off after 5 failed deliveries in a row. The last: HTTP 500");
    expect(plain(await (await operator.fetch("/admin/webhooks")).text())).toContain("An endpoint was switched off after repeated failures");
    // Switched off, it is sent nothing: the next event makes no delivery.
    await search(visitor, "While off");
    expect(await database.db.select().from(webhookDeliveries)).toHaveLength(5);

    receiver.state.status = 204;
    const post = async (fields: Record<string, string>) =>
      operator.fetch(`/admin/webhooks/${endpoint!.id}`, { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf: await csrfOf(operator, "/admin/webhooks"), ...fields }) });
    expect((await post({ intent: "enable" })).status).toBe(302);
    expect((await post({ intent: "resend", deliveryId: String(first!.id) })).status).toBe(302);
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first!.id)))[0]?.status, { timeout: 10_000 }).toBe("succeeded");
    expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(first!.messageId);
    expect((await database.db.select().from(webhookEndpoints))[0]).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
  });

  it("a delivery succeeds on the receiver's 2xx, though it keeps the answer's body open", async () => {
    receiver.state.holdBody = true;
    expect((await addEndpoint(receiver.url, ["search.recorded"])).status).toBe(302);
    await search(app.client(), "Trickled answers");
    try {
      // Recorded while the receiver still holds its body open: the status line decided it.
      await expect.poll(async () => (await database.db.select().from(webhookDeliveries))[0]?.status, { timeout: 15_000 }).toBe("succeeded");
      expect(receiver.received).toHaveLength(1);
    } finally {
      receiver.release();
    }
  });

  it("refuses private, loopback and link-local addresses when registering, and again when delivering", async () => {
    const strict = { db: database.db, config: { ...app.config, WEBHOOKS_ALLOW_PRIVATE: false } };
    const embedded = ["http://[::127.0.0.1]/h", "http://[::ffff:0:7f00:1]/h", "http://[2002:7f00:1::]/h", "http://[64:ff9b::a9fe:a9fe]/h"];
    for (const url of ["http://127.0.0.1:8080/hook", "http://localhost/hook", "http://10.1.2.3/hook", "http://[::1]/hook", "http://169.254.169.254/latest", "http://[::ffff:192.168.0.1]/x", ...embedded]) {
      const outcome = await createEndpoint(strict, { url, description: "", events: ["search.recorded"] });
      expect(outcome, url).toMatchObject({ kind: "refused", error: expect.stringMatching(/loopback, private or link-local address/) });
    }
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
    // The console says so next to the field (this instance allows them, so a bad URL shape shows instead).
    const refused = await addEndpoint("ftp://example.com/x", ["search.recorded"]);
    expect(refused.status).toBe(400);
    expect(plain(await refused.text())).toContain("The URL must start with https:// (or http://).");

    // Registered while allowed, then delivered by a worker that does not allow it: refused at
    // connection time (the name is looked up then), and the receiver hears nothing.
    const local = receiver.url.replace("127.0.0.1", "localhost");
    const [row] = await database.db.insert(webhookEndpoints).values({ url: local, events: ["search.recorded"], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }).returning();
    const [delivery] = await database.db
      .insert(webhookDeliveries)
      .values({ endpointId: row!.id, eventType: "search.recorded", messageId: "msg_test", payload: { type: "search.recorded", timestamp: new Date().toISOString(), data: {} } })
      .returning();
    expect(await attemptDelivery({ ...strict, config: { ...strict.config, WEBHOOK_ATTEMPTS: 1 }, log: createLogger("silent") }, delivery!.id)).toBe("done");
    const [after] = await database.db.select().from(webhookDeliveries);
    expect(after).toMatchObject({ status: "failed", responseStatus: null });
    expect(after!.lastError).toMatch(/resolves to (127\.0\.0\.1|::1), a loopback, private or link-local address/);
    expect(receiver.received).toEqual([]);

    // An IPv4 address inside an IPv6 literal, stored while allowed: refused at connection time too.
    const [literal] = await database.db.insert(webhookEndpoints).values({ url: "http://[::127.0.0.1]:9/h", events: ["search.recorded"], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }).returning();
    const [second] = await database.db
      .insert(webhookDeliveries)
      .values({ endpointId: literal!.id, eventType: "search.recorded", messageId: "msg_test2", payload: { type: "search.recorded", timestamp: new Date().toISOString(), data: {} } })
      .returning();
    expect(await attemptDelivery({ ...strict, config: { ...strict.config, WEBHOOK_ATTEMPTS: 1 }, log: createLogger("silent") }, second!.id)).toBe("done");
    const [refusedLiteral] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, second!.id));
    expect(refusedLiteral).toMatchObject({ status: "failed", responseStatus: null });
    expect(refusedLiteral!.lastError).toMatch(/a loopback, private or link-local address/);
  });
  it("saves an endpoint whose host has no DNS answer yet, warning the operator; a private address written in the URL is still refused", async () => {
    // This instance refuses private addresses, as production does; .invalid never resolves (RFC 6761).
    const strict = await startTestApp(database, { ADMIN_PASSWORD }, { pages: true });
    try {
      const op = strict.client();
      await login(strict, op);
      const add = async (url: string) =>
        op.fetch("/admin/webhooks", {
          method: "POST",
          redirect: "manual",
          headers: { origin: strict.url, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams([["csrf", await csrfOf(op, "/admin/webhooks")], ["url", url], ["description", ""], ["events", "search.recorded"]]),
        });
      const saved = await add("https://hooks.classwish.invalid/in");
      const [row] = await database.db.select().from(webhookEndpoints);
      expect(row).toMatchObject({ url: "https://hooks.classwish.invalid/in", enabled: true });
      expect([saved.status, saved.headers.get("location")]).toEqual([302, `/admin/webhooks/${row!.id}?added=1&unresolved=1`]);
      const page = plain(await (await op.fetch(saved.headers.get("location")!)).text());
      expect(page).toContain("Endpoint added.");
      expect(page).toContain("hooks.classwish.invalid could not be found in DNS when the endpoint was saved: deliveries to it fail until the name resolves");

      for (const url of ["http://127.0.0.1:8080/hook", "http://[::1]/hook", "http://169.254.169.254/latest"]) {
        const refused = await add(url);
        expect(refused.status, url).toBe(400);
        expect(plain(await refused.text()), url).toContain("a loopback, private or link-local address: webhooks are only sent to the internet.");
      }
      expect((await database.db.select().from(webhookEndpoints)).map((e) => e.url)).toEqual(["https://hooks.classwish.invalid/in"]);
    } finally {
      await strict.close();
    }
  });

  it("Send test event: one signed webhook.test delivery to that endpoint alone, logged; refused while switched off", async () => {
    await addEndpoint(receiver.url, ["search.recorded"]);
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    const press = async (id: number, intent: string) =>
      operator.fetch(`/admin/webhooks/${id}`, { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf: await csrfOf(operator, "/admin/webhooks"), intent }) });
    const tested = await press(endpoint!.id, "test");
    expect([tested.status, tested.headers.get("location")]).toEqual([302, `/admin/webhooks/${endpoint!.id}?tested=1`]);
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const event = new Webhook(endpoint!.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>) as { type: string; data: { message: string } };
    expect(event.type).toBe("webhook.test");
    expect(event.data.message).toMatch(/test event/);
    await expect.poll(async () => (await database.db.select().from(webhookDeliveries)).map((d) => [d.eventType, d.status, d.responseStatus])).toEqual([["webhook.test", "succeeded", 200]]);
    expect(receiver.received[0]!.headers["webhook-id"]).toBe((await database.db.select().from(webhookDeliveries))[0]!.messageId);
    expect(plain(await (await operator.fetch(`/admin/webhooks/${endpoint!.id}?tested=1`)).text())).toContain("Test event queued");

    // Switched off: refused, and nothing is written or sent.
    await press(endpoint!.id, "disable");
    expect((await press(endpoint!.id, "test")).status).toBe(409);
    expect((await press(999_999, "test")).status).toBe(404);
    expect(await database.db.select().from(webhookDeliveries)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });
});
