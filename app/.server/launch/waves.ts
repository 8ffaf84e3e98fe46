import { rankingOf } from "./ranking.ts";
import { scheduleInvitations } from "./daily-cap.ts";
import { launchSettings, type LaunchSettingsView } from "./settings.ts";
import { insertInvitationMessages, insertInvitations, insertSentDeliveries, insertWave, listWaves, lockWaves, setWaveInvited, waitingCount, type Ranking, type WaveFigures } from "../db/launch-invitations.ts";
import type { Executor } from "../db/client.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { Services } from "../services.ts";

// The launch in waves: the operator lets the next N people of the launch list in (or everyone
// waiting), now or at a time. Each person is invited once, ever: the invitation row (unique per
// person) and its outbox message (dedupe key `invitation:<subscriber>`) are written in one
// transaction, and the outbox sends each message once across crashes and workers.

/** How many people a wave asks for: a number, everyone waiting down to a place, or everyone waiting. */
export type WaveSize = { count: number } | { throughPlace: number } | { everyone: true };

export type WaveOutcome =
  /** `sendAt` its first invitations' time, `lastSendAt` its last's (later under the daily cap). */
  | { kind: "invited"; waveId: number; invited: number; sendAt: Date; lastSendAt: Date }
  /** A count larger than the people waiting (nothing queued). */
  | { kind: "too-many"; waiting: number }
  /** Everyone (down to a place): nobody waits there (nothing queued). */
  | { kind: "nobody"; throughPlace?: number }
  | { kind: "in-the-past" };

/** Queues the wave's invitations' messages, each held until its own send time (rows and jobs durable meanwhile). */
export async function queueInvitationMail(tx: Executor, queue: MailQueue, waveId: number, host: string, now: Date): Promise<void> {
  const inserted = await insertInvitationMessages(tx, waveId, host);
  // One enqueue per send day (a daily cap spreads a wave); a time already come is now.
  const byTime = new Map<number, number[]>();
  for (const r of inserted) {
    const at = new Date(r.send_after).getTime();
    byTime.set(at, [...(byTime.get(at) ?? []), Number(r.id)]);
  }
  for (const [at, messageIds] of byTime) await queue.enqueue(tx, messageIds, at > now.getTime() ? new Date(at) : undefined);
}

/**
 * A wave: the first `count` people by place who hold no invitation yet (unsubscribed, pending,
 * bounced and suppressed addresses are never taken), or everyone waiting. A count larger than the
 * people waiting, a time already past, or (everyone) nobody waiting queues nothing. Waves are taken
 * one at a time (an advisory lock), so two at once invite different people and count exactly.
 */
export async function inviteWave(s: Services, size: WaveSize, sendAt?: Date, now = new Date()): Promise<WaveOutcome> {
  if (sendAt && sendAt.getTime() <= now.getTime()) return { kind: "in-the-past" };
  const at = sendAt ?? now;
  return s.db.transaction(async (tx) => {
    await lockWaves(tx);
    const ranking = await rankingOf(tx, s.config);
    if ("throughPlace" in size) {
      // Everyone waiting at place P or above: the first of the queue are exactly they.
      const through = await waitingCount(tx, ranking, size.throughPlace);
      if (through === 0) return { kind: "nobody", throughPlace: size.throughPlace } as const;
      const wave = await sendWave(tx, s, { requested: through, count: through, at, now, ranking });
      return { kind: "invited", ...wave } as const;
    }
    const waiting = await waitingCount(tx, ranking);
    if ("everyone" in size && waiting === 0) return { kind: "nobody" } as const;
    const count = "everyone" in size ? waiting : size.count;
    if (count > waiting) return { kind: "too-many", waiting } as const;
    const wave = await sendWave(tx, s, { requested: "everyone" in size ? null : count, count, at, now, ranking });
    return { kind: "invited", ...wave } as const;
  });
}

/**
 * Writes a wave in the caller's transaction (the waves' lock held): its row, the first `count`
 * waiting people's invitations (under the daily cap, every wave together), their messages and
 * their `invitation.sent` deliveries.
 */
export async function sendWave(
  tx: Executor,
  s: Services,
  o: { requested: number | null; count: number; at: Date; now: Date; ranking: Ranking; refill?: boolean },
): Promise<{ waveId: number; invited: number; sendAt: Date; lastSendAt: Date }> {
  const settings = await launchSettings(tx, s.config);
  const schedule = await scheduleInvitations(tx, o.at, o.count, settings.perDay);
  const waveId = await insertWave(tx, o.requested, schedule.first, false, o.refill ?? false);
  const invitations = await insertInvitations(tx, { waveId, ranking: o.ranking, at: o.at, slots: schedule.slots, days: settings.days });
  await setWaveInvited(tx, waveId, invitations.length);
  await queueInvitationMail(tx, s.mail, waveId, s.config.publicHost, o.now);
  // Told to the endpoints that asked, in the same transaction: an event if and only if the invitation exists.
  await s.mail.enqueueWebhooks(tx, await insertSentDeliveries(tx, waveId));
  return { waveId, invited: invitations.length, sendAt: schedule.first, lastSendAt: schedule.last };
}

export type LaunchSummary = { waiting: number; waves: WaveFigures[]; settings: LaunchSettingsView };

/** The console's and the API's view: who waits, every wave's figures, and the settings in force. */
export async function launchSummary(s: Pick<Services, "db" | "config">): Promise<LaunchSummary> {
  const [waiting, waves, settings] = await Promise.all([rankingOf(s.db, s.config).then((r) => waitingCount(s.db, r)), listWaves(s.db), launchSettings(s.db, s.config)]);
  return { waiting, waves, settings };
}
