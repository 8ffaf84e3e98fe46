import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { EMOJI_FONT_FAMILY, configureEmojiFont } from "./emoji-font.ts";
import { turns } from "./turns.ts";

// The site's share cards (Open Graph / Twitter images, 1200 × 630): one look for a course's card
// and a wish's, drawn as SVG and rendered to PNG with sharp on the server. Everything inserted into
// the SVG goes through `xml()`: a course's title is the operator's, a wish's concept a visitor's.

export const SHARE_SIZE = { width: 1200, height: 630 } as const;

// Emoji in a title or a wish are drawn from the font shipped for them (emoji-font.ts), not as boxes.
configureEmojiFont();
export const FONT = `DejaVu Sans, ${EMOJI_FONT_FAMILY}, Helvetica, Arial, sans-serif`;

/** Text as SVG (XML) content or attribute value: markup-free, whatever it holds. */
export const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

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

/** A card: the brand's background and logo around `body` (SVG elements, already escaped). */
export const shareCardSvg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_SIZE.width}" height="${SHARE_SIZE.height}" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1100" cy="60" r="200" fill="#4f46e5"/>
  <g transform="translate(80 64)">
    <rect width="72" height="72" rx="16" fill="#ffffff"/>
    <path d="M46.3 25.7A14.6 14.6 0 1 0 46.3 46.3" fill="none" stroke="#4338ca" stroke-width="7.8" stroke-linecap="round"/>
    <circle cx="52.9" cy="36" r="5.1" fill="#f59e0b"/>
    <text x="96" y="50" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">Classwish</text>
  </g>
${body}
</svg>`;

/** Lines of large bold text (a title), one tspan a line, from `top`, `step` apart. */
export const titleLines = (lines: string[], top: number, step: number, size: number) =>
  `<text font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${lines.map((l, i) => `<tspan x="80" y="${top + i * step}">${xml(l)}</tspan>`).join("")}</text>`;

/** Where rendered cards are stored, and whether this request may render one that is not there yet. */
export type CardStore = {
  /** A folder of this instance's (DATA_DIR/share-cards). */
  dir: string;
  /** Asked before a render (never for a stored card): the per-address render limit. */
  mayRender: () => Promise<{ kind: "limited"; retryAfterSeconds: number } | undefined>;
};

export type CardAnswer = Buffer | { kind: "limited"; retryAfterSeconds: number };

/**
 * Rendered cards by key (what and which version): each version is rendered once and stored as a
 * file, so it is never rendered again, whoever asks and however the requests are spread over the
 * wishes (a render costs 70–80 ms of CPU and tens of MB while it runs: a round-robin over hundreds
 * of wishes once filled both cores and the memory budget). A few are also kept in memory (the
 * oldest dropped first), and requests for a card being rendered wait for that render. A card not
 * stored yet is rendered only within the asker's render limit (CardStore.mayRender).
 */
// Renders run one after another, whatever the number of cards asked for at once: each holds tens of
// MB while it runs, and eight side by side took the server 174 MB past its idle memory (PSS 270 →
// 444 MB, bench:share-cards) where one at a time stays within the budget.
const inTurn = turns();

/** Every card is rendered here, one at a time. */
const render = (svg: () => string) => inTurn(() => sharp(Buffer.from(svg())).png({ compressionLevel: 9 }).toBuffer());

/** How long a rendered card is held in memory at most (the stored file outlives it). */
const CARD_LIFETIME_MS = 10 * 60_000;

export function renderCache(maxKept: number): (key: string, svg: () => string, store?: CardStore) => Promise<CardAnswer> {
  // The latest cards asked for, the least recently used dropped first, and none held longer than
  // CARD_LIFETIME_MS: a card's key names its version, so this bounds the memory held, not staleness.
  const rendered = new LRUCache<string, Promise<Buffer>>({ max: maxKept, ttl: CARD_LIFETIME_MS });
  const keep = (key: string, image: Promise<Buffer>) => {
    image.catch(() => rendered.delete(key));
    rendered.set(key, image);
    return image;
  };
  return async (key, svg, store) => {
    const held = rendered.get(key);
    if (held) return held;
    if (!store) return keep(key, render(svg));
    const file = path.join(store.dir, `${key.replace(/[^A-Za-z0-9_-]/g, "_")}.png`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return rendered.get(key) ?? keep(key, Promise.resolve(stored));
    const limited = await store.mayRender();
    if (limited) return limited;
    return (
      rendered.get(key) ??
      keep(
        key,
        (async () => {
          const png = await render(svg);
          await mkdir(store.dir, { recursive: true });
          // Written aside, then renamed: a reader never sees half a file.
          const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
          await writeFile(temp, png);
          await rename(temp, file);
          return png;
        })(),
      )
    );
  };
}
