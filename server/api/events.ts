import type { RequestHandler } from "express";
import type { EventCounter } from "../../app/.server/analytics/event-counter.ts";
import { optedOut, recordEvent } from "../../app/.server/analytics/record-event.ts";
import { eventSchema } from "../../app/lib/schemas/analytics.ts";
import { ipKey } from "../../app/.server/ip-key.ts";
import { parseBody } from "./http.ts";

/**
 * POST /api/events: the pages' beacon. 204 whatever is counted; a browser sending Sec-GPC: 1 or
 * DNT: 1 is counted not at all (its body is not even read as an event). Bad input: 400. An address
 * over its share (BEACON_LIMIT, limits.ts) is answered alike and not counted.
 */
export function analyticsBeacon(counter: EventCounter): RequestHandler {
  return (req, res) => {
    if (optedOut(req.headers)) {
      res.status(204).end();
      return;
    }
    const input = parseBody(eventSchema, req.body, res);
    if (!input) return;
    recordEvent(counter, input, ipKey(req.ip ?? "unknown"));
    res.status(204).end();
  };
}
