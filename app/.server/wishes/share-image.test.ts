import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FONT } from "../share-card";
import { wishImageVersion, wishShareImage, wishShareSvg } from "./share-image";

const wish = { id: "AAAAAAAAAAAAAAAAAAAAAA", concept: "Jazz piano", budget: 120, class_size: 6, people: 3, created_at: "2027-01-01T00:00:00.000Z" };

describe("a class wish's share card", () => {
  it("escapes the visitor's concept: markup in it stays text in the SVG", () => {
    const svg = wishShareSvg({ ...wish, concept: `</text><script>x</script> <image href="x"/> & 'q'` });
    for (const piece of ["“&lt;/text&gt;&lt;script&gt;x&lt;/script&gt;", "&lt;image", "href=&quot;x&quot;/&gt;", "&amp;", "&apos;q&apos;”"]) expect(svg).toContain(piece);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<image");
    // Nothing the visitor typed opened or closed an element: the same elements as for a plain concept.
    const elements = (s: string) => s.match(/<\/?[a-z]+/g)?.filter((t) => t !== "<tspan" && t !== "</tspan").join(" ");
    expect(elements(svg)).toBe(elements(wishShareSvg(wish)));
  });

  it("is a 1200 × 630 PNG, one version for good (the count of people is not on it)", async () => {
    const png = await wishShareImage(wish);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(wishImageVersion({ ...wish, people: 40 } as typeof wish)).toBe(wishImageVersion(wish));
    expect(wishImageVersion({ ...wish, budget: 130 })).not.toBe(wishImageVersion(wish));
  });
});

describe("emoji on a share card", () => {
  /**
   * Share of the glyph's top ink row that is inked: an empty box drawn for a missing glyph has a
   * full top edge (1.0); the rocket of Noto Emoji comes to a point (well under half).
   */
  async function topEdge(text: string): Promise<number> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#000"/><text x="10" y="70" font-family="${FONT}" font-size="60" font-weight="bold" fill="#fff">${text}</text></svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    let top = info.height;
    let left = info.width;
    let right = -1;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        if (data[y * info.width + x]! > 128) {
          top = Math.min(top, y);
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
    let inked = 0;
    for (let x = left; x <= right; x++) if (data[top * info.width + x]! > 128) inked++;
    return inked / (right - left + 1);
  }

  it("draws a wish's emoji as the emoji, not as an empty box", async () => {
    // A code point no font has: the box, as every emoji was drawn before a font for them shipped.
    expect(await topEdge("\u{10FFFD}")).toBeGreaterThan(0.9);
    expect(await topEdge("🚀")).toBeLessThan(0.5);
    const png = await wishShareImage({ ...wish, concept: "Rocket science 🚀 for beginners" });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });
});
