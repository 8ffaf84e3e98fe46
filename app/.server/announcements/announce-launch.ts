import { listRecipients, queueBulk } from "../mail/outbox.ts";
import type { Services } from "../services.ts";

/** The launch message to the confirmed launch list: once per person ever (sending again reaches only newcomers). */
export async function announceLaunch(s: Services): Promise<{ queued: number }> {
  const queued = await s.db.transaction((tx) => queueBulk(tx, s.mail, "launch", "launch:", listRecipients("launch"), {}, s.config.publicHost));
  return { queued };
}
