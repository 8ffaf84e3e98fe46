import { createHash } from "node:crypto";
import type { CourseView } from "../../lib/schemas/course.ts";
import { formatInZone } from "../../lib/site/time-zone.ts";
import { FONT, renderCache, shareCardSvg, titleLines, wrapWords, xml, type CardAnswer, type CardStore } from "../share-card.ts";

// A course's share card (Open Graph / Twitter image, 1200 × 630): the site's look with the course's
// category, title, instructor, price, duration and first class. Rendered on the server from SVG
// (sharp), once per version of those facts: the page's meta names the version, so a changed course
// gets a new URL and the old image can be cached for good. Seats are left out on purpose (they change
// with every confirmation; the page itself says them).

/** "Wed 20 Jan 2027, 7:00 pm": short enough for the card's bottom line. */
const shortStart = (iso: string) =>
  formatInZone(iso, { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true }).replace(/\s/g, " ");

/** What the image shows, so its version changes exactly when the image would. */
// (The fonts too: emoji drawn as boxes before their font shipped get a new address, so no cache keeps the old image.)
const facts = (c: CourseView) => [c.title, c.instructor, c.category, c.price, c.duration, c.starts_at ?? "", FONT];

export const shareImageVersion = (c: CourseView) => createHash("sha256").update(JSON.stringify(facts(c))).digest("base64url").slice(0, 12);

export function courseShareSvg(c: CourseView): string {
  const title = wrapWords(c.title, 30, 3);
  const when = c.starts_at ? `Starts ${shortStart(c.starts_at)} SGT, then weekly` : "Schedule to be announced";
  const titleTop = 250;
  return shareCardSvg(`  <text x="80" y="200" font-family="${FONT}" font-size="28" font-weight="bold" fill="#c7d2fe">${xml(c.category.toUpperCase())} · LIVE ONLINE CLASS</text>
  ${titleLines(title, titleTop + 40, 70, 58)}
  <text x="80" y="${titleTop + 40 + title.length * 70 + 10}" font-family="${FONT}" font-size="32" fill="#e0e7ff">${xml(c.instructor)}</text>
  <rect x="0" y="540" width="1200" height="90" fill="#1e1b4b"/>
  <text x="80" y="597" font-family="${FONT}" font-size="30" fill="#ffffff"><tspan font-weight="bold">${xml(c.price)}</tspan> · ${xml(c.duration)} · ${xml(when)}</text>`);
}

// The courses are few: a small bounded set of rendered cards.
const render = renderCache(64);

/** The card's PNG; with a store, stored once rendered, and rendered only within the asker's limit. */
export function courseShareImage(c: CourseView): Promise<Buffer>;
export function courseShareImage(c: CourseView, store: CardStore): Promise<CardAnswer>;
export function courseShareImage(c: CourseView, store?: CardStore): Promise<CardAnswer> {
  return render(`course-${c.id}-${shareImageVersion(c)}`, () => courseShareSvg(c), store);
}
