import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, sequenceSteps, subscribers } from "../../app/.server/db/schema.ts";
import { insertDueSequenceMessages } from "../../app/.server/db/sequences.ts";
import { addStep, editStep, queueDueSteps, removeStep } from "../../app/.server/subscriptions/sequence.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, testIdText } from "../helpers/admin.ts";
import { useAppWithSmtp } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { linkIn, postFormTo } from "../helpers/smtp.ts";

// A list's sequence (issue 39, item 3): a step goes once per person at its day after they joined,
// not to someone who has left the list, not to imported people unless the import was ticked; the
// console adds, previews (the real template), edits and removes steps. The minute's job is called
// here with a later `now` (the clock it is given), the real worker sends to a real SMTP listener.

const DAY = 86_400_000;
const ADMIN_TOKEN = "sequence-test-operator-token-0123456789";

describe("a list's sequence", () => {
  const t = useAppWithSmtp({ ADMIN_TOKEN, ADMIN_PASSWORD, MAIL_RATE: "0" });
  const services = () => ({ db: t.database.db, mail: t.app.mail.queue, config: t.app.config });
  const subscribe = (email: string, source: string) =>
    fetch(`${t.app.url}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, source }) });
  /** Subscribes and confirms through the real messages; the welcome has gone by the time it returns. */
  const join = async (email: string, source: string) => {
    expect((await subscribe(email, source)).status).toBe(202);
    await waitForDrained(t.database, t.app.mail.boss);
    const confirmation = t.smtp.received.find((m) => m.to.includes(email) && m.subject === "Confirm your Classwish subscription")!;
    expect((await postFormTo(t.app.url, linkIn(confirmation, "Confirm here"), { intent: "confirm" })).status).toBe(200);
    await waitForDrained(t.database, t.app.mail.boss);
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    return row!;
  };
  const received = (subject: string) => t.smtp.received.filter((m) => m.subject === subject).map((m) => m.to);
  const stepIds = async () => (await t.database.db.select({ id: sequenceSteps.id }).from(sequenceSteps).orderBy(asc(sequenceSteps.id))).map((r) => r.id);
  const sequenceRows = () => t.database.db.select({ key: messages.dedupeKey, status: messages.status }).from(messages).where(eq(messages.kind, "sequence"));

  it("a confirmed person gets the day-3 step once, at its time, in the newsletter's template with counted links; editing it sends nothing again", async () => {
    await join("ana@example.com", "search");
    const step = await addStep(services(), { list: "launch", day: "3", subject: "Three days in", markdown: "How it works: [the classes](https://classwish.test/courses)." });
    expect(step.kind).toBe("saved");
    const now = Date.now();
    // Past its day by more than the catch-up window (a worker down for weeks): not sent that late.
    expect(await queueDueSteps(services(), new Date(now + 11 * DAY))).toBe(0);
    expect(await queueDueSteps(services(), new Date(now + 2 * DAY))).toBe(0);
    expect(await queueDueSteps(services(), new Date(now + 3 * DAY + 60_000))).toBe(1);
    // The next minute, another instance, a restart: nothing twice.
    expect(await queueDueSteps(services(), new Date(now + 3 * DAY + 120_000))).toBe(0);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(received("Three days in")).toEqual([["ana@example.com"]]);
    const mail = t.smtp.received.find((m) => m.subject === "Three days in")!;
    expect(mail.text).toContain("How it works: [the classes](https://classwish.test/courses).");
    expect(mail.text).toContain("asked to hear when Classwish launches");
    const link = /href="(http:\/\/[^"]+\/r\/[^"]+)"/.exec(mail.html)![1]!;
    expect((await fetch(`${t.app.url}${new URL(link.replaceAll("&amp;", "&")).pathname}`, { redirect: "manual" })).headers.get("location")).toBe("https://classwish.test/courses");
    // Its own mailing on Sent mail and its page: one sent, one click.
    const operator = t.app.client();
    await login(t.app, operator);
    const stepId = (step as { id: number }).id;
    expect(plain(await (await operator.fetch("/admin/email/sent")).text())).toContain("Sequence step: “launch list, day 3: Three days in”");
    const figures = await (await operator.fetch(`/admin/email/campaigns/sequence:${stepId}`)).text();
    expect(testIdText(figures, "figure-sent")).toBe("1");
    expect(testIdText(figures, "figure-clicks")).toBe("1");
    expect(testIdText(await (await operator.fetch("/admin/email/sequences")).text(), `step-sent-${stepId}`)).toBe("1");

    // A new day and text for the same step: it is the same step, already sent.
    expect((await editStep(services(), stepId, { day: "1", subject: "One day in", markdown: "New words." })).kind).toBe("saved");
    expect(await queueDueSteps(services(), new Date(now + 4 * DAY))).toBe(0);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(received("One day in")).toEqual([]);

    // Leaving through the step's own one-click link counts for the step.
    const oneClick = /<(http[^>]+)>/.exec(mail.headers.get("list-unsubscribe")!)![1]!;
    expect((await postFormTo(t.app.url, new URL(oneClick).pathname + new URL(oneClick).search, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    expect(testIdText(await (await operator.fetch(`/admin/email/campaigns/sequence:${stepId}`)).text(), "figure-unsubscribes")).toBe("1");
  });

  it("someone who left the list gets none, and a step queued before they left is dropped unsent", async () => {
    const bo = await join("bo@example.com", "newsletter");
    await addStep(services(), { list: "newsletter", day: "3", subject: "Newsletter, day three", markdown: "Hello." });
    const welcome = t.smtp.received.find((m) => m.to.includes("bo@example.com") && m.subject === "Welcome to the Classwish newsletter")!;
    expect((await postFormTo(t.app.url, linkIn(welcome, "Manage your e-mail preferences:"), { intent: "leave", list: "newsletter" })).status).toBe(200);
    expect(await queueDueSteps(services(), new Date(Date.now() + 4 * DAY))).toBe(0);

    // Written while on the list, with no job yet (the worker would send it at once), then the person leaves.
    const cy = await join("cy@example.com", "newsletter");
    const ids = await insertDueSequenceMessages(t.database.db, new Date(Date.now() + 4 * DAY), t.app.config.publicHost);
    expect(ids).toHaveLength(1);
    const cyWelcome = t.smtp.received.find((m) => m.to.includes("cy@example.com") && m.subject === "Welcome to the Classwish newsletter")!;
    expect((await postFormTo(t.app.url, linkIn(cyWelcome, "Manage your e-mail preferences:"), { intent: "leave", list: "newsletter" })).status).toBe(200);
    expect(await sequenceRows()).toEqual([{ key: `sequence:${(await stepIds())[0]}:${cy.id}`, status: "dropped" }]);
    expect(received("Newsletter, day three")).toEqual([]);
    expect(bo.id).not.toBe(cy.id);
  });

  it("imported people get none unless the import was ticked; a removed step goes to nobody", async () => {
    const step = await addStep(services(), { list: "launch", day: "3", subject: "Launch, day three", markdown: "Hello." });
    const importCsv = (csv: string, query: string) =>
      fetch(`${t.app.url}/api/admin/imports?${query}`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "text/csv" }, body: csv });
    expect((await importCsv("email,lists,consent\ndee@example.com,launch,Form on oldsite.example\n", "")).status).toBe(201);
    expect((await importCsv("email,lists,consent\neve@example.com,launch,Form on oldsite.example\n", "sequence=true")).status).toBe(201);
    expect((await importCsv("email,lists,consent\nfay@example.com,launch,Form\n", "sequence=maybe")).status).toBe(400);
    expect(await queueDueSteps(services(), new Date(Date.now() + 2 * DAY))).toBe(0);
    // Two instances' minute jobs at the same moment: one message between them.
    const due = new Date(Date.now() + 3 * DAY + 60_000);
    const [a, b] = await Promise.all([queueDueSteps(services(), due), queueDueSteps(services(), due)]);
    expect(a + b).toBe(1);
    await waitForDrained(t.database, t.app.mail.boss);
    expect(received("Launch, day three")).toEqual([["eve@example.com"]]);

    // Removed: nobody else gets it, however late they join.
    expect(await removeStep(services(), (step as { id: number }).id)).toBe(true);
    await join("gus@example.com", "search");
    expect(await queueDueSteps(services(), new Date(Date.now() + 10 * DAY))).toBe(0);
  });

  it("the console adds a step, previews it in the real template, edits and removes it; bad input changes nothing", async () => {
    const operator = t.app.client();
    await login(t.app, operator);
    const page = "/admin/email/sequences";
    const csrf = await csrfOf(operator, page);
    const post = (fields: Record<string, string>) => postForm(t.app, operator, page, { csrf, ...fields });

    const preview = await post({ intent: "preview", list: "newsletter", day: "3", subject: "Day <three>", markdown: "**Bold** <script>x</script>" });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("subscribed to the Classwish monthly newsletter");
    expect(html).toContain("&lt;strong&gt;Bold&lt;/strong&gt;");
    expect(html).not.toContain("<script>x</script>");
    expect(await stepIds()).toEqual([]);

    for (const [bad, says] of [
      [{ day: "0" }, "Day: a whole number of days after joining, 1 to 365."],
      [{ day: "3.5" }, "Day: a whole number of days after joining, 1 to 365."],
      [{ day: "400" }, "Day: a whole number of days after joining, 1 to 365."],
      [{ subject: "" }, "subject is required."],
      [{ list: "course" }, "Choose the launch list or the newsletter."],
    ] as const) {
      const res = await post({ intent: "save", list: "launch", day: "3", subject: "S", markdown: "M", ...bad });
      expect(res.status).toBe(400);
      expect(plain(await res.text())).toContain(says);
    }
    expect(await stepIds()).toEqual([]);

    const saved = await post({ intent: "save", list: "launch", day: "7", subject: "A week in", markdown: "Seven days." });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toContain("done=added");
    const [id] = await stepIds();
    const listed = await (await operator.fetch(page)).text();
    expect(listed).toContain("A week in");
    expect((await post({ intent: "save", id: String(id), list: "launch", day: "8", subject: "Eight days in", markdown: "Eight." })).status).toBe(302);
    expect(await (await operator.fetch(`${page}?edit=${id}`)).text()).toContain('value="Eight days in"');
    expect((await post({ intent: "remove", id: String(id) })).status).toBe(302);
    expect((await post({ intent: "remove", id: String(id) })).status).toBe(404);
    expect(await (await operator.fetch(page)).text()).not.toContain("Eight days in");
  });
});
