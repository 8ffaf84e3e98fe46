import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { siteImages } from "./images";

// The manifest (sizes for width/height attributes, hashes for the URLs' version) must match the
// files: run `node scripts/generate-images.ts` after changing an image.
describe("site images manifest", () => {
  it.each(Object.entries(siteImages))("%s matches its file", async (_key, image) => {
    const file = path.join(import.meta.dirname, "../../../public", image.src);
    const data = readFileSync(file);
    const meta = await sharp(data).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: image.width, height: image.height });
    expect(createHash("sha256").update(data).digest("hex").slice(0, 10)).toBe(image.hash);
  });
});
