import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COURSE_LEVEL, COURSE_STATUSES } from "../../lib/schemas/course.ts";
import { SITE_IMAGE_PURPOSES } from "../../lib/schemas/site-content.ts";
import { DELIVERY_STATUSES } from "../../lib/schemas/webhooks.ts";
import { DEMAND_CORRECTION_KINDS } from "../../lib/schemas/demand-corrections.ts";
import { SEAT_STATES } from "../../lib/schemas/seats.ts";
import { OPERATOR_LINK_KINDS, ROLES } from "../../lib/admin/roles.ts";
import { REFERRAL_KINDS } from "../../lib/schemas/referrals.ts";
import { SHARE_DEFAULTS, SHARE_LIMITS } from "../../lib/schemas/share-settings.ts";
import { MAIL_EVENT_KINDS, MAIL_EVENT_SOURCES, MESSAGE_KINDS, MESSAGE_STATUSES, SUPPRESSION_REASONS } from "../../lib/schemas/mail-constants.ts";
import { SEQUENCE_DAY_MAX, SEQUENCE_DAY_MIN, SEQUENCE_LISTS } from "../../lib/schemas/sequences.ts";
import { LISTS, STORED_SOURCES, SUBSCRIBER_STATUSES, SUBSCRIPTION_STATES } from "../../lib/schemas/subscription-kinds.ts";

// Row types come from these tables ($inferSelect / $inferInsert); columns are snake_case.

/** An enum's values as a check constraint's list. */
const quotedList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));

export const subscribers = pgTable(
  "subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised (trimmed, lower-case) so one person is one row. */
    email: text("email").notNull().unique(),
    /** What links in e-mails name (never the sequential id). */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    /** Where the address was first given: the prompt after a search, a course registration, a subscribe form. */
    source: text("source", { enum: STORED_SOURCES }).notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Set when a mail server refused the address permanently (5xx): no more mail goes to it. */
    undeliverableAt: timestamp("undeliverable_at", { withTimezone: true }),
    /**
     * The mailbox the address reaches, for the per-mailbox mail limits: without a +tag, and for
     * Gmail without dots (ana.b+x@googlemail.com and anab@gmail.com are one inbox). The address
     * itself is kept as typed; this only counts.
     */
    mailbox: text("mailbox")
      .notNull()
      .generatedAlwaysAs(
        sql`case when split_part(email, '@', 2) in ('gmail.com', 'googlemail.com')
          then replace(coalesce(nullif(split_part(split_part(email, '@', 1), '+', 1), ''), split_part(email, '@', 1)), '.', '') || '@gmail.com'
          else coalesce(nullif(split_part(split_part(email, '@', 1), '+', 1), ''), split_part(email, '@', 1)) || '@' || split_part(email, '@', 2) end`,
      ),
  },
  (t) => [
    check("subscribers_status_check", sql`${t.status} in (${quotedList(SUBSCRIBER_STATUSES)})`),
    index("subscribers_mailbox_idx").on(t.mailbox),
  ],
);

/** An anonymous browser (random id in a signed cookie); giving an e-mail links it to a subscriber. */
export const visitors = pgTable(
  "visitors",
  {
    id: uuid("id").primaryKey(),
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The linked browsers alone (most are anonymous): a course's askers count their subscribers from these.
  (t) => [index("visitors_linked_idx").on(t.id, t.subscriberId).where(sql`${t.subscriberId} is not null`)],
);

export const searches = pgTable(
  "searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Chosen by the browser, so a retried request cannot record the search twice. */
    searchId: uuid("search_id").notNull().unique(),
    visitorId: uuid("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    concept: text("concept").notNull(),
    budget: integer("budget").notNull(),
    classSize: integer("class_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What matching reads of the concept (app/.server/matching/text.ts conceptKey: its topic words,
     * sorted), written with the search so no read parses concepts; null for a search recorded
     * before it existed, until keyPendingSearches fills it in.
     */
    conceptKey: text("concept_key"),
    /**
     * The key the search had under an older rule, while it waits to be keyed again (a migration
     * cleared concept_key): keyPendingSearches records the change in concept_key_renames, so the
     * operator's corrections of the old key follow the concept, and clears it.
     */
    previousKey: text("previous_key"),
  },
  (t) => [
    index("searches_visitor_idx").on(t.visitorId),
    index("searches_created_idx").on(t.createdAt),
    // With the visitor, so a course's askers are read from the index alone.
    index("searches_concept_key_idx").on(t.conceptKey, t.visitorId),
    index("searches_unkeyed_idx").on(t.id).where(sql`${t.conceptKey} is null`),
    check("searches_budget_check", sql`${t.budget} between 10 and 500 and ${t.budget} % 10 = 0`),
    check("searches_class_size_check", sql`${t.classSize} between 1 and 25`),
  ],
);

/**
 * Every concept key searched for, once: matching runs over these (a few thousand), not over the
 * searches (millions). Written with the search; `id` only orders them, so a process holding them
 * reads just the new ones.
 */
export const searchConcepts = pgTable("search_concepts", {
  key: text("key").primaryKey(),
  id: integer("id").notNull().generatedAlwaysAsIdentity(),
});

/**
 * What concept keys became when the rule that reads concepts changed (migrations 0052 on: "machine
 * learning" was keyed "machine", now "learning machine"): a correction the operator made of the old
 * key is read as made of the new ones too (db/demand-corrections.ts correctionsInForce).
 */
export const conceptKeyRenames = pgTable(
  "concept_key_renames",
  {
    oldKey: text("old_key").notNull(),
    newKey: text("new_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.oldKey, t.newKey] })],
);

/**
 * The matching rule (MATCHING_VERSION) the searches' concept keys were last checked under: one row.
 * A process under another rule keys anew, before it reads a key, every search whose concept its
 * rule reads otherwise (searches/key-rule.ts), so a change to how concepts are read needs no
 * migration of its own.
 */
export const conceptKeyRule = pgTable(
  "concept_key_rule",
  {
    id: integer("id").primaryKey().default(1),
    version: text("version").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("concept_key_rule_one_row", sql`${t.id} = 1`)],
);

/**
 * What the matching rule learned of each concept key: the courses it asks for (the rule's, before
 * the operator's corrections), under a catalog and rule (`matchedFor`, a fingerprint). A restart
 * reads these instead of matching every key again; a change of the courses' words or of the rule
 * makes them stale, and they are matched again as asked.
 */
export const conceptMatches = pgTable("concept_matches", {
  key: text("key").primaryKey(),
  matchedFor: text("matched_for").notNull(),
  courses: integer("courses").array().notNull(),
});

/** Bytes as a Buffer (as pg reads bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * The searches as the Demand page holds them (admin/demand-index.ts), kept so a start reads them from
 * one row and then only the searches written since, instead of reading a million: one row, id 1.
 * `settledId` is the highest search id it holds (every lower one committed), `searches` how many it
 * holds (a count below `settledId` that differs means searches were removed: it is not used).
 */
export const demandSnapshots = pgTable("demand_snapshots", {
  id: integer("id").primaryKey().default(1),
  firstId: integer("first_id").notNull(),
  settledId: integer("settled_id").notNull(),
  searches: integer("searches").notNull(),
  body: bytea("body").notNull(),
  writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Concepts the operator left out of a course's askers: their searches are not written to by Notify them. */
export const courseAskerExclusions = pgTable(
  "course_asker_exclusions",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    conceptKey: text("concept_key").notNull(),
    /** When the operator left it out (listed with the Demand page's corrections). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.conceptKey] })],
);

/**
 * The operator's corrections of the Demand page's groups and of what a concept asks for, by concept
 * key (so every later search with the same concept follows them): merge two groups (keys: one of
 * each), move a concept out of its group (separate), name a group (name, keys: one of it), attach
 * concepts to a course (attach: they ask for it). Leaving a concept out of a course is
 * course_asker_exclusions. Undone corrections are kept, with when.
 */
export const demandCorrections = pgTable(
  "demand_corrections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    keys: text("keys").array().notNull(),
    name: text("name"),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    check("demand_corrections_kind_check", sql`${t.kind} in (${quotedList(DEMAND_CORRECTION_KINDS)})`),
    check("demand_corrections_keys_check", sql`cardinality(${t.keys}) between 1 and 1000`),
    check("demand_corrections_name_check", sql`(${t.kind} = 'name') = (${t.name} is not null and length(${t.name}) between 1 and 120)`),
    check("demand_corrections_course_check", sql`(${t.kind} = 'attach') = (${t.courseId} is not null)`),
    check("demand_corrections_merge_check", sql`${t.kind} <> 'merge' or cardinality(${t.keys}) = 2`),
  ],
);

/**
 * A course's searching askers, kept up to date by app/.server/db/course-asker-index.ts: per browser,
 * how many of its searches ask for the course (their concept key shows the course and is not left
 * out). Counting a course's people reads these rows, not its hundred thousand searches.
 */
export const courseAskers = pgTable(
  "course_askers",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    visitorId: uuid("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    searches: integer("searches").notNull(),
    /**
     * The browser's subscriber (visitors.subscriber_id), kept with the row so counting a course's
     * linked askers reads their few rows, not every row joined to visitors: written from the visitor
     * (locked) by the refresh, and followed by a trigger when a browser is linked or unlinked
     * (migration 0026, course_askers_follow_link).
     */
    subscriberId: integer("subscriber_id"),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.visitorId] }),
    index("course_askers_linked_idx").on(t.courseId, t.subscriberId).where(sql`${t.subscriberId} is not null`),
    index("course_askers_visitor_idx").on(t.visitorId),
  ],
);

/**
 * What a course's course_askers rows hold: the searches of these concept keys up to `last_search_id`
 * (settled: every search at or below it that will ever commit is in), and the provisional ones above
 * it (`pending_search_ids`, taken off and read again at the next refresh); `mark_*`: an id that
 * settles once those writers have ended (settled-ids.ts).
 */
export const courseAskerState = pgTable("course_asker_state", {
  courseId: integer("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  keys: text("keys").array().notNull(),
  lastSearchId: integer("last_search_id").notNull(),
  pendingSearchIds: integer("pending_search_ids").array().notNull().default(sql`'{}'::integer[]`),
  markSearchId: integer("mark_search_id"),
  markWriters: text("mark_writers").array(),
  /** The course's course_askers rows summed up (how many, their searches), kept with them so counting does not read them all. */
  browsers: integer("browsers").notNull().default(0),
  searches: integer("searches").notNull().default(0),
});



/**
 * What a course is about. The seven of the specification are seeded (0006); the operator adds more
 * from the console. Names are unique whatever their case, and a course names its category.
 */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique whatever the case (the index); the plain unique constraint is what courses.category references.
  (t) => [uniqueIndex("categories_name_unique").on(sql`lower(${t.name})`), unique("categories_name_key").on(t.name)],
);

/** The trial courses shown on the landing page (the nine of the specification are seeded by a migration). */
export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull().unique(),
    /** The course page's address (/courses/{slug}): lower-case words joined by hyphens, unique. */
    slug: text("slug").notNull().unique(),
    instructor: text("instructor").notNull(),
    /** Entered by the operator; a course without ratings (count 0) has none, and its score stays 0. */
    ratingScore: numeric("rating_score", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    durationWeeks: integer("duration_weeks").notNull(),
    /** Whole currency units (S$39 is 39): prices are shown without cents. */
    priceAmount: integer("price_amount").notNull(),
    /** ISO 4217 code; the page shows SGD as "S$". */
    currency: text("currency").notNull().default("SGD"),
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade" }),
    level: text("level").notNull().default(COURSE_LEVEL),
    description: text("description").notNull(),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("registration_open"),
    /** Seats: how many learners the class takes (the specification's class sizes, 1–25). */
    classSize: integer("class_size").notNull().default(10),
    /**
     * The first session; the class meets weekly at the same time (Singapore time). Unset: the
     * schedule is not announced yet.
     */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /**
     * The class's video-call link (http or https), set in the console. Private: it goes only to seat
     * holders, in their receipt and reminders, never on a page or in the API.
     */
    joiningUrl: text("joining_url"),
    /**
     * The class wish the operator made this course from (the console's "Create a course from this
     * wish"): its sharer, joiners and list are then among the course's askers (course-audience.ts).
     * A wish that is erased leaves the course, which no longer has it.
     */
    wishId: integer("wish_id").references((): AnyPgColumn => wishes.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("courses_rating_check", sql`${t.ratingScore} between 0 and 5 and ${t.ratingCount} >= 0`),
    check("courses_rating_needs_ratings_check", sql`${t.ratingCount} > 0 or ${t.ratingScore} = 0`),
    check("courses_duration_check", sql`${t.durationWeeks} between 1 and 52`),
    check("courses_price_check", sql`${t.priceAmount} >= 0`),
    check("courses_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("courses_status_check", sql`${t.status} in (${quotedList(COURSE_STATUSES)})`),
    check("courses_class_size_check", sql`${t.classSize} between 1 and 25`),
    check("courses_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The wish's page lists the courses made from it.
    index("courses_wish_idx").on(t.wishId),
  ],
);

/**
 * A person's seat in an opened course, asked for with an e-mail address and confirmed by a click
 * in a message to it (the consent rule of every list). `pending` until then; the click takes a
 * seat (`held`) while the class has room, else a place on the waitlist (`waiting`), in the order
 * of confirmation (`confirmed_at`, then id). `released`: given up (by the person or the operator);
 * the first waiting then holds it. One row per person and course.
 */
export const seats = pgTable(
  "seats",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the seat's e-mail links name (never the sequential id). */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    state: text("state", { enum: SEAT_STATES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** The holder's own time zone (IANA, from their browser when they confirmed): their e-mails show the times in it too. */
    timeZone: text("time_zone"),
  },
  (t) => [
    unique("seats_course_subscriber_unique").on(t.courseId, t.subscriberId),
    index("seats_course_state_idx").on(t.courseId, t.state, t.confirmedAt),
    check("seats_state_check", sql`${t.state} in (${quotedList(SEAT_STATES)})`),
  ],
);

/**
 * A visitor's interest in a course (the Register button): one row per course and visitor, so a
 * second click records nothing new. The subscriber, when known, is reached through
 * visitors.subscriber_id: giving an e-mail later links every earlier interest without rewriting rows.
 */
export const courseInterests = pgTable(
  "course_interests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    visitorId: uuid("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("course_interests_course_visitor_unique").on(t.courseId, t.visitorId),
    index("course_interests_visitor_idx").on(t.visitorId),
  ],
);

/**
 * Which lists a subscriber asked for and is on: the launch notice, the monthly newsletter, a
 * course's opening. A row is `pending` until a click in a message to that mailbox makes it
 * `active`; only active rows of confirmed subscribers receive list mail.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    list: text("list", { enum: LISTS }).notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** A wish's list: hear when the class wished for becomes a class. */
    wishId: integer("wish_id").references((): AnyPgColumn => wishes.id, { onDelete: "cascade" }),
    state: text("state", { enum: SUBSCRIPTION_STATES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * The earliest confirmation this membership ever had, kept by a trigger however often it is
     * left and joined again (migration 0044): the launch list's place goes by it, so someone who
     * unsubscribes has no place meanwhile and gets their own back if they come back.
     */
    firstConfirmedAt: timestamp("first_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("subscriptions_member_unique").on(t.subscriberId, t.list, t.courseId, t.wishId).nullsNotDistinct(),
    check("subscriptions_course_check", sql`(${t.list} = 'course') = (${t.courseId} is not null)`),
    check("subscriptions_wish_check", sql`(${t.list} = 'wish') = (${t.wishId} is not null)`),
    check("subscriptions_state_check", sql`${t.state} in (${quotedList(SUBSCRIPTION_STATES)})`),
  ],
);

/**
 * Who has been told that a course they asked for is open (the console's *Notify them*): one row per
 * course and person, written in the transaction that queues their message, so a second press, or a
 * second operator at the same moment, tells nobody twice.
 */
export const courseNotifications = pgTable(
  "course_notifications",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Erasing a person deletes their rows through the cascade: the index keeps that a lookup.
  (t) => [primaryKey({ name: "course_notifications_pk", columns: [t.courseId, t.subscriberId] }), index("course_notifications_subscriber_idx").on(t.subscriberId)],
);

/** Fixed-window hit counters, in the database so every instance enforces one shared limit. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Every e-mail, from queued to sent: the outbox the worker delivers (pg-boss carries the jobs). */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Whom it goes to; null for mail to the operator (a demand alert), which names its `recipient` instead. */
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "cascade" }),
    /** The address of mail to no subscriber (the operator's own alert address, entered in the console). */
    recipient: text("recipient"),
    kind: text("kind", { enum: MESSAGE_KINDS }).notNull(),
    /** One message per purpose and person (e.g. `course_opened:3:17`): repeating an action queues nothing twice. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    /** What the template needs (course id and title, newsletter id…); the address is read at send time. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("queued"),
    /** The Message-ID header, fixed at queue time so a resend is recognisably the same message. */
    messageId: text("message_id").notNull().unique(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not sent before this time: a confirmation held back by the per-address limits is scheduled, not lost. */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: until when this worker holds it (a crashed worker's claim lapses). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The mailing it belongs to (newsletter:3, launch, course_opened:5, asked_class_open:5; a
     * message to one person is its own kind): bounce and complaint rates are counted per campaign,
     * and a bulk campaign pauses as one. Worked out from the kind and payload, so no queuing code sets it.
     */
    campaign: text("campaign")
      .notNull()
      .generatedAlwaysAs(
        sql`case kind when 'newsletter' then 'newsletter:' || coalesce(payload->>'newsletterId', '?')
          when 'launch' then 'launch'
          when 'course_opened' then 'course_opened:' || coalesce(payload->>'courseId', '?')
          when 'asked_class_open' then 'asked_class_open:' || coalesce(payload->>'courseId', '?')
          when 'invitation' then 'invitation:' || coalesce(payload->>'waveId', '?')
          when 'sequence' then 'sequence:' || coalesce(payload->>'stepId', '?')
          else kind end`,
      ),
  },
  (t) => [
    index("messages_subscriber_idx").on(t.subscriberId, t.kind, t.createdAt),
    index("messages_status_idx").on(t.status),
    index("messages_campaign_idx").on(t.campaign, t.status),
    check("messages_status_check", sql`${t.status} in (${quotedList(MESSAGE_STATUSES)})`),
    check("messages_recipient_check", sql`(${t.subscriberId} is null) = (${t.recipient} is not null)`),
  ],
);

/**
 * Newsletters the team composed, and to whom: a segment of the confirmed subscribers
 * (app/lib/schemas/segments.ts; null: the newsletter list). Their messages are queued when the
 * letter is sent or scheduled, each held until `scheduled_for` (the outbox is what makes a
 * schedule durable); cancelling drops those not yet sent.
 */
export const newsletters = pgTable("newsletters", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  subject: text("subject").notNull(),
  markdown: text("markdown").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Its segment as the console names it ("list:newsletter", "category:Science", "source:search"); null: the newsletter list. */
  segment: text("segment"),
  /** Not sent before this time; null: sent at once. */
  scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  /** How many messages were queued for it. */
  recipients: integer("recipients"),
});

/**
 * Bounces and complaints, one row per event: from the SMTP reply at send time or a relay's webhook.
 * `event_key` is the relay's own id for the event, so the same event delivered twice (a replay) is
 * refused rather than counted twice.
 */
export const mailEvents = pgTable(
  "mail_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    source: text("source", { enum: MAIL_EVENT_SOURCES }).notNull(),
    eventKey: text("event_key").notNull().unique(),
    kind: text("kind", { enum: MAIL_EVENT_KINDS }).notNull(),
    /** Normalised like subscribers.email; kept when the subscriber is erased, as the suppression is. */
    email: text("email").notNull(),
    messageId: integer("message_id").references(() => messages.id, { onDelete: "set null" }),
    /** The message's campaign when the event was recorded (messages.campaign). */
    campaign: text("campaign"),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_events_email_idx").on(t.email, t.kind),
    index("mail_events_campaign_idx").on(t.campaign, t.kind),
    index("mail_events_created_idx").on(t.createdAt),
    check("mail_events_kind_check", sql`${t.kind} in (${quotedList(MAIL_EVENT_KINDS)})`),
    check("mail_events_source_check", sql`${t.source} in (${quotedList(MAIL_EVENT_SOURCES)})`),
  ],
);

/**
 * Addresses no mail goes to, of any kind, and why. The operator lifts one (lifted_at, with their
 * reason); the row stays, so the history is kept. At most one live row per address.
 */
export const suppressions = pgTable(
  "suppressions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftReason: text("lift_reason"),
  },
  (t) => [
    uniqueIndex("suppressions_live_email_idx").on(t.email).where(sql`${t.liftedAt} is null`),
    check("suppressions_reason_check", sql`${t.reason} in (${quotedList(SUPPRESSION_REASONS)})`),
  ],
);

/** Bulk campaigns (newsletter:3, launch) that paused themselves on their bounce or complaint rate; Resume clears paused_at. */
export const mailCampaignPauses = pgTable("mail_campaign_pauses", {
  campaign: text("campaign").primaryKey(),
  pausedAt: timestamp("paused_at", { withTimezone: true }),
  reason: text("reason"),
  resumedAt: timestamp("resumed_at", { withTimezone: true }),
});

export type Message = typeof messages.$inferSelect;

export type Subscriber = typeof subscribers.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
/** A search as the site reads it: `previous_key` is the upgrade's own (keyPendingSearches). */
export type Search = Omit<typeof searches.$inferSelect, "previousKey">;
export type Course = typeof courses.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CourseInterest = typeof courseInterests.$inferSelect;
export type Seat = typeof seats.$inferSelect;
export type CourseNotification = typeof courseNotifications.$inferSelect;

/**
 * Images the operator uploads for the visitor pages (the testimonial's photo, partner logos), in
 * the database rather than under DATA_DIR so every instance serves the same ones. Only checked
 * PNG, JPEG or WebP is stored; the image endpoint serves them re-encoded (no metadata kept).
 */
export const siteImages = pgTable(
  "site_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose", { enum: SITE_IMAGE_PURPOSES }).notNull(),
    /** A logo's partner name (its alt text); empty for the photo, which the name beside it describes. */
    label: text("label").notNull().default(""),
    /** Logos are shown in this order. */
    position: integer("position").notNull().default(0),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Content hash: the image endpoint's cache key and the URLs' version. */
    hash: text("hash").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_images_purpose_check", sql`${t.purpose} in (${quotedList(SITE_IMAGE_PURPOSES)})`), index("site_images_purpose_idx").on(t.purpose, t.position)],
);

/** The operator's words on the visitor pages: one row (id 1); an empty field hides its block. */
export const siteContent = pgTable(
  "site_content",
  {
    id: integer("id").primaryKey().default(1),
    testimonialQuote: text("testimonial_quote"),
    testimonialAuthor: text("testimonial_author"),
    testimonialTitle: text("testimonial_title"),
    testimonialCompany: text("testimonial_company"),
    avatarImageId: integer("avatar_image_id").references(() => siteImages.id, { onDelete: "set null" }),
    /** General availability, shown in the FAQ and the launch list's label; unset: not announced. */
    launchDate: date("launch_date", { mode: "string" }),
    /** Places on the launch list each confirmed referral moves its referrer up; 0: referrals move no one. */
    referralBoost: integer("referral_boost").notNull().default(SHARE_DEFAULTS.referralBoost),
    /** The smallest count a page shows ("N people want this", "N on the waitlist"); below it, none. */
    socialProofMin: integer("social_proof_min").notNull().default(SHARE_DEFAULTS.socialProofMin),
    /** The About page's "Trusted by" heading, a claim only the operator can make; unset: a heading with no figure. */
    trustedHeading: text("trusted_heading"),
    /** The sites allowed to frame the embeddable forms (/embed/…): origins such as https://blog.example; empty: none. */
    embedOrigins: text("embed_origins").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_content_one_row", sql`${t.id} = 1`),
    check("site_content_referral_boost_check", sql`${t.referralBoost} between 0 and ${sql.raw(String(SHARE_LIMITS.referralBoost))}`),
    check("site_content_social_proof_min_check", sql`${t.socialProofMin} between 1 and ${sql.raw(String(SHARE_LIMITS.socialProofMin))}`),
  ],
);

export type SiteImage = typeof siteImages.$inferSelect;
export type SiteContent = typeof siteContent.$inferSelect;

/**
 * A sign-up made through the embeddable form (/embed/…) on another site: the site's origin (one the
 * operator listed) and the search or the address it brought. Deleted with what it names.
 */
export const embedSignups = pgTable(
  "embed_signups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    origin: text("origin").notNull(),
    searchId: integer("search_id").references(() => searches.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("embed_signups_search_idx").on(t.searchId),
    index("embed_signups_origin_idx").on(t.origin, t.createdAt),
    check("embed_signups_target_check", sql`(${t.searchId} is null) <> (${t.subscriberId} is null)`),
  ],
);

/** Other systems the operator tells about events (Standard Webhooks: signed, retried, logged). */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  /** The event types it asked for. */
  events: text("events").array().notNull(),
  /** whsec_… (base64): signs every delivery. */
  secret: text("secret").notNull(),
  /** The secret before the last rotation, still signing beside the new one until this time. */
  previousSecret: text("previous_secret"),
  previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
  enabled: boolean("enabled").notNull().default(true),
  /** Deliveries that failed for good in a row; reset by one that succeeds. */
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  /** Why and when it was switched off automatically (the console's notice). */
  disabledReason: text("disabled_reason"),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One event for one endpoint: its payload, fixed when the event happened, and how delivering it went. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** webhook-id: the same on every attempt and on a Resend, so a receiver can drop duplicates. */
    messageId: text("message_id").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /**
     * Whether its queue job exists. A delivery written in the same statement as its event (a search,
     * the hot path: one round trip, no transaction) gets its job just after; if the process dies in
     * between, the webhook worker's sweep queues it (the flag is flipped with the job, so once).
     */
    enqueued: boolean("enqueued").notNull().default(true),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_unqueued_idx").on(t.id).where(sql`not ${t.enqueued}`),
    check("webhook_deliveries_status_check", sql`${t.status} in (${quotedList(DELIVERY_STATUSES)})`),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/**
 * First-party analytics as daily aggregates: one row per day, event, page, screen class and
 * where the visit came from, with a count. Nothing about a person is stored; the number of rows a
 * day is capped (MAX_KEYS_PER_DAY), so no traffic can make it grow without bound.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    path: text("path").notNull(),
    screen: text("screen").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    referrer: text("referrer").notNull(),
    /** The shared link the visit arrived through (`w_{wish}`, `c_{course slug}`), else "(none)". */
    ref: text("ref").notNull().default("(none)"),
    /** Page views that began a visit (the first page of the site in a tab); 0 for other events. */
    entrances: integer("entrances").notNull().default(0),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ name: "analytics_daily_pk", columns: [t.day, t.event, t.path, t.screen, t.source, t.medium, t.campaign, t.referrer, t.ref] })],
);

/**
 * A confirmed search its visitor chose to share as a class wish: a public page (/wishes/{public_id})
 * where others join it. What was asked for is the search's (one wish per search); the operator may
 * hide a wish (its page and image then answer 404).
 */
export const wishes = pgTable(
  "wishes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the page's address names: 128 random bits, base64url, so wishes cannot be listed by guessing. */
    publicId: text("public_id").notNull().unique(),
    searchId: integer("search_id")
      .notNull()
      .unique()
      .references(() => searches.id, { onDelete: "cascade" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wishes_public_id_check", sql`${t.publicId} ~ '^[A-Za-z0-9_-]{22}$'`), index("wishes_created_idx").on(t.createdAt)],
);

/** A browser's Me too on a wish, with its own budget and class size: one per wish and browser. */
export const wishJoins = pgTable(
  "wish_joins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    wishId: integer("wish_id")
      .notNull()
      .references(() => wishes.id, { onDelete: "cascade" }),
    visitorId: uuid("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    budget: integer("budget").notNull(),
    classSize: integer("class_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("wish_joins_wish_visitor_unique").on(t.wishId, t.visitorId),
    index("wish_joins_visitor_idx").on(t.visitorId),
    check("wish_joins_budget_check", sql`${t.budget} between 10 and 500 and ${t.budget} % 10 = 0`),
    check("wish_joins_class_size_check", sql`${t.classSize} between 1 and 25`),
  ],
);

/**
 * A sign-up (a search, a Me too, a subscription) made in a visit that arrived through a shared
 * wish's or course's link: credited to it once per kind and browser, so repeating a step counts once.
 * The browser's id is what the write itself already holds; no visitors row is needed (typing an
 * address makes none).
 */
export const referralCredits = pgTable(
  "referral_credits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    wishId: integer("wish_id").references(() => wishes.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REFERRAL_KINDS }).notNull(),
    visitorId: uuid("visitor_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("referral_credits_once").on(t.kind, t.visitorId, t.wishId, t.courseId).nullsNotDistinct(),
    index("referral_credits_wish_idx").on(t.wishId),
    index("referral_credits_course_idx").on(t.courseId),
    check("referral_credits_target_check", sql`(${t.wishId} is null) <> (${t.courseId} is null)`),
    check("referral_credits_kind_check", sql`${t.kind} in (${quotedList(REFERRAL_KINDS)})`),
  ],
);

export type Wish = typeof wishes.$inferSelect;
export type WishJoin = typeof wishJoins.$inferSelect;

/**
 * Each course's social-proof counts, kept by triggers (migration 0023) as registrations of
 * interest and waiting seats come and go, so a page reads two numbers rather than counting
 * millions of rows; a change notifies the page caches. `wanting`: browsers that registered
 * interest; `waiting`: seats in the waiting state.
 */
export const courseCounts = pgTable("course_counts", {
  courseId: integer("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  wanting: integer("wanting").notNull().default(0),
  waiting: integer("waiting").notNull().default(0),
});

/**
 * A person's own referral link (`?ref=p_{code}`): made the first time their confirmed address is
 * shown it (the confirm page, their referral page), one per subscriber.
 */
export const referrers = pgTable(
  "referrers",
  {
    subscriberId: integer("subscriber_id")
      .primaryKey()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("referrers_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{12}$'`)],
);

/**
 * An address given in a visit that came through a person's referral link: the first link an
 * address was given through, once per address. It counts only when that mailbox confirms
 * (referralsCounted).
 */
export const referralInvites = pgTable(
  "referral_invites",
  {
    inviteeId: integer("invitee_id")
      .primaryKey()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("referral_invites_referrer_idx").on(t.referrerId)],
);

/**
 * A confirmed referral: one row per mailbox (subscribers.mailbox, so +tags and Gmail's dots are one
 * inbox), written when the invited mailbox confirmed for the first time. The key makes counting
 * idempotent: a replayed click, a second spelling of the same inbox or a second referrer adds nothing.
 */
export const referralsCounted = pgTable(
  "referrals_counted",
  {
    mailbox: text("mailbox").primaryKey(),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    inviteeId: integer("invitee_id")
      .notNull()
      .unique()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("referrals_counted_referrer_idx").on(t.referrerId)],
);

/**
 * Demand alerts (docs/operator.md): one row, the operator's threshold ("`people` in one group
 * within `window_days` days"), where the alert goes and whether it is on. `threshold_id` names the
 * threshold: a change of people or days is a new one (groups may alert again for it); addresses
 * and on/off are not.
 */
export const demandAlertSettings = pgTable(
  "demand_alert_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    people: integer("people").notNull(),
    windowDays: integer("window_days").notNull(),
    emails: text("emails").array().notNull(),
    thresholdId: integer("threshold_id").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("demand_alert_settings_one_row", sql`${t.id} = 1`),
    check("demand_alert_settings_people_check", sql`${t.people} between 1 and 100000`),
    check("demand_alert_settings_window_check", sql`${t.windowDays} between 1 and 365`),
  ],
);

/** A group that crossed a threshold, once: what it was called and how many people it had when it did. */
export const demandAlerts = pgTable(
  "demand_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    thresholdId: integer("threshold_id").notNull(),
    people: integer("people").notNull(),
    windowDays: integer("window_days").notNull(),
    /** The group's identity: its first (most asked) member's concept key. */
    groupKey: text("group_key").notNull(),
    /** How the group's first member was most often typed. */
    concept: text("concept").notNull(),
    /** Distinct people (visitors) in the group within the window when it crossed, and their searches. */
    count: integer("count").notNull(),
    searches: integer("searches").notNull(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("demand_alerts_threshold_idx").on(t.thresholdId, t.alertedAt)],
);

/**
 * Every member key alerted for, per threshold: the key makes an alert exactly-once (a group holding
 * any key already here, merged since or grouped otherwise by another instance, alerts no more).
 */
export const demandAlertKeys = pgTable(
  "demand_alert_keys",
  {
    thresholdId: integer("threshold_id").notNull(),
    key: text("key").notNull(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => demandAlerts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.thresholdId, t.key] }), index("demand_alert_keys_alert_idx").on(t.alertId)],
);

/**
 * The launch in waves (app/.server/launch/): each wave the operator sent, how many it asked for
 * (null: everyone waiting) and how many it invited.
 */
export const launchWaves = pgTable(
  "launch_waves",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requested: integer("requested"),
    /** A wave of one person the operator let in out of order (not the next by place). */
    chosen: boolean("chosen").notNull().default(false),
    /** A wave the expiry check sent to offer expired places to the next people (INVITATIONS_REFILL). */
    refill: boolean("refill").notNull().default(false),
    invited: integer("invited").notNull().default(0),
    /** When its first invitations go (a daily cap sends the rest on the days after). */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("launch_waves_requested_check", sql`${t.requested} is null or ${t.requested} > 0`)],
);

/**
 * One invitation per person, ever (the unique subscriber): a wave takes the first people by place
 * who hold none, so two waves, two operators or a retry can never invite anyone twice. Its message
 * is written in the same transaction (dedupe key `invitation:<subscriber id>`).
 */
export const launchInvitations = pgTable(
  "launch_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .unique()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    waveId: integer("wave_id")
      .notNull()
      .references(() => launchWaves.id, { onDelete: "cascade" }),
    /** Their place on the launch list when the wave took them. */
    place: integer("place").notNull(),
    /** What the invitation's link names (never the sequential id). */
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** Not accepted by then: expired (send_at plus the operator's INVITATION_DAYS). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The link's page was first shown (a link scanner may count too). */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** Its expired place was offered to the next person (the Launch page's refill setting): once. */
    refilledAt: timestamp("refilled_at", { withTimezone: true }),
    /** Its expiry was told (`invitation.expired`, to the endpoints asking then): once, however late the check. */
    expiryToldAt: timestamp("expiry_told_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("launch_invitations_wave_idx").on(t.waveId),
    // The minute's expiry check reads only the unaccepted invitations not told of yet.
    index("launch_invitations_untold_idx").on(t.expiresAt).where(sql`${t.acceptedAt} is null and ${t.expiryToldAt} is null`),
  ],
);

/**
 * A person the operator holds back from the launch's waves, with the reason the console keeps:
 * waves pass over them (their place is kept) until the hold is released (the row deleted).
 */
export const launchHolds = pgTable(
  "launch_holds",
  {
    subscriberId: integer("subscriber_id")
      .primaryKey()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("launch_holds_reason_check", sql`length(${t.reason}) between 1 and 300`)],
);

/**
 * The Ed25519 key that signs access tokens (one row): made once by whichever instance needs it
 * first, so every instance signs with the same key and serves the same JWKS (docs/decisions/launch-access-key.md).
 */
export const launchSigningKeys = pgTable(
  "launch_signing_keys",
  {
    id: integer("id").primaryKey().default(1),
    kid: text("kid").notNull(),
    privateJwk: jsonb("private_jwk").$type<Record<string, string>>().notNull(),
    publicJwk: jsonb("public_jwk").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("launch_signing_keys_one_row", sql`${t.id} = 1`)],
);

/**
 * The operator's launch settings (the Launch page; one row, absent until first saved: then
 * INVITATIONS_PER_DAY, INVITATION_DAYS and INVITATIONS_REFILL): how many invitations a day at
 * most, across every wave; how many days an invitation stays open; whether expired places are
 * offered to the next people.
 */
export const launchSettings = pgTable(
  "launch_settings",
  {
    id: integer("id").primaryKey().default(1),
    perDay: integer("per_day").notNull(),
    invitationDays: integer("invitation_days").notNull(),
    refill: boolean("refill").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("launch_settings_one_row", sql`${t.id} = 1`),
    check("launch_settings_per_day_check", sql`${t.perDay} between 0 and 1000000`),
    check("launch_settings_days_check", sql`${t.invitationDays} between 1 and 365`),
  ],
);

/**
 * A list the operator brought in (the console's Import, POST /api/admin/imports), dry run or not:
 * what it counted and every row it did not add, with the reason (downloadable as CSV).
 */
export const imports = pgTable("imports", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  fileName: text("file_name"),
  dryRun: boolean("dry_run").notNull(),
  /** ImportCounts (app/.server/imports/report.ts). */
  counts: jsonb("counts").$type<Record<string, number>>().notNull(),
  /** The rows not added: { row, address, outcome, reason }[]. */
  rowsNotAdded: jsonb("rows_not_added").$type<Array<{ row: number; address: string; outcome: string; reason: string }>>().notNull(),
  /** A console dry run's file, kept until the operator imports it (then cleared): the console checks a file before it imports it. */
  file: bytea("file"),
  /** The last confirmation this import scheduled: the next import's confirmations start after it (spread over time). */
  mailUntil: timestamp("mail_until", { withTimezone: true }),
  /** The operator ticked that its people get the lists' sequences (otherwise imported people get none). */
  includeSequence: boolean("include_sequence").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who an import added, and the evidence of their consent: where and when they opted in, as the
 * operator stated it (null: they were asked by e-mail and join only by their own click). The name,
 * when the file had one, is kept here; erasing the person deletes the row.
 */
export const importedSubscribers = pgTable(
  "imported_subscribers",
  {
    subscriberId: integer("subscriber_id")
      .primaryKey()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    /** The row of the file (1: the first after the header). */
    row: integer("row").notNull(),
    name: text("name"),
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }).notNull(),
    consentSource: text("consent_source"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
  },
  (t) => [index("imported_subscribers_import_idx").on(t.importId)],
);

/**
 * What operators did, append-only (a trigger refuses updates and deletes): every state-changing
 * console action and operator API call, with who (the console session or the operator token), what
 * (the action, its target and how many people it touched) and from which address. A person appears
 * by their id only, never their address, so erasure leaves nothing of them here.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** "console session 1a2b3c4d" (a hash of the session, not its id), "operator token", or who failed: "not signed in", "no valid token". */
    actor: text("actor").notNull(),
    /** What was asked: "console: email: send-newsletter", "api: POST /announcements/launch". */
    action: text("action").notNull(),
    /** What it named ("course 7", "subscriber 12", a concept key), when anything. */
    target: text("target"),
    /** People it wrote to or changed, where the action says (a newsletter's recipients). */
    touched: integer("touched"),
    /** The answer's HTTP status: 2xx and 3xx done, 4xx refused. */
    status: integer("status").notNull(),
    ip: text("ip").notNull(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/**
 * Who left (unsubscribed) because of a message: its own unsubscribe link (the page's button or the
 * one-click List-Unsubscribe) names it, once per message. Counted per campaign beside its bounces
 * and complaints (mail/rates.ts); erasing the person deletes the row with the message.
 */
export const campaignUnsubscribes = pgTable(
  "campaign_unsubscribes",
  {
    messageId: integer("message_id")
      .primaryKey()
      .references(() => messages.id, { onDelete: "cascade" }),
    /** The message's campaign (messages.campaign) when they left. */
    campaign: text("campaign").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaign_unsubscribes_campaign_idx").on(t.campaign)],
);

/**
 * A newsletter's link clicked (its first-party redirect, /r/…): once per message and link, so once
 * per person and link. Counted per campaign (mail/rates.ts) as people who clicked; no third party,
 * and erasing the person deletes the row with the message.
 */
export const mailClicks = pgTable(
  "mail_clicks",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    /** The link's place in the message (0: the first). */
    link: integer("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "mail_clicks_pk", columns: [t.messageId, t.link] })],
);

/**
 * The people who run the console, each signing in with their own address and password (issue 38).
 * The password is kept only as a scrypt hash (operators/passwords.ts). A disabled operator cannot
 * sign in and their sessions are gone; removing one deletes their sessions with them.
 */
export const operators = pgTable(
  "operators",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased: one account per address however it is typed. */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The TOTP secret (RFC 6238) once two-factor sign-in is set up, sealed with AES-GCM under SESSION_SECRET (operators/two-factor.ts); null without it. */
    totpSecret: text("totp_secret"),
    /** The 30-second step of the last code accepted: a code of that step or earlier is refused (a replay). */
    totpLastStep: integer("totp_last_step"),
  },
  (t) => [check("operators_role_check", sql`${t.role} in (${quotedList(ROLES)})`)],
);

/**
 * Console sessions, on the server: the cookie carries a random id, this table a hash of it (a copy
 * of the table opens no session). Signing out deletes the row; so does ending it from the sessions
 * list. `operator_id` is null for a session opened with ADMIN_PASSWORD while no account exists.
 */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    /** SHA-256 of the cookie's session id, hex. */
    id: text("id").primaryKey(),
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The browser's User-Agent as sent (cut to 300 characters): the device in the sessions list. */
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull(),
  },
  (t) => [index("operator_sessions_operator_idx").on(t.operatorId)],
);

/**
 * A step of a list's sequence (launch, newsletter): a message a number of days after a person joined
 * the list, written in Markdown like a newsletter and read when it is sent. Removing one keeps the row
 * (removed_at), so its id, which every message's dedupe key names, is never used again.
 */
export const sequenceSteps = pgTable(
  "sequence_steps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    list: text("list", { enum: SEQUENCE_LISTS }).notNull(),
    day: integer("day").notNull(),
    subject: text("subject").notNull(),
    markdown: text("markdown").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("sequence_steps_list_check", sql`${t.list} in (${quotedList(SEQUENCE_LISTS)})`),
    check("sequence_steps_day_check", sql`${t.day} between ${sql.raw(String(SEQUENCE_DAY_MIN))} and ${sql.raw(String(SEQUENCE_DAY_MAX))}`),
  ],
);

/** The console's e-mail settings (one row). perPersonTracking: a click is kept with its message (who clicked), not only counted. */
export const mailSettings = pgTable(
  "mail_settings",
  {
    id: integer("id").primaryKey().default(1),
    perPersonTracking: boolean("per_person_tracking").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("mail_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * Clicks on a campaign's links, counted with no person: every click adds one, whatever the tracking
 * setting. Who clicked (mail_clicks) is kept only while the operator has per-person tracking on.
 */
export const campaignLinkClicks = pgTable(
  "campaign_link_clicks",
  {
    campaign: text("campaign").notNull(),
    /** The link's place in the message (0: the first). */
    link: integer("link").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ name: "campaign_link_clicks_pk", columns: [t.campaign, t.link] })],
);

/**
 * Wrong passwords in a row per account (issue 38), across every address they came from: beside the
 * per-address limit, so guesses spread over many addresses still lock the account. `account` is the
 * address typed ("address:ada@example.org", whether or not it has an account, so a lock tells
 * nothing of which do) or "ADMIN_PASSWORD" before any account exists. A right password deletes the
 * row; an owner's unlock does too. Rules: operators/failure-budget.ts.
 */
export const signInFailures = pgTable("sign_in_failures", {
  account: text("account").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
});

/**
 * Links an operator is sent by e-mail (issue 38): an owner's invitation (the invitee sets their own
 * password and the account is made with the role chosen) or a password reset. Used once, before
 * it expires; an invitation's address has no account yet, a reset's is the operator's.
 */
export const operatorLinks = pgTable(
  "operator_links",
  {
    /** A random id; the link carries it signed with SESSION_SECRET (operators/links.ts), so this table opens nothing alone. */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: OPERATOR_LINK_KINDS }).notNull(),
    email: text("email").notNull(),
    /** An invitation's role. */
    role: text("role", { enum: ROLES }),
    /** A reset's operator (removing them ends their links). */
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
    /** The owner who invited; null once that owner is removed. */
    invitedBy: integer("invited_by").references(() => operators.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    check("operator_links_kind_check", sql`${t.kind} in (${quotedList(OPERATOR_LINK_KINDS)})`),
    check("operator_links_role_check", sql`${t.role} is null or ${t.role} in (${quotedList(ROLES)})`),
    index("operator_links_email_idx").on(t.email),
  ],
);

/**
 * An operator's single-use recovery codes for two-factor sign-in (issue 38): ten made at
 * enrolment, shown once, kept only as SHA-256 hashes; a used one is marked, never used again.
 */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ name: "operator_recovery_codes_pk", columns: [t.operatorId, t.codeHash] })],
);

/** The console's own settings (one row): whether every operator must sign in with a second factor. */
export const consoleSettings = pgTable(
  "console_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("console_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * Named operator API tokens (issue 38): each made by an operator for a script or a tool, with a role
 * no higher than theirs (and never above it later: the lower of the two applies), shown once and
 * kept only as a SHA-256 hash. Revoked tokens are kept, refused, so their use is told apart in the
 * audit log; removing the operator deletes theirs.
 */
export const operatorTokens = pgTable(
  "operator_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [check("operator_tokens_role_check", sql`${t.role} in (${quotedList(ROLES)})`), index("operator_tokens_operator_idx").on(t.operatorId)],
);
