import { createHash } from "node:crypto";
import sharp from "sharp";
import type { CourseView } from "../../lib/schemas/course.ts";
import { SINGAPORE } from "../../lib/site/schedule.ts";

// A course's share card (Open Graph / Twitter image, 1200 × 630): the site's look with the course's
// category, title, instructor, price, duration and first class. Rendered on the server from SVG
// (sharp), once per version of those facts: the page's meta names the version, so a changed course
// gets a new URL and the old image can be cached for good. Seats are left out on purpose (they change
// with every confirmation; the page itself says them).

export const SHARE_SIZE = { width: 1200, height: 630 } as const;

const FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Words into lines of at most `width` characters, at most `max` lines (the last one cut with an ellipsis). */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1).replace(/\s+\S*$/, "")}…`;
  return kept;
}

/** "Wed 20 Jan 2027, 7:00 pm": short enough for the card's bottom line. */
const shortStart = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: SINGAPORE, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true })
    .format(new Date(iso))
    .replace(/\s/g, " ");

/** What the image shows, so its version changes exactly when the image would. */
const facts = (c: CourseView) => [c.title, c.instructor, c.category, c.price, c.duration, c.starts_at ?? ""];

export const shareImageVersion = (c: CourseView) => createHash("sha256").update(JSON.stringify(facts(c))).digest("base64url").slice(0, 12);

export function courseShareSvg(c: CourseView): string {
  const title = wrapWords(c.title, 30, 3);
  const when = c.starts_at ? `Starts ${shortStart(c.starts_at)} SGT, then weekly` : "Schedule to be announced";
  const titleTop = 250;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_SIZE.width}" height="${SHARE_SIZE.height}" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1100" cy="60" r="200" fill="#4f46e5"/>
  <g transform="translate(80 64)">
    <rect width="72" height="72" rx="16" fill="#ffffff"/>
    <path d="M46.3 25.7A14.6 14.6 0 1 0 46.3 46.3" fill="none" stroke="#4338ca" stroke-width="7.8" stroke-linecap="round"/>
    <circle cx="52.9" cy="36" r="5.1" fill="#f59e0b"/>
    <text x="96" y="50" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">Classwish</text>
  </g>
  <text x="80" y="200" font-family="${FONT}" font-size="28" font-weight="bold" fill="#c7d2fe">${xml(c.category.toUpperCase())} · LIVE ONLINE CLASS</text>
  <text font-family="${FONT}" font-size="58" font-weight="bold" fill="#ffffff">${title.map((l, i) => `<tspan x="80" y="${titleTop + 40 + i * 70}">${xml(l)}</tspan>`).join("")}</text>
  <text x="80" y="${titleTop + 40 + title.length * 70 + 10}" font-family="${FONT}" font-size="32" fill="#e0e7ff">${xml(c.instructor)}</text>
  <rect x="0" y="540" width="1200" height="90" fill="#1e1b4b"/>
  <text x="80" y="597" font-family="${FONT}" font-size="30" fill="#ffffff"><tspan font-weight="bold">${xml(c.price)}</tspan> · ${xml(c.duration)} · ${xml(when)}</text>
</svg>`;
}

// Rendered images by course and version; a small bounded set (the courses are few), oldest dropped first.
const rendered = new Map<string, Promise<Buffer>>();
const MAX_KEPT = 64;

export function courseShareImage(c: CourseView): Promise<Buffer> {
  const key = `${c.id}:${shareImageVersion(c)}`;
  let image = rendered.get(key);
  if (!image) {
    image = sharp(Buffer.from(courseShareSvg(c))).png({ compressionLevel: 9 }).toBuffer();
    image.catch(() => rendered.delete(key));
    rendered.set(key, image);
    if (rendered.size > MAX_KEPT) rendered.delete(rendered.keys().next().value!);
  }
  return image;
}
