import type { RequestHandler } from "express";
import type { Db } from "../app/.server/db/client.ts";
import { ipKey } from "../app/.server/ip-key.ts";
import { knownRefusal, tooManyRequestsMessage } from "../app/.server/limits.ts";
import { isConsolePath } from "./page-requests.ts";

/**
 * Confirming and leaving are the mailbox's own answers, never a stranger's write: a confirmation
 * link, an unsubscribe (the page's button, a mail provider's one-click POST), a seat's confirm or
 * release, the preference centre's buttons (each list left or joined, the data downloaded or
 * erased; its link came in the mailbox). None of them counts against the write limit, and none is
 * refused here, whoever else shares the address it comes from.
 */
const CONSENT_PAGES = ["/confirm", "/unsubscribe", "/seats", "/preferences"];
const CONSENT_PATHS = new Set([...CONSENT_PAGES, ...CONSENT_PAGES.map((p) => `${p}.data`), "/preferences/export"]);
export const isConsentPath = (path: string) => CONSENT_PATHS.has(path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

/**
 * A visitor's write from an IP this instance has just refused for the write limit is refused
 * again at once, before its body is read or the database asked (the use case would refuse it the
 * same way). The console's and operator's own requests have limits of their own and pass, and so
 * do confirming and leaving.
 */
export function refuseKnownLimited(db: Db, answer: "json" | "text"): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || isConsolePath(req.path) || isConsentPath(req.path)) return next();
    const seconds = knownRefusal(db, ipKey(req.ip ?? "unknown"));
    if (seconds === 0) return next();
    res.setHeader("Retry-After", String(seconds));
    res.status(429);
    if (answer === "json") res.json({ error: tooManyRequestsMessage(seconds) });
    else res.type("text/plain").send(tooManyRequestsMessage(seconds));
  };
}
