import { messageKindLabel, SOURCE_LABELS } from "./copy.ts";
import { consoleTime } from "./when.ts";

// A person's activity, newest last, built from what is stored: the address row, each list's latest
// request and confirmation, and every message. The tables keep each list's latest request and
// confirmation (not every earlier one), so a list asked for again after it ended shows as
// "Asked again", and its earlier confirmation is the one before that.

type When = Date | string;
export type TimelineInput = {
  subscriber: { createdAt: When; source: string; confirmedAt: When | null; unsubscribedAt: When | null };
  lists: Array<{ list: string; courseTitle: string | null; wishConcept?: string | null; state: string; requestedAt: When; confirmedAt: When | null }>;
  messages: Array<{ id?: number; kind: string; status: string; subject: string | null; createdAt: When; sentAt: When | null }>;
  searches: Array<{ concept: string; createdAt: When }>;
  courseInterests: Array<{ courseTitle: string; createdAt: When }>;
  /** Seats asked for on a course's page (the Reserve form), each with its latest request, confirmation and release. */
  seats?: Array<{ courseTitle: string; state: string; requestedAt: When; confirmedAt: When | null; releasedAt: When | null }>;
};
export type TimelineEvent = { at: string; what: string; detail?: string };

const iso = (d: When) => new Date(d).toISOString();
/** A list in the console's words: "the launch list", "the list of “Jazz Piano”", "the list of the wish “Jazz”". */
export const listName = (l: { list: string; courseTitle: string | null; wishConcept?: string | null }) =>
  l.list === "course" ? `the list of “${l.courseTitle}”` : l.list === "wish" ? `the list of the wish “${l.wishConcept}”` : `the ${l.list} list`;

export function personTimeline(p: TimelineInput): TimelineEvent[] {
  const events: TimelineEvent[] = [{ at: iso(p.subscriber.createdAt), what: "Address given", detail: `through ${SOURCE_LABELS[p.subscriber.source] ?? p.subscriber.source}` }];
  for (const l of p.lists) {
    const confirmed = l.confirmedAt ? new Date(l.confirmedAt) : undefined;
    const askedAgain = confirmed !== undefined && new Date(l.requestedAt) > confirmed;
    events.push({
      at: iso(l.requestedAt),
      what: `${askedAgain ? "Asked again for" : "Asked for"} ${listName(l)}`,
      detail: l.state === "pending" ? "awaiting confirmation" : l.state === "ended" ? "ended by unsubscribing" : undefined,
    });
    if (confirmed) events.push({ at: iso(confirmed), what: `Confirmed ${listName(l)}` });
  }
  if (p.subscriber.confirmedAt) events.push({ at: iso(p.subscriber.confirmedAt), what: "Mailbox confirmed the address" });
  if (p.subscriber.unsubscribedAt) events.push({ at: iso(p.subscriber.unsubscribedAt), what: "Unsubscribed from every list" });
  for (const m of p.messages) {
    const label = messageKindLabel(m.kind);
    events.push({
      at: iso(m.createdAt),
      what: `E-mail: ${label}${m.subject ? ` “${m.subject}”` : ""}`,
      detail: m.sentAt ? `sent ${consoleTime(m.sentAt)}` : m.status,
    });
  }
  for (const s of p.searches) events.push({ at: iso(s.createdAt), what: `Searched “${s.concept}”` });
  for (const r of p.courseInterests) events.push({ at: iso(r.createdAt), what: `Registered for “${r.courseTitle}”` });
  for (const s of p.seats ?? []) {
    events.push({ at: iso(s.requestedAt), what: `Asked for a seat in “${s.courseTitle}”`, detail: s.state === "pending" ? "awaiting the click in its e-mail" : undefined });
    if (s.confirmedAt) events.push({ at: iso(s.confirmedAt), what: `Mailbox confirmed a seat in “${s.courseTitle}”`, detail: s.state === "waiting" ? "on the waitlist" : undefined });
    if (s.releasedAt) events.push({ at: iso(s.releasedAt), what: `Seat in “${s.courseTitle}” released` });
  }
  // Stable: events at the same moment keep the order above (the address before what it asked).
  return events.map((e, i) => ({ e, i })).sort((a, b) => a.e.at.localeCompare(b.e.at) || a.i - b.i).map(({ e }) => e);
}
