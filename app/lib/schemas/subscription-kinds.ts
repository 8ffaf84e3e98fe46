// The subscription vocabulary, one place for each enum: the database schema (its checks), the
// API's schemas, the console's filters and the pages all read these.

/** pending: the address never confirmed; confirmed: its mailbox clicked a link; unsubscribed: opted out of everything. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Where an address was first given: the prompt after a search, a course registration, a subscribe form. */
export const SUBSCRIBER_SOURCES = ["search", "course", "newsletter"] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

/** The lists: the launch notice, the monthly newsletter, and one per course (its opening notice). */
export const LISTS = ["launch", "newsletter", "course"] as const;
export type ListName = (typeof LISTS)[number];

/**
 * A membership's state. pending: asked for, waiting for a click in a message to that mailbox (it
 * gets no list mail); active: confirmed from the mailbox (or by the operator); ended: the person
 * unsubscribed (kept so that "Subscribe again" can restore exactly these lists).
 */
export const SUBSCRIPTION_STATES = ["pending", "active", "ended"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Which list a request is for. */
export type ListRef = { list: "launch" } | { list: "newsletter" } | { list: "course"; courseId: number };

/** The list a subscribe request's source asks for: the search prompt → launch, a subscribe form → newsletter. */
export const listForSource = (source: SubscriberSource, courseId?: number): ListRef =>
  source === "course" && courseId !== undefined ? { list: "course", courseId } : source === "newsletter" ? { list: "newsletter" } : { list: "launch" };

/** A stored membership's list (the schema's check guarantees a course's list has its course). */
export const toListRef = (m: { list: ListName; courseId: number | null }): ListRef =>
  m.list === "course" ? { list: "course", courseId: m.courseId! } : { list: m.list };

/** A list as a form value ("launch", "newsletter", "course:3"), for the "Subscribe again" choices. */
export const listKey = (ref: { list: ListName; courseId?: number | null }) => (ref.list === "course" ? `course:${ref.courseId}` : ref.list);

/** When a confirmation message goes out, as the server answers it: now, or held back by the per-address limits. */
export type ConfirmationTiming = { when: "now" } | { when: "later"; minutes: number };
