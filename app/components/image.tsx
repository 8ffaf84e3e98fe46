import type { ComponentProps } from "react";
import { DEFAULT_QUALITY, imageUrl, srcsetWidths, type ImageQuality, type SiteImage } from "~/lib/schemas/image-options";

type ImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "loading" | "alt" | "sizes"> & {
  image: SiteImage;
  /** Required: "" only for a purely decorative image. */
  alt: string;
  /** How wide the image is shown, e.g. "(min-width: 768px) 50vw, 100vw": picks the srcset entry. */
  sizes: string;
  /** Above the fold: load at once with high priority. Otherwise it loads lazily. */
  priority?: boolean;
  /** One of the endpoint's few qualities (IMAGE_QUALITIES). */
  quality?: ImageQuality;
};

/**
 * One of the site's raster images through the image endpoint: a srcset over the allowed widths
 * (the browser picks one for `sizes` and the screen density; the endpoint picks AVIF or WebP), and
 * width and height always set, so the space is reserved before it loads and nothing shifts.
 */
export function Image({ image, alt, sizes, priority = false, quality = DEFAULT_QUALITY, width, height, ...props }: ImageProps) {
  const widths = srcsetWidths(image.width);
  // The fallback src (browsers without srcset) is a mid-sized variant.
  const fallback = widths.filter((w) => w <= 1080).at(-1) ?? widths[0]!;
  return (
    <img
      // loading and decoding come before src: some browsers start fetching as soon as src is set.
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      alt={alt}
      width={width ?? image.width}
      height={height ?? image.height}
      sizes={sizes}
      srcSet={widths.map((w) => `${imageUrl(image, w, quality)} ${w}w`).join(", ")}
      src={imageUrl(image, fallback, quality)}
      {...props}
    />
  );
}
