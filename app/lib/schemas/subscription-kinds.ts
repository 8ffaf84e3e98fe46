// The subscription vocabulary, one place for each enum: the database schema (its checks), the
// API's schemas, the console's filters and the pages all read these.

/** pending: the address never confirmed; confirmed: its mailbox clicked a link; unsubscribed: opted out of everything. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Where an address was first given: the prompt after a search, a course registration, a subscribe form, a class wish's page. */
export const SUBSCRIBER_SOURCES = ["search", "course", "newsletter", "wish"] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

/**
 * Where an address was first given, as stored: the API's sources, a course page's Reserve form
 * ("seat"), which asks for a seat rather than for a list (the console tells the two forms apart),
 * and a list the operator imported ("import": app/.server/imports/).
 */
export const STORED_SOURCES = [...SUBSCRIBER_SOURCES, "seat", "import"] as const;
export type StoredSource = (typeof STORED_SOURCES)[number];

/**
 * The lists: the launch notice, the monthly newsletter, one per course (its opening notice), and one
 * per class wish (to hear when it becomes a class).
 */
export const LISTS = ["launch", "newsletter", "course", "wish"] as const;
export type ListName = (typeof LISTS)[number];

/**
 * A membership's state. pending: asked for, waiting for a click in a message to that mailbox (it
 * gets no list mail); active: confirmed from the mailbox (or by the operator); ended: the person
 * unsubscribed (kept so that "Subscribe again" can restore exactly these lists).
 */
export const SUBSCRIPTION_STATES = ["pending", "active", "ended"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Which list a request is for (a wish by its row id; its public id never reaches the lists). */
export type ListRef = { list: "launch" } | { list: "newsletter" } | { list: "course"; courseId: number } | { list: "wish"; wishId: number };

/**
 * The list a subscribe request's source asks for: the search prompt → launch, a subscribe form →
 * newsletter, a course → its list, a wish's page → the wish's list.
 */
export function listForSource(source: SubscriberSource, target: { courseId?: number; wishId?: number } = {}): ListRef {
  if (source === "course" && target.courseId !== undefined) return { list: "course", courseId: target.courseId };
  if (source === "wish" && target.wishId !== undefined) return { list: "wish", wishId: target.wishId };
  return source === "newsletter" ? { list: "newsletter" } : { list: "launch" };
}

/** A stored membership's list (the schema's checks guarantee a course's list has its course, a wish's its wish). */
export const toListRef = (m: { list: ListName; courseId: number | null; wishId: number | null }): ListRef =>
  m.list === "course" ? { list: "course", courseId: m.courseId! } : m.list === "wish" ? { list: "wish", wishId: m.wishId! } : { list: m.list };

/** A list as a form value ("launch", "newsletter", "course:3", "wish:7"), for the "Subscribe again" choices. */
export const listKey = (ref: { list: ListName; courseId?: number | null; wishId?: number | null }) =>
  ref.list === "course" ? `course:${ref.courseId}` : ref.list === "wish" ? `wish:${ref.wishId}` : ref.list;

/** When a confirmation message goes out, as the server answers it: now, or held back by the per-address limits. */
export type ConfirmationTiming = { when: "now" } | { when: "later"; minutes: number };
