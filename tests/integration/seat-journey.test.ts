import { and, eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courses, messages, seats, subscribers } from "../../app/.server/db/schema.ts";
import type { MailService } from "../../app/.server/mail/service.ts";
import { MAIL_QUEUE } from "../../app/.server/mail/queue.ts";
import { recordMailEvent } from "../../app/.server/mail/suppression.ts";
import { saveCourse as saveCourseUseCase } from "../../app/.server/courses/save-course.ts";
import { fillCourseSeats } from "../../app/.server/seats/operator-seats.ts";
import { parseCourseForm } from "../../app/lib/admin/course-form.ts";
import { ADMIN_PASSWORD, csrfOf, login, postForm } from "../helpers/admin.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { oneClickUnsubscribe } from "../helpers/mailbox.ts";
import { startSmtpWorker } from "../helpers/mail-worker.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { reserve, seatCourse, seatLink } from "../helpers/seats.ts";
import { startSmtpListener, type ReceivedMail, type SmtpListener } from "../helpers/smtp.ts";

// A seat you can plan around (issue 27, items 2 and 3), on the real server (production build), a
// real PostgreSQL, pg-boss and a real SMTP listener: the waitlist says so from the first message,
// a held seat gets a receipt with both zones, a class.ics a maintained parser reads back and
// calendar links at the right UTC times; the joining link reaches seat holders only; reminders are
// durable jobs sent once across restarts and instances, never for a released seat or to a
// suppressed mailbox (a holder who unsubscribed still gets them: a seat is not a list), and follow
// the operator's new time.

const JOIN = "https://meet.example.com/class-7?pwd=a&b=1";
// Logging at info: a course save's log line says what it did to the seats (read below).
const env = { PUBLIC_URL: "http://classwish.test", SUPPORT_EMAIL: "support@classwish.test", ADMIN_PASSWORD, MAIL_RATE: "0", LOG_LEVEL: "info" };

describe("the seat journey", () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let app: TestApp;
  let workers: MailService[] = [];
  const services = () => ({ db: database.db, mail: app.mail.queue, config: app.config });

  async function stopWorkers() {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
  }
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
    app = await startTestApp(database, env, { pages: true });
  });
  afterAll(async () => {
    await stopWorkers();
    await app?.close();
    await smtp?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await stopWorkers();
    await database.reset();
    smtp.received.length = 0;
    smtp.refuse.clear();
    workers.push(await startSmtpWorker(database, app.config, smtp.url));
  });

  /** The first message to this address whose subject matches, once it has arrived. */
  async function mailTo(email: string, subject: RegExp, timeoutMs = 30_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = smtp.received.find((m) => m.to.includes(email) && subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject}: got ${JSON.stringify(smtp.received.map((m) => [m.to, m.subject]))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const seatForm = (link: string, fields: Record<string, string>) =>
    app.client().fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url }, body: new URLSearchParams(fields) });
  /** Reserve on the course page, then press the button in the mailbox's link (with the browser's zone, as the page posts it). */
  async function holdSeat(slug: string, email: string, timeZone = ""): Promise<string> {
    expect((await reserve(app, app.client(), slug, email)).status).toBe(200);
    const link = await seatLink(app, database, email);
    expect((await seatForm(link, { intent: "confirm", time_zone: timeZone })).status).toBe(200);
    return link;
  }
  async function seatState(email: string) {
    const [row] = await database.db.select({ state: seats.state }).from(seats).innerJoin(subscribers, eq(subscribers.id, seats.subscriberId)).where(eq(subscribers.email, email));
    return row?.state;
  }
  async function reminders(courseId: number) {
    const rows = await database.db
      .select({ email: subscribers.email, status: messages.status, sendAfter: messages.sendAfter, payload: messages.payload })
      .from(messages)
      .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
      .where(eq(messages.kind, "seat_reminder"));
    return rows.filter((r) => Number(r.payload.courseId) === courseId);
  }
  /** The console's edit form's fields for the course as it is, with these changes. */
  async function courseFields(courseId: number, changes: Record<string, string>): Promise<Record<string, string>> {
    const [row] = await database.db.select().from(courses).where(eq(courses.id, courseId));
    return {
      title: row!.title,
      instructor: row!.instructor,
      durationWeeks: String(row!.durationWeeks),
      priceAmount: String(row!.priceAmount),
      currency: row!.currency,
      category: row!.category,
      description: row!.description,
      status: row!.status,
      slug: row!.slug,
      classSize: String(row!.classSize),
      startsAt: "2027-02-01T19:00",
      joiningUrl: row!.joiningUrl ?? "",
      ...changes,
    };
  }
  /** The console's edit form for the course, as saved with these changes. */
  async function saveCourse(courseId: number, changes: Record<string, string>) {
    const admin = app.client();
    expect((await login(app, admin)).status).toBe(302);
    const csrf = await csrfOf(admin, `/admin/courses/${courseId}`);
    return postForm(app, admin, `/admin/courses/${courseId}`, { csrf, intent: "save", ...(await courseFields(courseId, changes)) });
  }

  it("a full class's request says waitlist from its subject; a held seat gets a receipt in both zones with a class.ics and calendar links; release asks first; the joining link reaches holders only", async () => {
    const course = await seatCourse(database, 1);
    // The joining link: only a web address is taken, and a refused one changes nothing.
    for (const bad of ["javascript:alert(1)", "meet.example.com/x", "ftp://meet.example.com/x", "https://user:pw@meet.example.com/"]) {
      const res = await saveCourse(course.id, { joiningUrl: bad });
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain("The joining link must be a full web address");
    }
    expect((await database.db.select({ j: courses.joiningUrl }).from(courses).where(eq(courses.id, course.id)))[0]!.j).toBeNull();
    expect((await saveCourse(course.id, { joiningUrl: JOIN })).status).toBe(302);

    // The course page shows the price, and says holding a seat costs nothing.
    expect(await (await app.client().fetch(`/courses/${course.slug}`)).text()).toContain("Reserving is free: nothing is charged to hold a seat");
    const anaLink = await holdSeat(course.slug, "ana@example.com", "America/New_York");
    expect(await seatState("ana@example.com")).toBe("held");
    const receipt = await mailTo("ana@example.com", /is confirmed/);
    expect(receipt.subject).toBe(`Your seat in “${course.title}” is confirmed`);
    expect(receipt.text).toContain("Reserving is free");
    expect(receipt.text).toContain("First class: Monday, 1 February 2027, 7:00 pm, Singapore time (UTC+8)");
    expect(receipt.text).toContain("Monday, 1 February 2027, 6:00 am in your time zone (America/New_York)");
    expect(receipt.text).toContain("Then weekly: Mondays at 7:00 pm, Singapore time (UTC+8)");
    expect(receipt.text).toContain(`Joining link: ${JOIN}`);
    // The calendar links: UTC times, one hour, weekly for the course's 4 weeks.
    const google = new URL(/Google Calendar: (\S+)/.exec(receipt.text)![1]!);
    expect(google.host).toBe("calendar.google.com");
    expect(google.searchParams.get("dates")).toBe("20270201T110000Z/20270201T120000Z");
    expect(google.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;COUNT=4");
    expect(google.searchParams.get("location")).toBe(JOIN);
    const outlook = new URL(/Outlook: (\S+)/.exec(receipt.text)![1]!);
    expect(outlook.searchParams.get("startdt")).toBe("2027-02-01T11:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2027-02-01T12:00:00.000Z");

    // The attached class.ics, read back with ical.js: four weekly sessions at 19:00 in Singapore.
    const parsed = await PostalMime.parse(receipt.raw);
    const ics = parsed.attachments.find((a) => a.filename === "class.ics");
    expect(ics?.mimeType).toBe("text/calendar");
    const text = typeof ics!.content === "string" ? ics!.content : new TextDecoder().decode(ics!.content);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(course.title);
    expect(event.location).toBe(JOIN);
    expect(event.uid).toMatch(/^seat-[0-9a-f-]{36}@classwish\.test$/);
    const sessions: string[] = [];
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) sessions.push(next.toJSDate().toISOString());
    expect(sessions).toEqual(["2027-02-01T11:00:00.000Z", "2027-02-08T11:00:00.000Z", "2027-02-15T11:00:00.000Z", "2027-02-22T11:00:00.000Z"]);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3600_000);
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Singapore", hour: "2-digit", minute: "2-digit" }).format(event.startDate.toJSDate())).toBe("19:00");

    // Reminders: two durable jobs, 24 h and 1 h before the first session.
    const planned = await reminders(course.id);
    expect(planned.map((r) => [r.payload.offset, r.sendAfter.toISOString(), r.status]).sort()).toEqual([
      ["1h", "2027-02-01T10:00:00.000Z", "queued"],
      ["24h", "2027-01-31T11:00:00.000Z", "queued"],
    ]);

    // The seat page: the schedule, calendar links, that it is free; no joining link.
    const held = await (await app.client().fetch(anaLink)).text();
    expect(held).toContain("Monday, 1 February 2027, 7:00 pm");
    expect(held).toContain("Reserving is free");
    expect(held).toContain("20270201T110000Z%2F20270201T120000Z");

    // Ben finds the class full: his message and page say waitlist from the start.
    const benAsked = await reserve(app, app.client(), course.slug, "ben@example.com");
    expect(benAsked.status).toBe(200);
    expect(await benAsked.text()).toContain("e-mailed you a link to join the waitlist.");
    const ask = await mailTo("ben@example.com", /waitlist/);
    expect(ask.subject).toBe(`Join the waitlist for “${course.title}”`);
    expect(ask.text).toContain("Join the waitlist: http://classwish.test/seats?token=");
    expect(ask.text).not.toContain("Confirm my seat");
    const benLink = await seatLink(app, database, "ben@example.com");
    const pending = await (await app.client().fetch(benLink)).text();
    expect(pending).toContain("<h1");
    expect(pending).toMatch(/<h1[^>]*>Join the waitlist<\/h1>/);
    expect(pending).toContain("Reserving is free");
    expect((await seatForm(benLink, { intent: "confirm", time_zone: "Not/AZone" })).status).toBe(200);
    expect(await seatState("ben@example.com")).toBe("waiting");

    // Release asks first: the question changes nothing.
    const question = await seatForm(anaLink, { intent: "ask-release" });
    expect(question.status).toBe(200);
    const questionHtml = await question.text();
    expect(questionHtml).toContain("Release your seat?");
    expect(questionHtml).toContain('name="intent" value="release"');
    expect(questionHtml).toContain("Keep my seat");
    expect(await seatState("ana@example.com")).toBe("held");
    // Yes: the seat goes to Ben, whose notice is his receipt (schedule, calendar file, joining link).
    expect((await seatForm(anaLink, { intent: "release" })).status).toBe(200);
    expect(await seatState("ana@example.com")).toBe("released");
    expect(await seatState("ben@example.com")).toBe("held");
    const granted = await mailTo("ben@example.com", /is yours/);
    expect(granted.text).toContain(`Joining link: ${JOIN}`);
    // Ben's zone was not one: his e-mail gives Singapore time only.
    expect(granted.text).not.toContain("in your time zone");
    expect((await PostalMime.parse(granted.raw)).attachments.map((a) => a.filename)).toEqual(["class.ics"]);
    expect((await reminders(course.id)).filter((r) => r.email === "ben@example.com")).toHaveLength(2);

    // The joining link is in no public page, the API, the request messages or the waitlist's.
    await waitForDrained(database, app.mail.boss);
    for (const path of [`/courses/${course.slug}`, "/api/courses/", "/", anaLink, benLink, "/sitemap.xml"]) {
      expect(await (await app.client().fetch(path)).text(), path).not.toContain("meet.example.com");
    }
    const carrying = smtp.received.filter((m) => m.raw.includes("meet.example.com")).map((m) => m.subject);
    expect(carrying.sort()).toEqual([`A seat in “${course.title}” is yours`, `Your seat in “${course.title}” is confirmed`]);

    // The operator moves the class a week on: every holder gets reminders for the new time (once,
    // however often it is saved); those for the old time stay queued to be dropped when due.
    const saves = () => app.logs.filter((line) => line.msg === "course saved from the console" && line.courseId === course.id);
    const savedBefore = saves().length;
    expect((await saveCourse(course.id, { startsAt: "2027-02-08T19:00" })).status).toBe(302);
    expect((await saveCourse(course.id, { startsAt: "2027-02-08T19:00" })).status).toBe(302);
    // The operator's log says what each save did: the first told Ben and added his two reminders.
    expect(saves().slice(savedBefore).map(({ movedUp, toldNewTime, remindersAdded }) => ({ movedUp, toldNewTime, remindersAdded }))).toEqual([
      { movedUp: 0, toldNewTime: 1, remindersAdded: 2 },
      { movedUp: 0, toldNewTime: 0, remindersAdded: 0 },
    ]);
    const moved = (await reminders(course.id)).filter((r) => r.email === "ben@example.com" && r.payload.startsAt === "2027-02-08T11:00:00.000Z");
    expect(moved.map((r) => r.sendAfter.toISOString()).sort()).toEqual(["2027-02-07T11:00:00.000Z", "2027-02-08T10:00:00.000Z"]);
    const jobs = await app.mail.boss.findJobs<{ messageId: number }>(MAIL_QUEUE);
    expect(jobs.filter((j) => j.state === "created" && new Date(j.startAfter).toISOString() === "2027-02-07T11:00:00.000Z")).toHaveLength(1);

    // Ben, whose notice told the old time, hears the new one: once for two saves, and its class.ics
    // is the same event (its UID) at the new start, so his calendar moves it instead of adding one.
    const notice = await mailTo("ben@example.com", /New schedule/);
    expect(notice.subject).toBe(`New schedule for “${course.title}”`);
    expect(notice.text).toContain("First class: Monday, 8 February 2027, 7:00 pm, Singapore time (UTC+8)");
    expect(notice.text).toContain(`Joining link: ${JOIN}`);
    const eventIn = async (mail: ReceivedMail) => {
      const file = (await PostalMime.parse(mail.raw)).attachments.find((a) => a.filename === "class.ics")!;
      return new ICAL.Event(new ICAL.Component(ICAL.parse(typeof file.content === "string" ? file.content : new TextDecoder().decode(file.content))).getFirstSubcomponent("vevent")!);
    };
    const [before, after] = [await eventIn(granted), await eventIn(notice)];
    expect(after.uid).toBe(before.uid);
    expect(after.startDate.toJSDate().toISOString()).toBe("2027-02-08T11:00:00.000Z");
    expect(after.sequence).toBeGreaterThanOrEqual(before.sequence);
    // A save that keeps the time sends nothing more; Ana, who released her seat, gets none.
    expect((await saveCourse(course.id, { startsAt: "2027-02-08T19:00" })).status).toBe(302);
    await waitForDrained(database, app.mail.boss);
    expect(smtp.received.filter((m) => /New schedule/.test(m.subject)).map((m) => m.to)).toEqual([["ben@example.com"]]);
    // Moved back to the first date: told again, since his last message said the 8th.
    expect((await saveCourse(course.id, { startsAt: "2027-02-01T19:00" })).status).toBe(302);
    await waitForDrained(database, app.mail.boss);
    const notices = smtp.received.filter((m) => /New schedule/.test(m.subject));
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain("First class: Monday, 1 February 2027, 7:00 pm, Singapore time (UTC+8)");
  });

  it("reminders go once across restarts and several instances, at the time the operator set last, never for a released seat or to a suppressed mailbox, and still to a holder who unsubscribed", async () => {
    const course = await seatCourse(database, 5);
    await database.db.update(courses).set({ joiningUrl: JOIN }).where(eq(courses.id, course.id));
    const people = ["ana", "ben", "cy", "dee", "eve"].map((n) => `${n}@example.com`);
    const links: Record<string, string> = {};
    for (const email of people) links[email] = await holdSeat(course.slug, email);
    await waitForDrained(database, app.mail.boss);
    expect((await database.db.select().from(messages).where(eq(messages.kind, "seat_receipt"))).map((m) => m.status)).toEqual(["sent", "sent", "sent", "sent", "sent"]);
    // A bounce report for Dee's mailbox (a DSN): the address is suppressed, her seat stays.
    const bounce = await recordMailEvent({ db: database.db, config: app.config, mail: app.mail.queue }, { source: "dsn", eventKey: "dsn:dee-test", kind: "hard_bounce", email: "dee@example.com" });
    expect(bounce.suppressed).toBe(true);
    // Ben releases his seat (after the question); Cy unsubscribes with one click and keeps her seat (and its mail).
    expect((await seatForm(links["ben@example.com"]!, { intent: "release" })).status).toBe(200);
    expect((await oneClickUnsubscribe(app, database, "cy@example.com")).status).toBe(200);

    // Every worker stops (a restart). The class is set to start a day from now, then moved a little
    // later; the first time's reminder falls due while no worker runs. Scheduling runs twice at once
    // for each time, as two instances saving would.
    await stopWorkers();
    const soon = (seconds: number) => new Date(Math.ceil(Date.now() / 1000) * 1000 + 24 * 3600_000 + seconds * 1000);
    // Ten seconds is room to schedule both times on a loaded machine (a reminder already due when
    // scheduled is not scheduled at all); the test then awaits the rows' states.
    const first = soon(10);
    await database.db.update(courses).set({ startsAt: first }).where(eq(courses.id, course.id));
    const atFirst = await Promise.all([fillCourseSeats(services(), course.id), fillCourseSeats(services(), course.id)]);
    const second = soon(12);
    await database.db.update(courses).set({ startsAt: second }).where(eq(courses.id, course.id));
    const atSecond = await Promise.all([fillCourseSeats(services(), course.id), fillCourseSeats(services(), course.id)]);
    // Each time, one of the two runs adds the four holders' two reminders and tells the four the new
    // time; the other finds all of it done.
    for (const runs of [atFirst, atSecond]) {
      expect(runs.map((r) => r.remindersAdded).toSorted()).toEqual([0, 8]);
      expect(runs.map((r) => r.toldNewTime).toSorted()).toEqual([0, 4]);
    }
    const due = (await reminders(course.id)).filter((r) => r.payload.offset === "24h" && r.payload.startsAt !== "2027-02-01T11:00:00.000Z");
    // One per holder (Ana, Cy, Dee, Eve) and time; Ben holds nothing, so none for him.
    expect(due.map((r) => `${r.email} ${r.payload.startsAt === first.toISOString() ? "first" : "second"}`).sort()).toEqual(
      ["ana", "cy", "dee", "eve"].flatMap((n) => [`${n}@example.com first`, `${n}@example.com second`]).sort(),
    );

    // Two instances start, and the jobs fall due.
    smtp.received.length = 0;
    workers.push(await startSmtpWorker(database, app.config, smtp.url), await startSmtpWorker(database, app.config, smtp.url));
    // Await the state: every reminder for the two near times settled (sent or dropped).
    const deadline = Date.now() + 90_000;
    for (;;) {
      const open = (await reminders(course.id)).filter((r) => r.payload.offset === "24h" && r.payload.startsAt !== "2027-02-01T11:00:00.000Z" && !["sent", "dropped", "failed"].includes(r.status));
      if (open.length === 0) break;
      if (Date.now() > deadline) throw new Error(`reminders not settled: ${JSON.stringify(open)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await waitForDrained(database, app.mail.boss, 60_000);
    const sent = smtp.received.filter((m) => /starts tomorrow/.test(m.subject));
    expect(sent.map((m) => m.to[0]).sort()).toEqual(["ana@example.com", "cy@example.com", "eve@example.com"]);
    expect(sent[0]!.text).toContain(`Joining link: ${JOIN}`);
    expect(sent[0]!.text).toContain("Reserving is free");
    const outcome = (await reminders(course.id))
      .filter((r) => r.payload.offset === "24h" && r.payload.startsAt !== "2027-02-01T11:00:00.000Z")
      .map((r) => `${r.email} ${r.payload.startsAt === first.toISOString() ? "first" : "second"} ${r.status}`)
      .sort();
    expect(outcome).toEqual([
      "ana@example.com first dropped",
      "ana@example.com second sent",
      "cy@example.com first dropped",
      "cy@example.com second sent",
      "dee@example.com first dropped",
      "dee@example.com second dropped",
      "eve@example.com first dropped",
      "eve@example.com second sent",
    ]);
    // The 1-hour reminders wait for their time, one each for the holders.
    const later = (await reminders(course.id)).filter((r) => r.payload.offset === "1h" && r.payload.startsAt === second.toISOString());
    expect(later.map((r) => `${r.email} ${r.status}`).sort()).toEqual(["ana@example.com queued", "cy@example.com queued", "dee@example.com queued", "eve@example.com queued"]);
    // Ben's seat: released, and none of his reminders was or will be sent.
    const bens = await database.db
      .select({ status: messages.status })
      .from(messages)
      .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
      .where(and(eq(subscribers.email, "ben@example.com"), inArray(messages.kind, ["seat_reminder"]), eq(messages.status, "sent")));
    expect(bens).toEqual([]);
  }, 120_000); // restarts and several instances: 15 s on a loaded machine, more on a slow one

  /** Who has been sent (or queued) "a seat is yours" from the waitlist. */
  async function grantedTo() {
    const rows = await database.db.select({ email: subscribers.email }).from(messages).innerJoin(subscribers, eq(subscribers.id, messages.subscriberId)).where(eq(messages.kind, "seat_granted"));
    return rows.map((r) => r.email);
  }
  it("a course save whose seat step fails is not kept: the class keeps its size and the waitlist waits; saved again, the first waiting moves up", async () => {
    const course = await seatCourse(database, 1);
    await holdSeat(course.slug, "ana@example.com");
    await holdSeat(course.slug, "ben@example.com");
    expect(await seatState("ben@example.com")).toBe("waiting");

    // The larger class is saved while the mail queue refuses: Ben's move up cannot be told, so the
    // whole save is undone rather than kept with Ben waiting beside a free seat.
    const form = new FormData();
    for (const [name, value] of Object.entries(await courseFields(course.id, { classSize: "2" }))) form.set(name, value);
    const parsed = parseCourseForm(form);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const queueDown = { ...services(), mail: { ...app.mail.queue, enqueue: () => Promise.reject(new Error("mail queue unreachable")) } };
    await expect(saveCourseUseCase(queueDown, course.id, parsed.value)).rejects.toThrow("mail queue unreachable");
    const [kept] = await database.db.select({ classSize: courses.classSize }).from(courses).where(eq(courses.id, course.id));
    expect(kept!.classSize).toBe(1);
    expect(await seatState("ben@example.com")).toBe("waiting");
    expect(await grantedTo()).toEqual([]);

    // The same save from the console, the queue back: Ben holds the new seat and is told.
    expect((await saveCourse(course.id, { classSize: "2" })).status).toBe(302);
    expect(await seatState("ben@example.com")).toBe("held");
    expect(await grantedTo()).toEqual(["ben@example.com"]);
  });
});
