import type { Referral } from "../../lib/schemas/referrals.ts";
import type { Executor } from "../db/client.ts";
import { insertCountedReferral, insertInvite } from "../db/person-referrals.ts";

// The two moments of a person's referral. An address given in a visit through their link is
// noted (subscribe: the one address intake, after its checks, so a throwaway inbox never gets
// here); it counts when, and only when, that address's own mailbox confirms (confirm.ts). Who
// counts, once, is the queries' (db/person-referrals.ts): distinct confirmed mailboxes, new to the
// list, not the referrer's own.

/** Notes the address as brought by the person whose link the visit came through (a person's ref only). */
export async function noteReferredAddress(tx: Executor, referral: Referral | undefined, subscriberId: number, visitorId: string): Promise<void> {
  if (referral?.kind !== "person") return;
  await insertInvite(tx, referral.code, subscriberId, visitorId);
}

/** The mailbox confirmed (its own click): the referral that brought it counts now, if it may. Idempotent. */
export async function countReferral(tx: Executor, subscriberId: number): Promise<boolean> {
  return insertCountedReferral(tx, subscriberId);
}
