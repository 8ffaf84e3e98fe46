import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { wishImageVersion, wishShareImage, wishShareSvg } from "./share-image";

describe("a class wish's share card", () => {
  const wish = { id: "AAAAAAAAAAAAAAAAAAAAAA", concept: "Jazz piano", budget: 120, class_size: 6, people: 3, created_at: "2027-01-01T00:00:00.000Z" };

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
