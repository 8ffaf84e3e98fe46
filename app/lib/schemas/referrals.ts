// The addresses people share, and what a shared link carries: a class wish's public id and page,
// and the `?ref=` by which visits and sign-ups arriving through a shared wish or course link are
// credited to it. No dependencies, so the page's scripts and every schema can use it.

/** A wish's public id: 128 random bits, base64url (22 characters). Never the search's UUID. */
export const WISH_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const isWishId = (value: unknown): value is string => typeof value === "string" && WISH_ID_PATTERN.test(value);

export const wishPath = (id: string): `/wishes/${string}` => `/wishes/${id}`;

/**
 * Where a shared link came from: `w_{wish id}` (a wish's page), `c_{slug}` (a course's page) or
 * `p_{code}` (a person's own referral link, app/.server/referrals/). Case matters (a wish id and a
 * code are base64url), so a ref is never lower-cased.
 */
export type Referral = { kind: "wish"; wishId: string } | { kind: "course"; slug: string } | { kind: "person"; code: string };
export const REF_MAX = 120;
/** A person's referral code: 72 random bits, base64url. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
const REF_PATTERN = /^(?:w_[A-Za-z0-9_-]{22}|c_[a-z0-9]+(?:-[a-z0-9]+)*|p_[A-Za-z0-9_-]{12})$/;
export const isRef = (value: unknown): value is string => typeof value === "string" && value.length <= REF_MAX && REF_PATTERN.test(value);

export const wishRef = (wishId: string) => `w_${wishId}`;
export const courseRef = (slug: string) => `c_${slug}`;

export const personRef = (code: string) => `p_${code}`;
export const isPersonRef = (ref: string) => ref.startsWith("p_");

export const parseRef = (ref: string): Referral =>
  ref.startsWith("w_") ? { kind: "wish", wishId: ref.slice(2) } : isPersonRef(ref) ? { kind: "person", code: ref.slice(2) } : { kind: "course", slug: ref.slice(2) };

/** The ref of an address (a page's URL), when it is a shared link's reference. */
export function refOfUrl(url: string | URL): string | undefined {
  const ref = new URL(url).searchParams.get("ref");
  return isRef(ref) ? ref : undefined;
}

/** What a shared link can be credited with: a search, a Me too, an address given. */
export const REFERRAL_KINDS = ["search", "join", "subscribe"] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

/** The address a person shares: the page with its ref, so what arrives through it is credited to it. */
export const sharedLink = (publicUrl: string, path: string, ref: string) => `${publicUrl}${path}?ref=${ref}`;
export const wishShareLink = (publicUrl: string, wishId: string) => sharedLink(publicUrl, wishPath(wishId), wishRef(wishId));
