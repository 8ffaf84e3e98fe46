import { isEmail, normaliseEmail } from "../../lib/schemas/email.ts";
import { deleteHold, insertChosenInvitation, insertSentDeliveries, insertWave, launchPerson, lockWaves, setWaveInvited, upsertHold, type LaunchPerson } from "../db/launch-invitations.ts";
import type { Config } from "../config.ts";
import { rankingOf } from "./ranking.ts";
import { findSubscriberByEmail } from "../db/subscribers.ts";
import type { Executor } from "../db/client.ts";
import type { Services } from "../services.ts";
import { queueInvitationMail } from "./waves.ts";
import { scheduleInvitations } from "./daily-cap.ts";
import { launchSettings } from "./settings.ts";

// One person, not a wave: the operator lets someone in out of order, or holds someone back with a
// reason (kept, shown on their page). Both go through the waves' lock, so a wave and a choice
// about one person never cross.

export type OnePersonRefusal =
  | { kind: "not-found" }
  | { kind: "not-on-list" }
  | { kind: "unreachable" }
  | { kind: "invited-already"; waveId: number }
  | { kind: "held"; reason: string }
  | { kind: "in-the-past" };

/** Whoever gave the address (anything that is no address, a NUL say, is nobody's: never queried). */
const subscriberOf = async (tx: Executor, email: string) => (isEmail(email) ? findSubscriberByEmail(tx, normaliseEmail(email)) : undefined);

/** The person behind an address as the console types it, and where they stand (the waves' lock held). */
async function personOf(tx: Executor, config: Config, email: string): Promise<{ id: number; email: string; launch: LaunchPerson } | undefined> {
  const subscriber = await subscriberOf(tx, email);
  if (!subscriber) return undefined;
  return { id: subscriber.id, email: subscriber.email, launch: await launchPerson(tx, subscriber.id, await rankingOf(tx, config)) };
}

/**
 * Invites one person now (or at `sendAt`), out of order: a wave of one (`chosen`), at their place
 * now. Only a reachable member of the launch list with no invitation, and not held back (release
 * the hold first), is invited.
 */
export async function inviteOne(s: Services, email: string, sendAt?: Date, now = new Date()): Promise<OnePersonRefusal | { kind: "invited"; waveId: number; email: string; place: number; sendAt: Date }> {
  if (sendAt && sendAt.getTime() <= now.getTime()) return { kind: "in-the-past" };
  const at = sendAt ?? now;
  return s.db.transaction(async (tx) => {
    await lockWaves(tx);
    const person = await personOf(tx, s.config, email);
    if (!person) return { kind: "not-found" } as const;
    const { launch } = person;
    if (launch.invitation) return { kind: "invited-already", waveId: launch.invitation.waveId } as const;
    if (!launch.onList) return { kind: "not-on-list" } as const;
    if (!launch.reachable) return { kind: "unreachable" } as const;
    if (launch.hold) return { kind: "held", reason: launch.hold.reason } as const;
    // Under the daily cap like any wave: a full day sends them on the next day with room.
    const settings = await launchSettings(tx, s.config);
    const { first: sendAtCapped } = await scheduleInvitations(tx, at, 1, settings.perDay);
    const waveId = await insertWave(tx, 1, sendAtCapped, true);
    const invited = await insertChosenInvitation(tx, { waveId, subscriberId: person.id, ranking: await rankingOf(tx, s.config), sendAt: sendAtCapped, days: settings.days });
    if (!invited) throw new Error("the chosen person could not be invited although every check passed");
    await setWaveInvited(tx, waveId, 1);
    await queueInvitationMail(tx, s.mail, waveId, s.config.publicHost, now);
    await s.mail.enqueueWebhooks(tx, await insertSentDeliveries(tx, waveId));
    return { kind: "invited", waveId, email: person.email, place: invited.place, sendAt: sendAtCapped } as const;
  });
}

/** Holds one person back from the waves with a reason (a new reason replaces the old). Not someone already invited. */
export async function holdBack(s: Pick<Services, "db" | "config">, email: string, reason: string): Promise<Exclude<OnePersonRefusal, { kind: "held" | "in-the-past" | "unreachable" }> | { kind: "held-now"; email: string }> {
  return s.db.transaction(async (tx) => {
    await lockWaves(tx);
    const person = await personOf(tx, s.config, email);
    if (!person) return { kind: "not-found" } as const;
    if (person.launch.invitation) return { kind: "invited-already", waveId: person.launch.invitation.waveId } as const;
    if (!person.launch.onList) return { kind: "not-on-list" } as const;
    await upsertHold(tx, person.id, reason);
    return { kind: "held-now", email: person.email } as const;
  });
}

/** Releases a hold (the person by id, or by address): the next wave may take them again at their place. False when none was held. */
export async function releaseHold(s: Pick<Services, "db">, who: number | { email: string }): Promise<boolean> {
  return s.db.transaction(async (tx) => {
    await lockWaves(tx);
    const id = typeof who === "number" ? who : (await subscriberOf(tx, who.email))?.id;
    return id !== undefined && deleteHold(tx, id);
  });
}

/** What a choice about one person that did not happen says, in the console and the API (nothing changed). */
export function onePersonRefusal(r: OnePersonRefusal, email: string): string {
  switch (r.kind) {
    case "not-found":
      return `No one has given the address ${email}.`;
    case "not-on-list":
      return `${email} is not a confirmed member of the launch list.`;
    case "unreachable":
      return `${email} bounced or is suppressed: no invitation can reach it.`;
    case "invited-already":
      return `${email} was invited already (wave ${r.waveId}).`;
    case "held":
      return `${email} is held back (“${r.reason}”): release the hold first.`;
    case "in-the-past":
      return "That time has passed: choose a later one, or leave it out to send now.";
  }
}

/** Where a person stands in the launch (their console page). */
export async function personLaunch(s: Pick<Services, "db" | "config">, subscriberId: number): Promise<LaunchPerson> {
  return launchPerson(s.db, subscriberId, await rankingOf(s.db, s.config));
}
