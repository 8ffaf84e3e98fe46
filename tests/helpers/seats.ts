import { and, desc, eq } from "drizzle-orm";
import { courses, messages, subscribers } from "../../app/.server/db/schema.ts";
import { seatToken } from "../../app/.server/mail/tokens.ts";
import type { MessageKind } from "../../app/lib/schemas/mail-constants.ts";
import type { TestApp, TestClient } from "./app.ts";
import type { TestDatabase } from "./db.ts";

// Seats for tests: a course of its own (the seeded nine stay as they are for other files), the form a
// browser posts on the course page, and the link the seat's newest message carries (as the worker writes it).

let made = 0;

/** A new course with its own title and slug, opened (or as asked) with `classSize` seats. */
export async function seatCourse(database: TestDatabase, classSize: number, status: "opened" | "registration_open" | "closed" = "opened") {
  const n = `${Date.now().toString(36)}-${++made}`;
  const [row] = await database.db
    .insert(courses)
    .values({
      title: `Seats test ${n}`,
      slug: `seats-test-${n}`,
      instructor: "Dr. Test",
      durationWeeks: 4,
      priceAmount: 30,
      category: "Technology",
      description: "A course made for one test.",
      status,
      classSize,
      startsAt: new Date("2027-02-01T11:00:00Z"),
    })
    .returning({ id: courses.id, slug: courses.slug, title: courses.title });
  return row!;
}

/** The course page's Reserve form, posted by a browser (same origin, form-encoded). */
export const reserve = (app: TestApp, client: TestClient, slug: string, email: string) =>
  client.fetch(`/courses/${slug}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
    body: new URLSearchParams({ intent: "reserve", email, website: "" }),
    redirect: "manual",
  });

/** The link in the newest seat message of this kind to the address. */
export async function seatLink(app: TestApp, database: TestDatabase, email: string, kind: MessageKind = "seat_confirm"): Promise<string> {
  const [m] = await database.db
    .select({ payload: messages.payload })
    .from(messages)
    .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
    .where(and(eq(subscribers.email, email), eq(messages.kind, kind)))
    .orderBy(desc(messages.id))
    .limit(1);
  if (!m) throw new Error(`no ${kind} message for ${email}`);
  return `/seats?token=${seatToken(app.config, String(m.payload.seatPublicId))}`;
}

/** A button on the seat's page (confirm or release), pressed. */
export const pressOnSeat = (app: TestApp, link: string, intent: "confirm" | "release", client: TestClient = app.client()) =>
  client.fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url }, body: `intent=${intent}` });
