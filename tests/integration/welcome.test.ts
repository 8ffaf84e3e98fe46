import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../app/.server/logger.ts";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createMailService } from "../../app/.server/mail/service.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { fastTuning, useAppWithSmtp } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { linkIn, postFormTo } from "../helpers/smtp.ts";

// A confirmed person gets exactly one welcome per list (launch list, newsletter) with their own link
// to share and their referral page, and on the launch list their place: brought by their own click,
// never again when they leave and join again, and not sent once they have left before it went.
// The real app, its mail worker and a real SMTP listener.

describe("the welcome after a confirmation", () => {
  const t = useAppWithSmtp();
  const post = (path: string, fields: Record<string, string>) => postFormTo(t.app.url, path, fields);
  const subscribe = (email: string, source: string) =>
    fetch(`${t.app.url}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, source }) });
  const welcomes = (email: string) => t.smtp.received.filter((m) => m.to.includes(email) && /^(You are on the Classwish launch list|Welcome to the Classwish newsletter)$/.test(m.subject));

  it("the launch list's welcome names the place and the person's own link; leaving and joining again brings no second one", async () => {
    const email = "ana@example.com";
    expect((await subscribe(email, "search")).status).toBe(202);
    const [confirmation] = await t.smtp.waitFor(1);
    expect((await post(linkIn(confirmation!, "Confirm here"), { intent: "confirm" })).status).toBe(200);
    const [, welcome] = await t.smtp.waitFor(2);
    expect(welcome!.subject).toBe("You are on the Classwish launch list");
    expect(welcome!.text).toContain("You are number 1 on the launch list.");
    const share = /Share your own link: (\S+)/.exec(welcome!.text)![1]!;
    expect(share).toMatch(/\/\?ref=p_[\w-]+$/);
    // The referral page it names is this person's, and shows the same link.
    const page = await (await fetch(t.app.url + linkIn(welcome!, "Your referrals:"))).text();
    expect(page).toContain(share.replace(/&/g, "&amp;"));

    // Leave the launch list in the preference centre, then join it again with its own click.
    const preferences = linkIn(welcome!, "Manage your e-mail preferences:");
    expect((await post(preferences, { intent: "leave", list: "launch" })).status).toBe(200);
    expect((await post(preferences, { intent: "rejoin", list: "launch" })).status).toBe(200);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(welcomes(email).map((m) => m.subject)).toEqual(["You are on the Classwish launch list"]);
  });
});

describe("a welcome to a list left before it went", () => {
  // No worker in the app: the welcome waits in the outbox while the person leaves the list.
  const t = useAppWithSmtp({}, { worker: false });

  it("is dropped, not sent", async () => {
    const email = "bo@example.com";
    const startWorker = async () => {
      const service = await createMailService({ database: t.database, config: t.app.config, log: createLogger("silent"), tuning: fastTuning, transport: createSmtpTransport(t.smtp.url) });
      await service.startWorker();
      return service;
    };
    // A worker sends the confirmation (its link confirms what the message listed when it was written), then stops.
    let worker = await startWorker();
    try {
      expect((await fetch(`${t.app.url}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, source: "newsletter" }) })).status).toBe(202);
      await t.smtp.waitFor(1);
    } finally {
      await worker.stop();
    }
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    const confirmation = t.smtp.received[0]!;
    const link = /Confirm here[^\n]*?(https?:\/\/\S+)/.exec(confirmation.text)![1]!;
    const clicked = await fetch(`${t.app.url}${link.slice(new URL(link).origin.length)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url },
      body: "intent=confirm",
    });
    expect(clicked.status).toBe(200);
    // The welcome waits (no worker), and the person leaves the list meanwhile.
    expect((await t.database.db.select().from(messages).where(eq(messages.subscriberId, row!.id))).map((m) => `${m.kind} ${m.status}`).sort()).toEqual(["confirm sent", "welcome queued"]);
    await t.database.db.update(subscriptions).set({ state: "ended" }).where(eq(subscriptions.subscriberId, row!.id));
    worker = await startWorker();
    try {
      const rows = await waitForDrained(t.database, worker.boss);
      expect(rows.find((m) => m.kind === "welcome")?.status).toBe("dropped");
      expect(t.smtp.received.map((m) => m.subject).filter((subject) => subject === "Welcome to the Classwish newsletter")).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
