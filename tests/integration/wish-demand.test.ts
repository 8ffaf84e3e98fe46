import { randomUUID } from "node:crypto";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courseNotifications, courses, searches, subscribers, subscriptions, visitors, wishes, wishJoins } from "../../app/.server/db/schema.ts";
import type { MailService } from "../../app/.server/mail/service.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, testIdText } from "../helpers/admin.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { startSmtpWorker } from "../helpers/mail-worker.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// The wish side of "demand back to the people who asked": a wish's console page (its people, who
// of them agreed to updates, the courses made from it), "Create a course from this wish" (the form
// filled in, the wish saved on the course), and Notify them on that course reaching the wish's people.

const env = { ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test", MAIL_RATE: "0" };
const CONCEPT = `<script>alert("w")</script> Deep sea creatures`;
const PUBLIC_ID = "WishDemandTest_0123456";
const SUBJECT = `A class you asked for is open: “${CONCEPT}”`;

describe("a class wish's demand, back to the people who asked", () => {
  const t = useTestApp(env, { pages: true });
  let smtp: SmtpListener;
  let worker: MailService;
  let operator: TestClient;
  let csrf: string;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    worker = await startSmtpWorker(t.database, t.app.config, smtp.url);
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });
  beforeEach(async () => {
    // Courses outlive the reset (they are seeded): drop the ones a test made from a wish.
    await t.database.db.delete(courses).where(isNotNull(courses.wishId));
    smtp.received.length = 0;
    operator = t.app.client();
    await login(t.app, operator);
    csrf = await csrfOf(operator);
  });

  type Person = { email?: string; status?: "pending" | "confirmed"; lists?: Array<"launch" | "newsletter">; searched?: string };

  /** A browser (linked to a confirmed or pending subscriber when it has an address), with its search. */
  async function person(p: Person) {
    let subscriberId: number | null = null;
    if (p.email) {
      const status = p.status ?? "confirmed";
      const [row] = await t.database.db.insert(subscribers).values({ email: p.email, source: "search", status, confirmedAt: status === "confirmed" ? new Date() : null }).returning();
      subscriberId = row!.id;
      for (const list of p.lists ?? []) await t.database.db.insert(subscriptions).values({ subscriberId, list, state: status === "confirmed" ? "active" : "pending" });
    }
    const visitorId = randomUUID();
    await t.database.db.insert(visitors).values({ id: visitorId, subscriberId });
    const [search] = p.searched ? await t.database.db.insert(searches).values({ searchId: randomUUID(), visitorId, concept: p.searched, budget: 120, classSize: 6 }).returning() : [];
    return { subscriberId, visitorId, searchId: search?.id };
  }

  /**
   * Sam shared the wish (launch list); Jo (confirmed, launch list) and an anonymous browser joined;
   * Lee confirmed the wish's own list and nothing else; Pat asked for it and never clicked; Max's
   * search ("deep sea creatures") matches the wish; Nia's ("Sea shanties on the ukulele") shares one
   * word of three and does not (she has the newsletter only, so no course's notice reaches her either).
   * Its people: Sam, Jo, the anonymous joiner, Lee and Max (5); agreed to updates: all but the anonymous one (4).
   */
  async function seed() {
    const sam = await person({ email: "sam@example.com", lists: ["launch"], searched: CONCEPT });
    const [wish] = await t.database.db.insert(wishes).values({ publicId: PUBLIC_ID, searchId: sam.searchId! }).returning();
    const jo = await person({ email: "jo@example.com", lists: ["launch"] });
    const anon = await person({});
    await t.database.db.insert(wishJoins).values([
      { wishId: wish!.id, visitorId: jo.visitorId, budget: 80, classSize: 4 },
      { wishId: wish!.id, visitorId: anon.visitorId, budget: 200, classSize: 10 },
    ]);
    for (const [email, status] of [["lee@example.com", "confirmed"], ["pat@example.com", "pending"]] as const) {
      const [s] = await t.database.db.insert(subscribers).values({ email, source: "wish", status, confirmedAt: status === "confirmed" ? new Date() : null }).returning();
      await t.database.db.insert(subscriptions).values({ subscriberId: s!.id, list: "wish", wishId: wish!.id, state: status === "confirmed" ? "active" : "pending" });
    }
    await person({ email: "max@example.com", lists: ["launch"], searched: "deep sea creatures" });
    await person({ email: "nia@example.com", lists: ["newsletter"], searched: "Sea shanties on the ukulele" });
    return { wishRowId: wish!.id, page: `/admin/wishes/${wish!.id}` };
  }

  const html = async (path: string) => plain(await (await operator.fetch(path)).text());
  const courseFields = (extra: Record<string, string>) => ({
    csrf,
    intent: "save",
    title: "Creatures of the Deep Sea",
    instructor: "Dr. Ana Reef",
    durationWeeks: "6",
    priceAmount: "120",
    currency: "SGD",
    category: "Technology",
    description: "Made from a wish.",
    status: "registration_open",
    ...extra,
  });

  it("shows the wish's people and who agreed, escaped; Create a course fills the form and saves the wish on it; a forged wish is refused", async () => {
    const { wishRowId, page } = await seed();
    // The Wishes page links each wish to its console page.
    expect(await html("/admin/wishes")).toContain(`href="${page}"`);
    const shown = await html(page);
    expect(shown).toContain("&lt;script&gt;alert(&quot;w&quot;)&lt;/script&gt; Deep sea creatures");
    expect(shown).not.toContain('<script>alert("w")');
    expect(testIdText(shown, "wish-ask")).toBe("S$120, a class of 6");
    expect(testIdText(shown, "wish-joiners")).toBe("2");
    expect(testIdText(shown, "wish-searches")).toBe("2");
    expect(testIdText(shown, "wish-list")).toBe("1");
    expect(testIdText(shown, "wish-list-pending")).toBe("1");
    expect(testIdText(shown, "wish-people")).toBe("5");
    expect(testIdText(shown, "wish-agreed")).toBe("4");
    expect(shown).toContain("deep sea creatures");
    expect(shown).not.toContain("Sea shanties");
    expect(shown).toContain("No course has been made from this wish yet.");

    // The link fills the form from the wish.
    const href = /<a [^>]*data-testid="create-from-wish"[^>]*>/.exec(shown)![0].match(/href="([^"]+)"/)![1]!.replaceAll("&amp;", "&");
    const link = new URL(href, t.app.url);
    expect(link.pathname).toBe("/admin/courses/new");
    // No operator note in the public description, and no category its words do not suggest.
    expect(Object.fromEntries(link.searchParams)).toEqual({
      title: CONCEPT,
      price: "120",
      class_size: "6",
      wish: PUBLIC_ID,
    });
    const form = await html(href);
    expect(form).toContain('name="title" value="&lt;script&gt;alert(&quot;w&quot;)&lt;/script&gt; Deep sea creatures"');
    expect(form).toContain('name="priceAmount" value="120"');
    expect(form).toContain('name="classSize" value="6"');
    expect(form).toContain(`<input type="hidden" name="wish" value="${PUBLIC_ID}"/>`);
    expect(form).toContain('<option value="" selected="">Choose a category</option>');
    expect(form).not.toContain("(the medians)");
    expect(form).not.toContain("Left empty because");

    // A forged or unknown wish: refused next to the form, nothing saved, the field not carried on.
    for (const wish of ["AAAAAAAAAAAAAAAAAAAAAA", "<x>"]) {
      const refused = await postForm(t.app, operator, "/admin/courses/new", courseFields({ wish }));
      expect(refused.status).toBe(400);
      const body = plain(await refused.text());
      expect(body).toContain("No class wish has this id, so the course cannot be recorded as made from it. Nothing was saved");
      expect(body).not.toContain('name="wish"');
    }
    expect(await t.database.db.select().from(courses).where(eq(courses.title, "Creatures of the Deep Sea"))).toEqual([]);

    // A hidden wish may still be used by the operator.
    await t.database.db.update(wishes).set({ hiddenAt: new Date() }).where(eq(wishes.id, wishRowId));
    const saved = await postForm(t.app, operator, "/admin/courses/new", courseFields({ wish: PUBLIC_ID }));
    expect(saved.status).toBe(302);
    const courseId = Number(/\/admin\/courses\/(\d+)\?saved=1$/.exec(saved.headers.get("location")!)![1]);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course!.wishId).toBe(wishRowId);

    const after = await html(page);
    expect(testIdText(after, "wish-state")).toBe("Hidden");
    expect(after).toMatch(new RegExp(`href="/admin/courses/${courseId}"[^>]*>Creatures of the Deep Sea</a>`));
    expect(after).toContain(`href="/admin/courses/${courseId}#askers-heading"`);
    expect(testIdText(after, "wish-course-agreed")).toBe("4");
    const coursePage = await html(`/admin/courses/${courseId}`);
    expect(coursePage).toContain(`href="${page}"`);
    // Sam's search, Jo's and the anonymous join, Lee's list membership.
    expect(testIdText(coursePage, "asked-from-wish")).toBe("4");
    expect(testIdText(coursePage, "asked-agreed")).toBe("4");
  });

  it("Notify them on a course made from the wish reaches each confirmed asker once: the wish's list and its joiners included", async () => {
    const { wishRowId, page } = await seed();
    const [course] = await t.database.db
      .insert(courses)
      .values({ title: CONCEPT, slug: "deep-sea-creatures", instructor: "Dr. Ana Reef", durationWeeks: 6, priceAmount: 120, category: "Technology", description: "The deep sea.", wishId: wishRowId })
      .returning();
    const notify = async (intent: "notify-preview" | "notify") => plain(await (await postForm(t.app, operator, `/admin/courses/${course!.id}`, { intent, csrf })).text());
    expect(testIdText(await notify("notify-preview"), "will-notify")).toBe("4 people will get this e-mail.");
    expect(await notify("notify")).toContain("Queued to 4 people.");
    const drained = await waitForDrained(t.database, t.app.mail.boss);
    expect(drained.map((m) => `${m.kind} ${m.status}`)).toEqual(Array(4).fill("asked_class_open sent"));
    expect(smtp.received.map((m) => `${m.to[0]} ${m.subject}`).sort()).toEqual(
      ["jo@example.com", "lee@example.com", "max@example.com", "sam@example.com"].map((to) => `${to} ${SUBJECT}`),
    );

    // Again: nobody is left to tell.
    expect(await notify("notify")).toContain("Queued to 0 people.");
    expect(await waitForDrained(t.database, t.app.mail.boss)).toHaveLength(4);
    expect(smtp.received).toHaveLength(4);
    expect(await t.database.db.select().from(courseNotifications)).toHaveLength(4);
    expect(testIdText(await html(page), "wish-course-told")).toBe("4");
  });
});
