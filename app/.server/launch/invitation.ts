import type { Config } from "../config.ts";
import { findInvitation, markAccepted, markOpened, type InvitationRow } from "../db/launch-invitations.ts";
import { createSigner } from "../signing.ts";
import type { Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { accessToken } from "./access-key.ts";
import { isUuid } from "../../lib/schemas/input.ts";

// A person's invitation link (/invitation?token=…): it names the invitation's random public id,
// MAC'd for this purpose under SESSION_SECRET (previous secrets still accepted). The page shows
// whose access it is; only a POST accepts (link scanners fetch, they do not press).

const signer = (config: Config) => createSigner(config.SESSION_SECRETS, "launch-invitation");

export const invitationToken = (config: Config, invitationPublicId: string): string => signer(config).sign(invitationPublicId);

/** The invitation's public id, or undefined for anything forged, altered or malformed. */
export function verifyInvitationToken(config: Config, token: string | null | undefined): string | undefined {
  if (!token || token.length > 512) return undefined;
  const id = signer(config).unsign(token);
  return id && isUuid(id) ? id : undefined;
}

export const invitationUrl = (config: Config, invitationPublicId: string) => `${config.PUBLIC_URL}/invitation?token=${invitationToken(config, invitationPublicId)}`;

export type InvitationState =
  | { kind: "invalid" }
  | { kind: "open"; email: string; expiresAt: Date }
  | { kind: "expired"; email: string; expiredAt: Date }
  | { kind: "accepted"; email: string; acceptedAt: Date };

const stateOf = (i: InvitationRow, now: Date): InvitationState =>
  i.acceptedAt
    ? { kind: "accepted", email: i.email, acceptedAt: i.acceptedAt }
    : i.expiresAt.getTime() <= now.getTime()
      ? { kind: "expired", email: i.email, expiredAt: i.expiresAt }
      : { kind: "open", email: i.email, expiresAt: i.expiresAt };

/** The link's page: what the invitation is now. The first showing counts as opened. */
export async function readInvitation(s: Pick<Services, "db" | "config">, token: string | null, now = new Date()): Promise<InvitationState> {
  const publicId = verifyInvitationToken(s.config, token);
  const invitation = publicId && (await findInvitation(s.db, publicId));
  if (!invitation) return { kind: "invalid" };
  if (!invitation.openedAt) await markOpened(s.db, invitation.id);
  return stateOf(invitation, now);
}

export type AcceptOutcome =
  | { kind: "invalid" }
  | { kind: "expired"; email: string; expiredAt: Date }
  /** Accepted now (`again`: it was accepted before, and nothing changed). `redirect`: ACCESS_URL with the token; none when ACCESS_URL is unset. */
  | { kind: "accepted"; email: string; acceptedAt: Date; again: boolean; redirect: string | undefined };

/** ACCESS_URL with `access_token` added to its query (anything it has kept). */
function handOver(accessUrl: string, token: string): string {
  const url = new URL(accessUrl);
  url.searchParams.set("access_token", token);
  return url.toString();
}

/**
 * Accept: marks the invitation accepted (once: accepting again changes nothing and says so) and
 * hands the person to the service with a fresh access token; the first time, `invitation.accepted`
 * goes to the webhook endpoints that asked, in the same transaction. An expired or unknown
 * invitation changes nothing.
 */
export async function acceptInvitation(s: Services, token: string | null, now = new Date()): Promise<AcceptOutcome> {
  const publicId = verifyInvitationToken(s.config, token);
  if (!publicId) return { kind: "invalid" };
  const result = await s.db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, publicId, true);
    if (!invitation) return { kind: "invalid" } as const;
    const state = stateOf(invitation, now);
    if (state.kind === "expired") return state;
    if (state.kind === "accepted") return { ...state, again: true, invitation };
    const acceptedAt = await markAccepted(tx, invitation.id);
    await recordWebhookEvent(tx, s.mail, "invitation.accepted", {
      email: invitation.email,
      place: invitation.place,
      wave_id: invitation.waveId,
      accepted_at: acceptedAt.toISOString(),
    });
    return { kind: "accepted", email: invitation.email, acceptedAt, again: false, invitation } as const;
  });
  if (result.kind !== "accepted") return result;
  const accessUrl = s.config.ACCESS_URL;
  const redirect = accessUrl
    ? handOver(
        accessUrl,
        await accessToken(
          s.db,
          {
            issuer: s.config.PUBLIC_URL,
            audience: new URL(accessUrl).origin,
            subject: result.invitation.subscriberPublicId,
            email: result.invitation.email,
            invitation: result.invitation.publicId,
          },
          now,
        ),
      )
    : undefined;
  return { kind: "accepted", email: result.email, acceptedAt: result.acceptedAt, again: result.again, redirect };
}
