import { createHash } from "node:crypto";
import { formatPrice } from "../../lib/schemas/limits.ts";
import type { WishView } from "../../lib/schemas/wishes.ts";
import { FONT, renderCache, shareCardSvg, titleLines, wrapWords, xml, type CardAnswer, type CardStore } from "../share-card.ts";

// A class wish's share card (Open Graph / Twitter image, 1200 × 630): the concept a visitor typed,
// escaped like every value in the SVG, with the budget and class size asked for. The number of
// people is left out on purpose (it changes with every Me too; the page says it), so a wish's card
// has one version for good.

/** What the image shows, so its version changes exactly when the image would. */
// (The fonts too: emoji drawn as boxes before their font shipped get a new address, so no cache keeps the old image.)
const facts = (w: Pick<WishView, "concept" | "budget" | "class_size">) => [w.concept, w.budget, w.class_size, FONT];

export const wishImageVersion = (w: Pick<WishView, "concept" | "budget" | "class_size">) =>
  createHash("sha256").update(JSON.stringify(facts(w))).digest("base64url").slice(0, 12);

export function wishShareSvg(w: Pick<WishView, "concept" | "budget" | "class_size">): string {
  const concept = wrapWords(`“${w.concept}”`, 28, 3);
  const size = w.class_size === 1 ? "one-to-one" : `a class of ${w.class_size}`;
  return shareCardSvg(`  <text x="80" y="200" font-family="${FONT}" font-size="28" font-weight="bold" fill="#c7d2fe">A CLASS WISH · WHO WANTS IT TOO?</text>
  ${titleLines(concept, 290, 70, 58)}
  <rect x="0" y="540" width="1200" height="90" fill="#1e1b4b"/>
  <text x="80" y="597" font-family="${FONT}" font-size="30" fill="#ffffff">Budget <tspan font-weight="bold">${xml(formatPrice(w.budget))}</tspan> · ${xml(size)} · Join with Me too</text>`);
}

// Wishes are many; every card is stored as a file once rendered (read again from the disk's cache),
// and only the latest few are also held in memory (each is about 40–65 KB).
const render = renderCache(32);

/** The card's PNG; with a store, stored once rendered, and rendered only within the asker's limit. */
export function wishShareImage(w: WishView): Promise<Buffer>;
export function wishShareImage(w: WishView, store: CardStore): Promise<CardAnswer>;
export function wishShareImage(w: WishView, store?: CardStore): Promise<CardAnswer> {
  return render(`wish-${w.id}-${wishImageVersion(w)}`, () => wishShareSvg(w), store);
}
