import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import {
  UPLOAD_FORMATS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MIN_PIXELS,
  type SiteImagePurpose,
} from "../../lib/schemas/site-content.ts";
import type { NewSiteImage } from "../db/site-content.ts";

// An uploaded file is believed only after decoding it: the name and the browser's type say
// nothing. SVG is not taken (it can carry script); the stored bytes are served only re-encoded.

export type CheckedImage = Omit<NewSiteImage, "purpose" | "label">;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The file as a storable image, or the reason it is refused (said to the operator). */
export async function checkUploadedImage(file: File, purpose: SiteImagePurpose): Promise<{ ok: true; image: CheckedImage } | { ok: false; error: string }> {
  if (file.size === 0) return { ok: false, error: "Choose an image file to upload." };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, error: `The image is ${kb(file.size)}; the limit is ${kb(UPLOAD_MAX_BYTES)}.` };
  const data = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    return { ok: false, error: "This file is not an image that can be read. Upload a PNG, JPEG or WebP file." };
  }
  const format = meta.format as keyof typeof UPLOAD_FORMATS | undefined;
  if (!format || !(format in UPLOAD_FORMATS)) return { ok: false, error: `This is a ${meta.format ?? "unknown"} file. Upload a PNG, JPEG or WebP file.` };
  // Sideways phone photos: the size the pages reserve is the upright one.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = (swapped ? meta.height : meta.width) ?? 0;
  const height = (swapped ? meta.width : meta.height) ?? 0;
  if (width > UPLOAD_MAX_PIXELS || height > UPLOAD_MAX_PIXELS) {
    return { ok: false, error: `The image is ${width} × ${height} pixels; at most ${UPLOAD_MAX_PIXELS} on each side.` };
  }
  const min = UPLOAD_MIN_PIXELS[purpose];
  if (Math.min(width, height) < min) return { ok: false, error: `The image is ${width} × ${height} pixels; at least ${min} on each side, or it looks blurred.` };
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 16);
  return { ok: true, image: { contentType: UPLOAD_FORMATS[format], width, height, hash, data } };
}
