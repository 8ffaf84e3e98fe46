import { hitRateLimit } from "./hit-rate-limit.ts";
import { ipKey } from "./ip-key.ts";
import type { Services } from "./services.ts";

// The per-IP limits on visitors' writes, checked by the use cases (so every adapter applies
// them alike). RATE_LIMIT_PER_MIN=0 lifts them all (benchmarks). The IP is the one the server resolved
// (TRUST_PROXY decides whether a forwarded address counts); an IPv6 address counts by its /64 (ip-key.ts).

export type Limited = { kind: "limited"; retryAfterSeconds: number };

async function check(s: { db: Services["db"]; config: Pick<Services["config"], "RATE_LIMIT_PER_MIN"> }, key: string, limit: number, windowMs: number): Promise<Limited | undefined> {
  if (s.config.RATE_LIMIT_PER_MIN === 0) return undefined;
  const decision = await hitRateLimit(s.db, key, limit, windowMs);
  return decision.allowed ? undefined : { kind: "limited", retryAfterSeconds: decision.retryAfterSeconds };
}

/** Every write (search, registration, subscription) shares one budget per IP. */
export async function overWriteLimit(s: Services, ip: string): Promise<Limited | undefined> {
  const key = ipKey(ip);
  const limited = await check(s, `write:${key}`, s.config.RATE_LIMIT_PER_MIN, 60_000);
  if (limited) rememberRefusal(s.db, key, limited.retryAfterSeconds);
  return limited;
}

/**
 * Subscribing has a limit of its own against list-bombing from one address. It is generous
 * (a school or an office shares one IP); the per-mailbox limits on confirmation messages are what
 * protect an inbox.
 */
export const SUBSCRIBE_LIMIT = { perIp: 60, windowMs: 10 * 60_000 } as const;
export const overSubscribeLimit = (s: Services, ip: string) => check(s, `subscribe:${ipKey(ip)}`, SUBSCRIBE_LIMIT.perIp, SUBSCRIBE_LIMIT.windowMs);

/**
 * Share cards one address may have rendered (a card already stored costs nothing and is not
 * counted): a person sharing a few wishes never meets it; a crawl of every wish's card is paced.
 */
export const SHARE_RENDER_LIMIT = { perIp: 20, windowMs: 60_000 } as const;
export const overShareRenderLimit = (s: Services, ip: string) => check(s, `share-render:${ipKey(ip)}`, SHARE_RENDER_LIMIT.perIp, SHARE_RENDER_LIMIT.windowMs);

/**
 * Images one address may have encoded by the image endpoint (server/images.ts), as share cards: a
 * variant already on disk costs nothing and is not counted. A page's images, at every width a
 * screen picks, stay far below it; a crawl of every variant is paced.
 */
export const IMAGE_ENCODE_LIMIT = { perIp: 60, windowMs: 60_000 } as const;
export const overImageEncodeLimit = (s: { db: Services["db"]; config: Pick<Services["config"], "RATE_LIMIT_PER_MIN"> }, ip: string) =>
  check(s, `image-encode:${ipKey(ip)}`, IMAGE_ENCODE_LIMIT.perIp, IMAGE_ENCODE_LIMIT.windowMs);

/**
 * The analytics beacons one address may add to the figures (analytics/event-counter.ts), across
 * instances; null when RATE_LIMIT_PER_MIN=0 lifts the limits. Generous: a school or an office
 * behind one address is many visitors browsing at once.
 */
export const BEACON_LIMIT = { perIp: 600, windowMs: 60_000 } as const;
export type BeaconLimit = { perIp: number; windowMs: number };
export const beaconLimit = (config: Pick<Services["config"], "RATE_LIMIT_PER_MIN">): BeaconLimit | null => (config.RATE_LIMIT_PER_MIN === 0 ? null : BEACON_LIMIT);

/** A wait, as a person says it: "in 20 seconds", "in about 10 minutes". */
export function inHumanUnits(seconds: number): string {
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return n === 1 ? "in a second" : `in ${n} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "in about a minute" : `in about ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "in about an hour" : `in about ${hours} hours`;
}

export const tooManyRequestsMessage = (seconds: number) => `Too many requests. Please try again ${inHumanUnits(seconds)}.`;

// Refusals this instance has answered, by IP, until they lift: the next write from that IP is
// refused before its body is read or the database asked. Kept per database (the limit lives
// there) and bounded in size; an entry lasts only until its refusal lifts. The database stays the rule.
const refusals = new WeakMap<Services["db"], Map<string, number>>();
const MAX_REMEMBERED = 10_000;

function rememberRefusal(db: Services["db"], ip: string, seconds: number, now = Date.now()): void {
  let known = refusals.get(db);
  if (!known) refusals.set(db, (known = new Map()));
  if (known.size >= MAX_REMEMBERED) {
    for (const [key, until] of known) if (until <= now) known.delete(key);
    if (known.size >= MAX_REMEMBERED) return;
  }
  known.set(ip, now + seconds * 1000);
}

/** Seconds until this IP's writes are allowed again, as far as this instance knows (0: ask). */
export function knownRefusal(db: Services["db"], ip: string, now = Date.now()): number {
  const until = refusals.get(db)?.get(ip);
  if (until === undefined) return 0;
  if (until <= now) {
    refusals.get(db)?.delete(ip);
    return 0;
  }
  return Math.ceil((until - now) / 1000);
}
