import { describe, expect, it } from "vitest";
import { messages } from "../../app/.server/db/schema.ts";
import { useAppWithSmtp } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";

// "Check your inbox" where the form was (issue 27, item 8): the answer names the address (masked)
// and when its message goes out, and Resend asks again through the same per-mailbox budget, so
// no number of presses sends more than it allows. The no-JavaScript page, the real worker and a
// real SMTP listener; the hydrated form posts the same fields (subscribe-form.test.tsx).

describe("the inbox panel's Resend", () => {
  const t = useAppWithSmtp();
  const post = (fields: Record<string, string>) =>
    fetch(`${t.app.url}/subscribe`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url }, body: new URLSearchParams({ website: "", from: "/#get-in-touch", ...fields }) });
  /** The Resend form's hidden fields, as the page rendered them. */
  const resendFields = (html: string) => {
    const form = /<form[^>]*action="\/subscribe"[^>]*>([\s\S]*?)<\/form>/.exec(html.slice(html.indexOf('data-testid="inbox-panel"')))?.[1] ?? "";
    return Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  };
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

  it("shows the masked address and when the message goes out; Resend sends within the budget and no more", async () => {
    const first = await post({ email: " Reader+news@Example.com " });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(text(html)).toContain("We asked re•••@example.com to confirm.");
    expect(text(html)).toContain("Please confirm with the link we've e-mailed you");
    const fields = resendFields(html);
    expect(fields).toMatchObject({ intent: "resend", email: "reader+news@example.com", from: "/#get-in-touch" });
    await t.smtp.waitFor(1);

    // A second message within 10 minutes is allowed: it goes now.
    const again = await post(fields);
    expect(text(await again.text())).toContain("On its way again.");
    await t.smtp.waitFor(2);

    // The budget is spent: the third waits, and every further press answers with that one.
    const held = text(await (await post(fields)).text());
    expect(held).toMatch(/the next one follows in about \d+ minutes?/);
    for (let i = 0; i < 5; i++) expect(text(await (await post(fields)).text())).toMatch(/the next one follows in about \d+ minutes?/);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(t.smtp.received).toHaveLength(2);
    const rows = await t.database.db.select({ status: messages.status, sendAfter: messages.sendAfter }).from(messages);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.sendAfter.getTime() > Date.now())).toHaveLength(1);
  });

  it("a malformed Resend is refused with the form's error and sends nothing", async () => {
    const res = await post({ intent: "resend", email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(text(await res.text())).toContain("valid email address");
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });
});
