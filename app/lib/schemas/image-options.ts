// The image endpoint's contract, shared by the server (server/images.ts) and the <Image> component.
// Widths and the default quality are the specification's optimiser's (section 7).

export const IMAGE_ENDPOINT = "/_image";

export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The qualities the endpoint encodes at: a few, not 1–100, so one source has a bounded number of
 * variants (widths × qualities × formats) and nobody can fill the encoder or the disk with them.
 */
export const IMAGE_QUALITIES = [40, 60, 75, 90] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

export const DEFAULT_QUALITY: ImageQuality = 75;

export const IMAGE_FORMATS = ["avif", "webp", "png", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** One of the site's own raster images, with its intrinsic size and a content hash (see lib/site/images.ts). */
export type SiteImage = { src: string; width: number; height: number; hash: string };

/**
 * The endpoint URL of `image` at `width`. The content hash (`v`) makes the URL change whenever the
 * file does, which is what lets the endpoint answer with a year-long immutable cache.
 */
export function imageUrl(image: SiteImage, width: ImageWidth, quality: ImageQuality = DEFAULT_QUALITY): string {
  const params = new URLSearchParams({ url: image.src, w: String(width) });
  if (quality !== DEFAULT_QUALITY) params.set("q", String(quality));
  params.set("v", image.hash);
  return `${IMAGE_ENDPOINT}?${params}`;
}

/**
 * Widths worth offering for an image `intrinsic` pixels wide: every allowed width up to it (the
 * endpoint never enlarges), or the smallest allowed one when the image is tinier than all of them.
 */
export function srcsetWidths(intrinsic: number): ImageWidth[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= intrinsic);
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
}
