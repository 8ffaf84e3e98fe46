import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "../../app/.server/db/schema.ts";
import { unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { ADMIN_PASSWORD, login } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";

// Issue 26, items 3 and 8: a lock that is reserved before the credential is checked cannot be
// raced; per-IP budgets count an IPv6 /64 as one client; and the write limit never stands between
// a mailbox and its confirm or unsubscribe.

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";

describe("lockouts and per-IP limits", () => {
  const t = useTestApp({ ADMIN_TOKEN, ADMIN_PASSWORD, RATE_LIMIT_PER_MIN: "3" }, { pages: true });
  const operator = (token: string, ip: string) =>
    fetch(`${t.app.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip } });

  it("200 wrong operator tokens at once: at most 10 are checked, the rest refused by the lock", async () => {
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => operator(`wrong-token-${i}-0123456789`, "203.0.113.20").then((r) => r.status)));
    // Exactly the lock's 10 tries were checked (401): a lock read before the check and written after
    // lets every one of 200 parallel guesses through its read.
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Locked: the right token too, until it lifts.
    expect((await operator(ADMIN_TOKEN, "203.0.113.20")).status).toBe(429);
  });

  it("60 wrong console passwords at once: at most 5 are checked", async () => {
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => login(t.app, t.app.client(), { ip: "203.0.113.21", password: `wrong-${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it("the right token is never counted: many calls in a row all pass", async () => {
    for (let i = 0; i < 15; i++) expect((await operator(ADMIN_TOKEN, "203.0.113.22")).status).toBe(200);
  });

  it("an IPv6 /64 is one client: wrong tokens from its many addresses share one lock", async () => {
    const statuses = [];
    for (let i = 1; i <= 12; i++) statuses.push((await operator(`wrong-token-${i}-0123456789`, `2001:db8:5:6::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another /64 is another client.
    expect((await operator(ADMIN_TOKEN, "2001:db8:5:7::1")).status).toBe(200);
  });

  it("an IPv6 /64 shares one write budget", async () => {
    const client = t.app.client();
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      statuses.push((await client.postJson("/api/subscribe/", { email: `w${i}@example.com`, source: "newsletter" }, { "x-forwarded-for": `2001:db8:9:9::${i}` })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it("an address refused for the write limit may still unsubscribe and confirm", async () => {
    const ip = "203.0.113.30";
    const client = t.app.client();
    for (let i = 0; i < 3; i++) expect((await client.postJson("/api/subscribe/", { email: `u${i}@example.com`, source: "newsletter" }, { "x-forwarded-for": ip })).status).toBe(202);
    expect((await client.postJson("/api/subscribe/", { email: "over@example.com", source: "newsletter" }, { "x-forwarded-for": ip })).status).toBe(429);
    // The next write from there is refused early, before the database is asked ...
    const early = await fetch(`${t.app.url}/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url, "x-forwarded-for": ip },
      body: "email=later%40example.com",
    });
    expect(early.status).toBe(429);
    // ... but leaving is not a write a stranger makes: a mail provider's one-click unsubscribe from that address goes through.
    const [u0] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, "u0@example.com"));
    const left = await fetch(`${t.app.url}/unsubscribe?token=${unsubscribeToken(t.app.config, u0!.publicId)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    expect((await t.database.db.select().from(subscribers).where(eq(subscribers.id, u0!.id)))[0]!.status).toBe("unsubscribed");
    // Nor is a confirmation: its page answers (an unknown key says so, 4xx, not the write limit's 429).
    const confirm = await fetch(`${t.app.url}/confirm?token=nope`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url, "x-forwarded-for": ip },
      body: "intent=confirm",
    });
    expect(confirm.status).not.toBe(429);
  });
});
