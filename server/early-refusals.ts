import type { RequestHandler } from "express";
import type { Db } from "../app/.server/db/client.ts";
import { knownRefusal, tooManyRequestsMessage } from "../app/.server/limits.ts";
import { isConsolePath } from "./page-requests.ts";

/**
 * A visitor's write from an IP this instance has just refused for the write limit is refused
 * again at once, before its body is read or the database asked (the use case would refuse it the
 * same way). The console's and operator's own requests have limits of their own and pass.
 */
export function refuseKnownLimited(db: Db, answer: "json" | "text"): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || isConsolePath(req.path)) return next();
    const seconds = knownRefusal(db, req.ip ?? "unknown");
    if (seconds === 0) return next();
    res.setHeader("Retry-After", String(seconds));
    res.status(429);
    if (answer === "json") res.json({ error: tooManyRequestsMessage(seconds) });
    else res.type("text/plain").send(tooManyRequestsMessage(seconds));
  };
}
