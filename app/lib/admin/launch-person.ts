import { consoleTime } from "./when.ts";

// A person's place in the launch, in the console's words (their page, under Referrals).

export type LaunchPersonView = {
  place: number | null;
  onList: boolean;
  reachable: boolean;
  hold: { reason: string; heldAt: Date | string } | null;
  invitation: { waveId: number; chosen: boolean; place: number; sendAt: Date | string; expiresAt: Date | string; acceptedAt: Date | string | null } | null;
};

export function launchPersonText(p: LaunchPersonView, now = new Date()): string {
  const parts: string[] = [];
  parts.push(p.place === null ? "Not on the launch list" : `Place ${p.place} on the launch list`);
  const i = p.invitation;
  if (i) {
    const how = i.chosen ? `invited out of order (wave ${i.waveId}, at place ${i.place})` : `invited in wave ${i.waveId} (at place ${i.place})`;
    const state = i.acceptedAt
      ? `accepted ${consoleTime(i.acceptedAt)}`
      : new Date(i.expiresAt).getTime() <= now.getTime()
        ? `expired ${consoleTime(i.expiresAt)}`
        : new Date(i.sendAt).getTime() > now.getTime()
          ? `goes out ${consoleTime(i.sendAt)}`
          : `sent ${consoleTime(i.sendAt)}, open until ${consoleTime(i.expiresAt)}`;
    parts.push(`${how}, ${state}`);
  } else if (p.hold) {
    parts.push(`held back since ${consoleTime(p.hold.heldAt)}: “${p.hold.reason}”`);
  } else if (p.onList && !p.reachable) {
    parts.push("not invited: the address bounced or is suppressed");
  } else if (p.onList) {
    parts.push("waiting for an invitation");
  }
  if (i && p.hold) parts.push(`held back since ${consoleTime(p.hold.heldAt)}: “${p.hold.reason}”`);
  return parts.join(" · ");
}
