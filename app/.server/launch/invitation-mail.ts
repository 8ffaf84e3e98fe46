import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { invitationById, onLaunchList } from "../db/launch-invitations.ts";
import type { MessageContent } from "../mail/templates.ts";
import { consoleTime } from "../../lib/admin/when.ts";
import { invitationUrl } from "./invitation.ts";

// The invitation's message, read at send time from its row (payload: { invitationId }).

export async function invitationContent(db: Db, config: Config, payload: Record<string, unknown>): Promise<Extract<MessageContent, { kind: "invitation" }>> {
  const invitation = await invitationById(db, Number(payload.invitationId));
  if (!invitation) throw new Error(`invitation ${String(payload.invitationId)} not found`);
  return { kind: "invitation", invitationUrl: invitationUrl(config, invitation.publicId), place: invitation.place, expires: consoleTime(invitation.expiresAt) };
}

/** Dropped unsent when the invitation is gone or its person is no longer on the launch list. */
export async function invitationUntrue(db: Db, payload: Record<string, unknown>): Promise<boolean> {
  const invitation = await invitationById(db, Number(payload.invitationId));
  return !invitation || !(await onLaunchList(db, invitation.subscriberId));
}
