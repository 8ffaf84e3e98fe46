// What the operator may put on the visitor pages (console Site page): the limits, shared by the
// console's form, the server's checks and the pages that show the content.

export const SITE_IMAGE_PURPOSES = ["avatar", "logo"] as const;
export type SiteImagePurpose = (typeof SITE_IMAGE_PURPOSES)[number];

export const SITE_TEXT_LIMITS = { quote: 400, author: 80, title: 80, company: 80, partner: 60, trusted: 120 } as const;

/** An uploaded image: these formats (checked by decoding, not by the name), at most this many bytes and pixels. */
export const UPLOAD_FORMATS = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;
export const UPLOAD_MAX_BYTES = 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 4000;
/** Smaller than this, an image looks blurred at the size the pages show it. */
export const UPLOAD_MIN_PIXELS = { avatar: 96, logo: 32 } as const;
/** The About page's row holds the specification's five; a few more wrap onto a second row. */
export const MAX_PARTNER_LOGOS = 10;

/** The testimonial as the pages show it (the photo through the image endpoint). */
export type TestimonialContent = {
  quote: string;
  author: string;
  title: string | null;
  company: string | null;
  avatar: SiteImageRef | null;
};

/** An uploaded image as the pages link it: `src` is its path for the image endpoint. */
export type SiteImageRef = { id: number; src: string; width: number; height: number; hash: string; label: string };

export type SiteContentView = {
  testimonial: TestimonialContent | null;
  logos: SiteImageRef[];
  /** ISO date, or null while not announced. */
  launchDate: string | null;
  /** The About page's "Trusted by" heading as the operator set it, or null. */
  trustedHeading: string | null;
};

/** The console's Site page: its forms post here, the only page that takes an upload's body (server/body.ts). */
export const SITE_UPLOAD_PATH = "/admin/site";

/** The image endpoint's path for an uploaded image (server/images.ts resolves it in the database). */
export const SITE_IMAGE_PREFIX = "/site-images/";
export const siteImagePath = (id: number) => `${SITE_IMAGE_PREFIX}${id}`;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * When general availability is planned, as the site says it until the operator sets a date: the
 * specification's launch target (a month: the day and year are the operator's to announce).
 */
export const LAUNCH_TARGET = "October";

/** The planned launch in words: the operator's date ("15 October 2027"), else the target month. */
export const launchWhen = (launchDate: string | null) => (launchDate ? longDate(launchDate) : LAUNCH_TARGET);

/** "2026-11-23" → "23 November 2026", spelled out here so the server and every browser agree. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
