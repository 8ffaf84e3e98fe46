// Rate limits as sliding windows (the sliding-window counter; db/rate-limits.ts keeps the counts in
// the database so every instance enforces the same limit). Each key counts hits per fixed window;
// a request is weighed against the current window plus the part of the previous one that still
// lies within the last `windowMs`, so no burst fits across a window boundary: with 5 a minute, 5 at
// 0:59 leave almost no room at 1:01. Only allowed hits are counted, so waiting the announced
// Retry-After is enough to get in again.

export type RateDecision = { allowed: boolean; retryAfterSeconds: number; retryAfterMs: number };

/** A key's hits in the window `now` falls in and in the one before. */
export type WindowCounts = { current: number; previous: number };

/** When the fixed window `now` falls in began. */
export const windowOf = (now: number, windowMs: number): number => now - (now % windowMs);

/** How much of the previous window still lies within the last `windowMs` (1 at a window's start, towards 0 at its end). */
export const previousWeight = (now: number, windowMs: number): number => 1 - (now - windowOf(now, windowMs)) / windowMs;

/** How long until one more hit fits, given the counts (0 when it fits now). */
export function waitForRoom({ current, previous }: WindowCounts, limit: number, windowMs: number, now: number): number {
  const elapsed = now - windowOf(now, windowMs);
  // Within this window: the previous window's share shrinks linearly.
  if (current + 1 <= limit) {
    if (previous === 0 || previous * (1 - elapsed / windowMs) + current + 1 <= limit) return 0;
    return Math.ceil(windowMs * (1 - (limit - current - 1) / previous)) - elapsed;
  }
  // Not before the next window, where this window's hits become the shrinking share.
  const fraction = current <= limit - 1 ? 0 : 1 - (limit - 1) / current;
  return windowMs - elapsed + Math.ceil(windowMs * fraction);
}

/** The answer to a hit that must wait `waitMs` (0: allowed now). */
export const decision = (waitMs: number): RateDecision => ({
  allowed: waitMs === 0,
  retryAfterMs: waitMs,
  retryAfterSeconds: waitMs === 0 ? 0 : Math.max(1, Math.ceil(waitMs / 1000)),
});
