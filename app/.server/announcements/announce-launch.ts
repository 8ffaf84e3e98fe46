import { inviteWave } from "../launch/waves.ts";
import type { Services } from "../services.ts";

/**
 * The one-shot launch (the console's and the API's old "send the launch message"): one wave of the
 * whole launch list, now. Everyone waiting gets their personal invitation (app/.server/launch/),
 * once per person ever: pressing it again reaches only those who joined since.
 */
export async function announceLaunch(s: Services): Promise<{ queued: number }> {
  const outcome = await inviteWave(s, { everyone: true });
  return { queued: outcome.kind === "invited" ? outcome.invited : 0 };
}
