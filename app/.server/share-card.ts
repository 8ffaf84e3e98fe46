import sharp from "sharp";

// The site's share cards (Open Graph / Twitter images, 1200 × 630): one look for a course's card
// and a wish's, drawn as SVG and rendered to PNG with sharp on the server. Everything inserted into
// the SVG goes through `xml()`: a course's title is the operator's, a wish's concept a visitor's.

export const SHARE_SIZE = { width: 1200, height: 630 } as const;

export const FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";

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

/**
 * Rendered cards by key (what and which version), a bounded set with the oldest dropped first:
 * each version is rendered once, however often it is asked for.
 */
export function renderCache(maxKept: number): (key: string, svg: () => string) => Promise<Buffer> {
  const rendered = new Map<string, Promise<Buffer>>();
  return (key, svg) => {
    let image = rendered.get(key);
    if (!image) {
      image = sharp(Buffer.from(svg())).png({ compressionLevel: 9 }).toBuffer();
      image.catch(() => rendered.delete(key));
      rendered.set(key, image);
      if (rendered.size > maxKept) rendered.delete(rendered.keys().next().value!);
    }
    return image;
  };
}
