import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { SeatState } from "../../lib/schemas/seats.ts";
import type { Executor } from "./client.ts";
import { courses, seats, subscribers } from "./schema.ts";

// Seats of opened courses (schema.ts, `seats`). The course's row lock is what orders seat changes:
// every statement here that takes or frees a seat runs after lockSeatCourse in the same transaction,
// so two confirmations can never both see the last free seat.

export type SeatCourse = { id: number; title: string; slug: string; status: string; classSize: number; startsAt: Date | null };

/** The course, locked until the transaction ends: seat changes of one course happen one at a time. */
export async function lockSeatCourse(tx: Executor, courseId: number): Promise<SeatCourse | undefined> {
  const [row] = await tx
    .select({ id: courses.id, title: courses.title, slug: courses.slug, status: courses.status, classSize: courses.classSize, startsAt: courses.startsAt })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("update");
  return row;
}

/**
 * Asks for a seat: a new request, or a released one asked for again, is `pending` (until the
 * mailbox's click); a pending, held or waiting seat is left as it is. Returns the seat as it now is.
 */
export async function requestSeat(tx: Executor, courseId: number, subscriberId: number) {
  const [row] = await tx
    .insert(seats)
    .values({ courseId, subscriberId })
    .onConflictDoUpdate({
      target: [seats.courseId, seats.subscriberId],
      set: {
        state: sql`case when ${seats.state} = 'released' then 'pending' else ${seats.state} end`,
        requestedAt: sql`case when ${seats.state} in ('released', 'pending') then now() else ${seats.requestedAt} end`,
        confirmedAt: sql`case when ${seats.state} = 'released' then null else ${seats.confirmedAt} end`,
        releasedAt: sql`null`,
      },
    })
    .returning();
  if (!row) throw new Error("seat upsert returned no row");
  return row;
}

/** A seat by the public id its links name, with its course and address. */
export async function findSeat(db: Executor, publicId: string) {
  const [row] = await db
    .select({
      id: seats.id,
      publicId: seats.publicId,
      state: seats.state,
      confirmedAt: seats.confirmedAt,
      requestedAt: seats.requestedAt,
      courseId: seats.courseId,
      subscriberId: seats.subscriberId,
      email: subscribers.email,
      course: { title: courses.title, slug: courses.slug, status: courses.status, classSize: courses.classSize, startsAt: courses.startsAt, durationWeeks: courses.durationWeeks },
    })
    .from(seats)
    .innerJoin(courses, eq(courses.id, seats.courseId))
    .innerJoin(subscribers, eq(subscribers.id, seats.subscriberId))
    .where(eq(seats.publicId, publicId));
  return row;
}
export type FoundSeat = NonNullable<Awaited<ReturnType<typeof findSeat>>>;

export async function heldSeats(tx: Executor, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(seats)
    .where(and(eq(seats.courseId, courseId), eq(seats.state, "held")));
  return Number(row?.n ?? 0);
}

/** Confirms a pending seat as held or waiting, stamped now (the order of the waitlist). */
export async function settleSeat(tx: Executor, seatId: number, state: "held" | "waiting", timeZone?: string): Promise<void> {
  await tx
    .update(seats)
    .set({ state, confirmedAt: sql`clock_timestamp()`, ...(timeZone ? { timeZone } : {}) })
    .where(and(eq(seats.id, seatId), eq(seats.state, "pending")));
}

/** Gives up a held or waiting seat; returns the state it had (undefined: nothing to release). */
export async function releaseSeatRow(tx: Executor, seatId: number): Promise<SeatState | undefined> {
  const result = await tx.execute<{ before: SeatState }>(sql`
    update seats s set state = 'released', released_at = now()
    from (select id, state from seats where id = ${seatId} for update) old
    where s.id = old.id and old.state in ('held', 'waiting')
    returning old.state as before`);
  return result.rows[0]?.before;
}

/** The first `n` on the waitlist, in confirmation order, moved up to held seats; returns them. */
export async function promoteWaiting(tx: Executor, courseId: number, n: number): Promise<Array<{ id: number; publicId: string; subscriberId: number }>> {
  if (n <= 0) return [];
  const result = await tx.execute<{ id: number; publicId: string; subscriberId: number }>(sql`
    update seats s set state = 'held'
    from (select id from seats where course_id = ${courseId} and state = 'waiting' order by confirmed_at, id limit ${n} for update) first
    where s.id = first.id
    returning s.id, s.public_id as "publicId", s.subscriber_id as "subscriberId"`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), subscriberId: Number(r.subscriberId) }));
}

/** A waiting seat's place on the waitlist (1 is next). Compared in the database, to the microsecond. */
export async function waitlistPosition(db: Executor, seatId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from seats w join seats me on me.id = ${seatId}
    where w.course_id = me.course_id and w.state = 'waiting' and (w.confirmed_at, w.id) <= (me.confirmed_at, me.id)`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Every seat of a course for the console: holders and the waitlist in order, then requests not confirmed. */
export async function courseSeats(db: Executor, courseId: number) {
  const rows = await db
    .select({
      id: seats.id,
      state: seats.state,
      email: subscribers.email,
      subscriberId: seats.subscriberId,
      /** The person unsubscribed from every list: only their seat's own mail still reaches them. */
      optedOut: sql<boolean>`${subscribers.status} = 'unsubscribed'`,
      requestedAt: seats.requestedAt,
      confirmedAt: seats.confirmedAt,
      releasedAt: seats.releasedAt,
    })
    .from(seats)
    .innerJoin(subscribers, eq(subscribers.id, seats.subscriberId))
    .where(eq(seats.courseId, courseId))
    .orderBy(
      sql`case ${seats.state} when 'held' then 0 when 'waiting' then 1 when 'pending' then 2 else 3 end`,
      asc(seats.confirmedAt),
      asc(seats.requestedAt),
      asc(seats.id),
    );
  let place = 0;
  return rows.map((r) => ({ ...r, position: r.state === "waiting" ? ++place : null }));
}
export type CourseSeatRow = Awaited<ReturnType<typeof courseSeats>>[number];

/** The held seats of a course (all, or those named), with the request that began each hold: what its reminders are keyed by. */
export async function heldSeatsOf(tx: Executor, courseId: number, seatIds?: number[]) {
  const rows = await tx
    .select({ id: seats.id, publicId: seats.publicId, subscriberId: seats.subscriberId, requestedAt: seats.requestedAt })
    .from(seats)
    .where(and(eq(seats.courseId, courseId), eq(seats.state, "held"), seatIds ? inArray(seats.id, seatIds) : undefined));
  return rows;
}

/**
 * The course's held seats whose holder was last told a first session other than `startsAt`: the
 * time in their newest message about the seat (`toldIn`; a reminder counts once sent). Seats with no such
 * message (none sent yet, or from before messages named the time) are not among them.
 */
export async function heldSeatsToldOtherwise(tx: Executor, courseId: number, startsAt: Date) {
  const result = await tx.execute<{ id: number; publicId: string; subscriberId: number; toldIn: number }>(sql`
    select s.id, s.public_id as "publicId", s.subscriber_id as "subscriberId", last.id as "toldIn"
    from seats s
    cross join lateral (
      select m.id, m.payload->>'startsAt' as told from messages m
      where m.subscriber_id = s.subscriber_id and (m.payload->>'seatId')::int = s.id and m.payload ? 'startsAt'
        and m.kind in ('seat_granted', 'seat_receipt', 'seat_reminder', 'seat_rescheduled')
        and (m.kind <> 'seat_reminder' or m.status = 'sent')
      order by m.id desc limit 1
    ) last
    where s.course_id = ${courseId} and s.state = 'held' and last.told is distinct from ${startsAt.toISOString()}`);
  return result.rows.map((r) => ({ id: Number(r.id), publicId: r.publicId, subscriberId: Number(r.subscriberId), toldIn: Number(r.toldIn) }));
}

/** A course's first session and title, as its seats' reminders need them. */
export async function courseSchedule(tx: Executor, courseId: number) {
  const [row] = await tx.select({ id: courses.id, title: courses.title, startsAt: courses.startsAt }).from(courses).where(eq(courses.id, courseId));
  return row;
}

/** A person's seats held or waited for in a course not closed, oldest first: what leaving the lists must not strand. */
export async function liveSeatsOf(db: Executor, subscriberId: number) {
  return db
    .select({ id: seats.id, publicId: seats.publicId, courseId: seats.courseId, courseTitle: courses.title, state: seats.state })
    .from(seats)
    .innerJoin(courses, eq(courses.id, seats.courseId))
    .where(and(eq(seats.subscriberId, subscriberId), inArray(seats.state, ["held", "waiting"]), ne(courses.status, "closed")))
    .orderBy(asc(seats.id));
}

/** The course a seat is of (undefined: no such seat). */
export async function seatCourseId(db: Executor, seatId: number): Promise<number | undefined> {
  const [seat] = await db.select({ courseId: seats.courseId }).from(seats).where(eq(seats.id, seatId));
  return seat?.courseId;
}

/** The person's seats held or waiting, with their courses. */
export async function heldOrWaitingSeatsOf(db: Executor, subscriberId: number) {
  return db
    .select({ id: seats.id, courseId: seats.courseId })
    .from(seats)
    .where(and(eq(seats.subscriberId, subscriberId), inArray(seats.state, ["held", "waiting"])));
}

/** A seat as a holder's message needs it at send time: its state and its course's schedule and link. */
export async function seatWithCourse(db: Executor, seatId: number) {
  const [row] = await db
    .select({
      state: seats.state,
      publicId: seats.publicId,
      timeZone: seats.timeZone,
      title: courses.title,
      slug: courses.slug,
      status: courses.status,
      startsAt: courses.startsAt,
      weeks: courses.durationWeeks,
      joiningUrl: courses.joiningUrl,
    })
    .from(seats)
    .innerJoin(courses, eq(courses.id, seats.courseId))
    .where(eq(seats.id, seatId));
  return row;
}

/** A seat's state and when it was last confirmed or released. */
export async function seatStateTimes(db: Executor, seatId: number) {
  const [seat] = await db.select({ state: seats.state, confirmedAt: seats.confirmedAt, releasedAt: seats.releasedAt }).from(seats).where(eq(seats.id, seatId));
  return seat;
}
