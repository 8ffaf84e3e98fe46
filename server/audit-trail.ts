import type { RequestHandler, Response } from "express";
import type { AuditNote } from "../app/.server/context.ts";
import { recordAudit } from "../app/.server/db/audit-log.ts";
import type { Db } from "../app/.server/db/client.ts";
import type { Logger } from "../app/.server/logger.ts";
import { isConsolePath } from "./page-requests.ts";

// The audit log's one writer: every state-changing request to the console (its forms' posts, the
// sign-in and sign-out included) and to the operator API (anything but GET and HEAD) is recorded
// once its answer is sent, refused ones too (their status says so). What the request did is noted
// on the way by whoever knows it: a console form's intent and target (admin/audit-note.ts, noted
// where every console action reads its form: requireAdminAction), a use
// case's count of the people it touched (AuditNote through the load context or res.locals.audit).
// Recorded after the answer: a crash in between loses that line, never the action.

const reads = (method: string) => method === "GET" || method === "HEAD";

/**
 * Who sent the request, as noted on the way: the console's guard names the signed-in operator
 * ("operator ada@example.org", or "ADMIN_PASSWORD" before any account exists), the sign-in form who
 * signed in, the operator API's token check the token ("ADMIN_TOKEN", "token “backup” of
 * ada@example.org"); else nobody known.
 */
function actorOf(api: boolean, note: AuditNote): string {
  return note.actor ?? (api ? "no valid token" : "not signed in");
}

/** The console page or API path the request was for, in words an operator reads: "console: email: send", "api: POST /announcements/launch". */
function actionOf(method: string, path: string, api: boolean, note: AuditNote): string {
  if (api) return `api: ${method} ${path.slice("/api/admin".length) || "/"}`;
  // A form sent by the page's script posts to its .data address; without a script, to the page.
  const page = path.replace(/\.data$/, "").replace(/^\/admin\/?/, "") || "overview";
  return `console: ${page}${note.intent ? `: ${note.intent}` : ""}`;
}

export function auditTrail({ db, log }: { db: Db; log: Logger }): RequestHandler {
  return (req, res, next) => {
    // Read now: routers mounted under a prefix change req.url (and so req.path) while they run.
    const path = req.path;
    const api = path.startsWith("/api/admin/") || path === "/api/admin";
    if (reads(req.method) || !(api || isConsolePath(path))) return next();
    res.on("finish", () => {
      const note: AuditNote = (res as Response).locals.audit ?? {};
      void recordAudit(db, {
        actor: actorOf(api, note),
        action: actionOf(req.method, path, api, note),
        target: note.target ?? null,
        touched: note.touched ?? null,
        status: res.statusCode,
        ip: req.ip ?? "unknown",
      }).catch((err: unknown) => log.error({ err, method: req.method, path }, "audit line not recorded"));
    });
    next();
  };
}

/** Notes what a request did on its audit line (merged with what was noted before). */
export const noteAudit = (res: Response, note: AuditNote): void => {
  res.locals.audit = { ...(res.locals.audit as AuditNote | undefined), ...note };
};
