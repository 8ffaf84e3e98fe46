import { Router } from "express";
import { inviteWave, launchSummary, type WaveOutcome } from "../../app/.server/launch/waves.ts";
import type { WaveFigures } from "../../app/.server/db/launch-invitations.ts";
import { apiHoldSchema, apiInviteOneSchema, apiLaunchSettingsSchema, apiReleaseSchema, apiWaveSchema } from "../../app/lib/schemas/launch.ts";
import { launchSettings, updateLaunchSettings, type LaunchSettingsView } from "../../app/.server/launch/settings.ts";
import { holdBack, inviteOne, onePersonRefusal, releaseHold, type OnePersonRefusal } from "../../app/.server/launch/people.ts";
import { listHolds } from "../../app/.server/db/launch-invitations.ts";
import { parseBody, sendError, sendJson, type ApiDeps } from "./http.ts";

// The launch in waves over the operator API (/api/admin/launch/*), behind the operator token.

const waveJson = (w: WaveFigures) => ({
  wave_id: w.id,
  requested: w.requested,
  kind: w.refill ? "refill" : w.chosen ? "out_of_order" : w.requested === null ? "everyone" : "count",
  invited: w.invited,
  send_at: w.sendAt.toISOString(),
  created_at: w.createdAt.toISOString(),
  first_place: w.firstPlace,
  last_place: w.lastPlace,
  sent: w.sent,
  opened: w.opened,
  accepted: w.accepted,
  expired: w.expired,
});

/** The launch settings in force (`saved_at` null: the environment's, not saved yet). */
const settingsJson = (s: LaunchSettingsView) => ({ per_day: s.perDay, invitation_days: s.days, refill: s.refill, saved_at: s.savedAt?.toISOString() ?? null });

/** The refusals a wave can meet, as the API says them (400: nothing was queued). */
function waveRefusal(outcome: Exclude<WaveOutcome, { kind: "invited" }>): string {
  switch (outcome.kind) {
    case "too-many":
      return outcome.waiting === 0
        ? "Nobody is waiting for an invitation: everyone on the launch list has one already. Nothing was queued."
        : `Only ${outcome.waiting} ${outcome.waiting === 1 ? "person waits" : "people wait"} for an invitation: ask for ${outcome.waiting} or fewer. Nothing was queued.`;
    case "nobody":
      return outcome.throughPlace === undefined
        ? "Nobody is waiting for an invitation. Nothing was queued."
        : `Nobody waiting holds place ${outcome.throughPlace} or above: everyone there has an invitation. Nothing was queued.`;
    case "in-the-past":
      return "send_at has passed: give a later time, or leave it out to send now. Nothing was queued.";
  }
}

/** A choice about one person that did not happen: 404 nobody has the address, 400 a time past, 409 where they stand forbids it. */
const refuseOne = (res: Parameters<typeof sendError>[0], r: OnePersonRefusal, email: string) =>
  sendError(res, r.kind === "not-found" ? 404 : r.kind === "in-the-past" ? 400 : 409, `${onePersonRefusal(r, email)} Nothing changed.`);

export function launchApiRouter(deps: ApiDeps): Router {
  const launch = Router();

  launch.post("/invitations", async (req, res) => {
    const input = parseBody(apiWaveSchema, req.body, res);
    if (!input) return;
    const size = input.through_place === undefined ? { count: input.count! } : { throughPlace: input.through_place };
    const outcome = await inviteWave(deps, size, input.send_at);
    if (outcome.kind !== "invited") return sendError(res, 400, waveRefusal(outcome));
    deps.log.info({ waveId: outcome.waveId, invited: outcome.invited }, "launch wave queued");
    sendJson(res, 201, { wave_id: outcome.waveId, invited: outcome.invited, send_at: outcome.sendAt.toISOString(), last_send_at: outcome.lastSendAt.toISOString() });
  });

  launch.get("/waves", async (_req, res) => {
    const { waiting, waves, settings } = await launchSummary(deps);
    sendJson(res, 200, { waiting, settings: settingsJson(settings), waves: waves.map(waveJson) });
  });

  launch.get("/settings", async (_req, res) => {
    sendJson(res, 200, settingsJson(await launchSettings(deps.db, deps.config)));
  });

  launch.post("/settings", async (req, res) => {
    const input = parseBody(apiLaunchSettingsSchema, req.body, res);
    if (!input) return;
    const saved = await updateLaunchSettings(deps.db, deps.config, {
      ...(input.per_day !== undefined && { perDay: input.per_day }),
      ...(input.invitation_days !== undefined && { days: input.invitation_days }),
      ...(input.refill !== undefined && { refill: input.refill }),
    });
    deps.log.info({ perDay: saved.perDay, days: saved.days, refill: saved.refill }, "launch settings saved");
    sendJson(res, 200, settingsJson(saved));
  });

  // One person: let in out of order, held back with a reason, released (as the console's Launch page).
  launch.post("/invite-one", async (req, res) => {
    const input = parseBody(apiInviteOneSchema, req.body, res);
    if (!input) return;
    const outcome = await inviteOne(deps, input.email, input.send_at);
    if (outcome.kind !== "invited") return refuseOne(res, outcome, input.email);
    deps.log.info({ waveId: outcome.waveId }, "one person invited out of order");
    sendJson(res, 201, { wave_id: outcome.waveId, email: outcome.email, place: outcome.place, send_at: outcome.sendAt.toISOString() });
  });

  launch.get("/holds", async (_req, res) => {
    const holds = await listHolds(deps.db);
    sendJson(res, 200, { holds: holds.map((h) => ({ email: h.email, reason: h.reason, held_at: h.heldAt.toISOString() })) });
  });

  launch.post("/holds", async (req, res) => {
    const input = parseBody(apiHoldSchema, req.body, res);
    if (!input) return;
    const outcome = await holdBack(deps, input.email, input.reason);
    if (outcome.kind !== "held-now") return refuseOne(res, outcome, input.email);
    deps.log.info({}, "launch hold recorded");
    sendJson(res, 201, { email: outcome.email, reason: input.reason });
  });

  launch.post("/holds/release", async (req, res) => {
    const input = parseBody(apiReleaseSchema, req.body, res);
    if (!input) return;
    if (!(await releaseHold(deps, { email: input.email }))) return sendError(res, 404, `${input.email} is not held back. Nothing changed.`);
    deps.log.info({}, "launch hold released");
    sendJson(res, 200, { email: input.email, released: true });
  });

  return launch;
}
