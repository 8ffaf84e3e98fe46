import { sql, type SQL } from "drizzle-orm";
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
import { SEAT_STATES } from "../../lib/schemas/seats.ts";
import { REFERRAL_KINDS } from "../../lib/schemas/referrals.ts";
import { MESSAGE_KINDS, MESSAGE_STATUSES } from "../../lib/schemas/mail-constants.ts";
import { LISTS, SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES, SUBSCRIPTION_STATES } from "../../lib/schemas/subscription-kinds.ts";

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
    source: text("source", { enum: SUBSCRIBER_SOURCES }).notNull(),
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
export const visitors = pgTable("visitors", {
  id: uuid("id").primaryKey(),
  subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A concept's words as lexemes (text[]): ASCII punctuation becomes a space first, so the parser
 * sees the same runs of letters and digits that anyWordQuery (courses.ts) makes a search's query
 * of, and never a compound token (an address, a host, "3.5"). So a concept that the related-courses
 * ranking can match to a course shares at least one lexeme with the course's document: the GIN
 * index on this finds a course's candidate searches without parsing every concept.
 */
export const conceptLexemes = (concept: SQL | AnyPgColumn) =>
  sql`tsvector_to_array(to_tsvector('english'::regconfig, regexp_replace(${concept}, '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+', ' ', 'g')))`;

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
  },
  (t) => [
    index("searches_visitor_idx").on(t.visitorId),
    index("searches_created_idx").on(t.createdAt),
    index("searches_concept_lexemes_idx").using("gin", conceptLexemes(t.concept)),
    check("searches_budget_check", sql`${t.budget} between 10 and 500 and ${t.budget} % 10 = 0`),
    check("searches_class_size_check", sql`${t.classSize} between 1 and 25`),
  ],
);

/** Drizzle has no tsvector type; only the database reads this column. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });


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
     * The class wish the operator made this course from (the console's "Create a course from this
     * wish"): its sharer, joiners and list are then among the course's askers (course-audience.ts).
     * A wish that is erased leaves the course, which no longer has it.
     */
    wishId: integer("wish_id").references((): AnyPgColumn => wishes.id, { onDelete: "set null" }),
    /**
     * Full-text document for matching a search's concept: the title weighs most, then the category,
     * then the description. A stored generated column (not an expression index) so queries name it
     * plainly.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${courses.title}), 'A') || setweight(to_tsvector('english', ${courses.category}), 'B') || setweight(to_tsvector('english', ${courses.description}), 'C')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courses_search_idx").using("gin", t.searchVector),
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
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
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
  },
  (t) => [
    index("messages_subscriber_idx").on(t.subscriberId, t.kind, t.createdAt),
    index("messages_status_idx").on(t.status),
    check("messages_status_check", sql`${t.status} in (${quotedList(MESSAGE_STATUSES)})`),
  ],
);

/** Newsletters the team composed (sent to the confirmed members of the newsletter list). */
export const newsletters = pgTable("newsletters", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  subject: text("subject").notNull(),
  markdown: text("markdown").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Message = typeof messages.$inferSelect;

export type Subscriber = typeof subscribers.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type Search = typeof searches.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CourseInterest = typeof courseInterests.$inferSelect;
export type Seat = typeof seats.$inferSelect;
export type CourseNotification = typeof courseNotifications.$inferSelect;

/**
 * Console sessions ended by logging out before they expired. The session itself is a signed
 * cookie; this list is what makes a copy of a logged-out cookie worthless. Rows past `expires_at`
 * are useless (the cookie has expired too) and are pruned at each logout.
 */
export const revokedAdminSessions = pgTable("revoked_admin_sessions", {
  sid: text("sid").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Bytes as a Buffer (as pg reads bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_content_one_row", sql`${t.id} = 1`)],
);

export type SiteImage = typeof siteImages.$inferSelect;
export type SiteContent = typeof siteContent.$inferSelect;

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
