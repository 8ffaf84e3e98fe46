import type { PgBoss } from "pg-boss";
import { startMinuteJob } from "../mail/minute-job.ts";
import { insertExpiredDeliveries, lockWaves, takeExpiredForRefill, takeUntoldExpiries, waitingCount } from "../db/launch-invitations.ts";
import { rankingOf } from "./ranking.ts";
import { sendWave } from "./waves.ts";
import { launchSettings } from "./settings.ts";
import type { Logger } from "../logger.ts";
import type { Services } from "../services.ts";

// An invitation not accepted within its window (the Launch page's setting) expires by its time
// (nothing has to run for the pages and figures to say so). `invitation.expired` is told once per
// invitation, however late the check runs: a pg-boss schedule runs this every minute (one job
// however many instances schedule it), and each invitation is marked told in the transaction that
// writes its deliveries, so two checks at once tell nothing twice.

export const LAUNCH_EXPIRY_QUEUE = "launch-expiry";

/** Tells the endpoints asking now of every invitation that expired and was not told of yet; how many deliveries. */
export async function tellExpiredInvitations(s: Pick<Services, "db" | "mail">, now = new Date()): Promise<number> {
  return s.db.transaction(async (tx) => {
    const ids = await insertExpiredDeliveries(tx, await takeUntoldExpiries(tx, now));
    await s.mail.enqueueWebhooks(tx, ids);
    return ids.length;
  });
}

/**
 * Refill (the Launch page's setting): the places of invitations that expired unaccepted (each once, `refilled_at`)
 * are offered to as many of the next people waiting, as one wave marked `refill`, now. Under the
 * waves' lock. With fewer people waiting than places, the rest stay unoffered for good.
 */
export async function refillExpiredPlaces(s: Services, now = new Date()): Promise<{ expired: number; waveId?: number; invited: number }> {
  return s.db.transaction(async (tx) => {
    await lockWaves(tx);
    const expired = await takeExpiredForRefill(tx, now);
    if (expired === 0) return { expired, invited: 0 };
    const ranking = await rankingOf(tx, s.config);
    const count = Math.min(expired, await waitingCount(tx, ranking));
    if (count === 0) return { expired, invited: 0 };
    const wave = await sendWave(tx, s, { requested: count, count, at: now, now, ranking, refill: true });
    return { expired, ...wave };
  });
}

/** The minute's check: tells the expiries, then, with refill on (the Launch page's setting, read each time), offers their places on. */
export async function checkExpiries(s: Services & { log: Pick<Logger, "info"> }, now = new Date()): Promise<{ told: number; refill: Awaited<ReturnType<typeof refillExpiredPlaces>> | null }> {
  const told = await tellExpiredInvitations(s, now);
  if (told > 0) s.log.info({ deliveries: told }, "expired launch invitations told to webhook endpoints");
  if (!(await launchSettings(s.db, s.config)).refill) return { told, refill: null };
  const refill = await refillExpiredPlaces(s, now);
  if (refill.expired > 0) s.log.info(refill, "expired launch places offered to the next people");
  return { told, refill };
}

export function startLaunchExpiryJob(boss: PgBoss, s: Services & { log: Logger }): Promise<{ stop(): Promise<void> }> {
  return startMinuteJob(boss, LAUNCH_EXPIRY_QUEUE, async () => {
    await checkExpiries(s);
  });
}
