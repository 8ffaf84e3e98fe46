import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageUrl, srcsetWidths } from "./image-options";

describe("image options", () => {
  it("are the specification's widths", () => {
    expect(IMAGE_WIDTHS).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });

  it("srcset widths stop at the source's width, and a tiny source still gets the smallest", () => {
    expect(srcsetWidths(700)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640]);
    expect(srcsetWidths(3840)).toEqual([...IMAGE_WIDTHS]);
    expect(srcsetWidths(10)).toEqual([16]);
  });

  it("URLs name the source, width, version and a non-default quality", () => {
    const image = { src: "/images/a b.png", width: 100, height: 100, hash: "0a1b2c" };
    expect(imageUrl(image, 64)).toBe("/_image?url=%2Fimages%2Fa+b.png&w=64&v=0a1b2c");
    expect(imageUrl(image, 64, 40)).toBe("/_image?url=%2Fimages%2Fa+b.png&w=64&q=40&v=0a1b2c");
  });
});
