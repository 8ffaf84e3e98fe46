import { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { Config } from "../../app/.server/config.ts";
import type { Db } from "../../app/.server/db/client.ts";
import type { Logger } from "../../app/.server/logger.ts";
import type { MailQueue } from "../../app/.server/mail/queue.ts";
import type { Caller } from "../../app/.server/services.ts";
import type * as z from "zod/mini";
import { tooManyRequestsMessage } from "../../app/.server/limits.ts";
import { referralOf } from "../../app/.server/referral.ts";
import { firstError, messages } from "../../app/lib/schemas/requests.ts";
import { ILL_FORMED_TEXT, isWellFormedJson, rawBodyOf, readBodies } from "../body.ts";
import { refuseKnownLimited } from "../early-refusals.ts";

/** What the API's routers get from the server. */
export type ApiDeps = { config: Config; log: Logger; db: Db; mail: MailQueue };

/** API answers are never cached. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/**
 * A JSON answer. Not Express's res.json: API answers are never cached (noStore), and res.json
 * hashed each one (SHA-1) for an ETag no client may use, and looked up its content type by name.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}

export const sendError = (res: Response, status: number, error: string) => sendJson(res, status, { error });

/** Who is asking: the visitor cookie's id, the client's address, and the shared link (`ref`) their visit came through. */
export const callerOf = (req: Request, res: Response, ref?: string): Caller => ({
  visitorId: res.locals.visitorId as string,
  ip: req.ip ?? "unknown",
  referral: referralOf(ref, req.headers),
});

/** A use case's refusals, as the API answers them (the pages say the same in their own words). */
export type Refusal =
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "conflict" }
  | { kind: "unknown-course" }
  | { kind: "closed"; course: { title: string } }
  | { kind: "disposable" }
  | { kind: "unknown-wish" }
  | { kind: "unknown-search" }
  | { kind: "hidden" };

export function refuse(res: Response, refusal: Refusal, courseId?: number): void {
  switch (refusal.kind) {
    case "limited":
      res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
      sendError(res, 429, tooManyRequestsMessage(refusal.retryAfterSeconds));
      return;
    case "conflict":
      sendError(res, 409, "This search_id was already used for a different search. Please send a new one.");
      return;
    case "unknown-course":
      sendError(res, 404, courseId === undefined ? "No such course." : `No course with id ${courseId}.`);
      return;
    case "closed":
      sendError(res, 409, `Registration for “${refusal.course.title}” is closed.`);
      return;
    case "disposable":
      sendError(res, 400, messages.emailDisposable);
      return;
    case "unknown-wish":
      sendError(res, 404, "No such class wish.");
      return;
    case "unknown-search":
      sendError(res, 404, "No such search from this browser: a search is shared as a wish by the browser that made it.");
      return;
    case "hidden":
      sendError(res, 404, "This class wish is no longer shown.");
      return;
  }
}

const hasBody = (req: Request) => Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
const sendsBody = (req: Request) => req.method === "POST" || req.method === "PUT" || req.method === "PATCH";

/**
 * JSON bodies only: the content type is checked before the body is read (within the size limit,
 * by `readBodies`), then the text parsed; anything else is a clear 4xx before a handler runs.
 */
export function jsonBody(db: Db): RequestHandler[] {
  return [
    (req, res, next) => {
      // A POST without a body (an operator action) has nothing to parse; handlers that need one say so.
      if (!sendsBody(req) || !hasBody(req) || req.is("application/json")) return next();
      sendError(res, 415, "Content-Type must be application/json.");
    },
    refuseKnownLimited(db, "json"),
    readBodies(),
    (req, res, next) => {
      const raw = rawBodyOf(res);
      if (!sendsBody(req) || !raw || raw.length === 0) return next();
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        return sendError(res, 400, "The request body is not valid JSON.");
      }
      if (!isWellFormedJson(body)) return sendError(res, 400, ILL_FORMED_TEXT);
      req.body = body;
      next();
    },
  ];
}

/** Validates req.body with a shared schema; answers 400 naming the first problem. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown, res: Response): z.infer<S> | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    sendError(res, 400, "The request body must be a JSON object.");
    return undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    sendError(res, 400, firstError(parsed.error));
    return undefined;
  }
  return parsed.data as z.infer<S>;
}

/** Express's own refusals (a malformed path) keep their 4xx; anything unexpected is logged and answered 500. */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const e = err as { status?: number; message?: string };
  if (typeof e.status === "number" && e.status >= 400 && e.status < 500) {
    return sendError(res, e.status, e.message ?? "Bad request.");
  }
  res.locals.log?.error({ err, path: req.path }, "api request failed");
  if (res.headersSent) return;
  sendError(res, 500, "Something went wrong on our side. Please try again.");
};
