import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { CACHE_CONTROL } from "../../app/lib/site/cache-control.ts";
import getRawBody from "raw-body";
import type { Config } from "../../app/.server/config.ts";
import type { Db } from "../../app/.server/db/client.ts";
import type { Logger } from "../../app/.server/logger.ts";
import type { MailQueue } from "../../app/.server/mail/queue.ts";
import type { Caller } from "../../app/.server/services.ts";
import type * as z from "zod/mini";
import { isConnectionLost, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "../../app/.server/connection-lost.ts";
import { tooManyRequestsMessage } from "../../app/.server/limits.ts";
import { referralOf } from "../../app/.server/referral.ts";
import { ILL_FORMED_TEXT } from "../../app/lib/schemas/input.ts";
import { firstError, messages } from "../../app/lib/schemas/requests.ts";
import { MAX_BODY_BYTES, refuseTooLarge } from "../body.ts";
import { refuseKnownLimited } from "../early-refusals.ts";

/** What the API's routers get from the server. */
export type ApiDeps = { config: Config; log: Logger; db: Db; mail: MailQueue };

/** API answers are never cached (as every answer is, unless it opts in: cache-control.ts). */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", CACHE_CONTROL.private);
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

/** No API body nests deeper than a few levels; far deeper is refused rather than walked. */
export const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body, if anything: nesting beyond MAX_JSON_DEPTH, or a string
 * (or key) that is not well-formed UTF-16 — JSON can spell an unpaired surrogate ("\ud800"), which
 * stored would turn into U+FFFD, so the same request sent again would no longer match. Walked with
 * a stack of its own, so no depth of nesting can overflow the call stack.
 */
export function jsonProblem(body: unknown): string | undefined {
  const stack: Array<[value: unknown, depth: number]> = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (!value.isWellFormed()) return ILL_FORMED_TEXT;
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) return `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;
      for (const [key, item] of Object.entries(value)) {
        if (!key.isWellFormed()) return ILL_FORMED_TEXT;
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/** raw-body's refusals (besides the size), as the API answers them. */
const BODY_ERRORS: Record<string, string> = {
  "request.aborted": "The request body was not sent whole.",
  "request.size.invalid": "The request body's length does not match its Content-Length.",
  "encoding.unsupported": "The request body's encoding is not supported.",
};

/**
 * JSON bodies only: the content type is checked before the body is read, then raw-body reads it
 * within MAX_BODY_BYTES (counting what arrives, whatever the transfer encoding) and it is parsed;
 * anything else is a clear 4xx before a handler runs. Not express.json: on a body past the limit
 * it reads the rest before answering (to keep the connection), so a 100 MB post was read whole;
 * raw-body stops reading, and the connection is closed instead. `writes`: the body is a visitor's
 * write, refused at once from an address just over the write limit; the analytics beacon is not one
 * (it has a limit of its own), so its page views are still counted.
 */
export function jsonBody(db: Db, { writes = true }: { writes?: boolean } = {}): RequestHandler[] {
  return [
    (req, res, next) => {
      // A POST without a body (an operator action) has nothing to parse; handlers that need one say so.
      if (!sendsBody(req) || !hasBody(req) || req.is("application/json")) return next();
      sendError(res, 415, "Content-Type must be application/json.");
    },
    ...(writes ? [refuseKnownLimited(db, "json")] : []),
    async (req, res, next) => {
      if (!sendsBody(req) || !hasBody(req)) return next();
      let text: string;
      try {
        text = await getRawBody(req, { limit: MAX_BODY_BYTES, length: req.headers["content-length"], encoding: "utf-8" });
      } catch (err) {
        const type = (err as { type?: string }).type ?? "";
        if (type === "entity.too.large") return refuseTooLarge(req, res, MAX_BODY_BYTES);
        return sendError(res, 400, BODY_ERRORS[type] ?? "The request body could not be read.");
      }
      if (text.length === 0) return next();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return sendError(res, 400, "The request body is not valid JSON.");
      }
      const problem = jsonProblem(body);
      if (problem) return sendError(res, 400, problem);
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
  if (isConnectionLost(err)) {
    // The database went away (a restart, a terminated connection): only this request fails, and may be retried.
    res.locals.log?.warn({ reason: (err as Error).message, path: req.path }, "api request failed: database unavailable");
    if (res.headersSent) return;
    res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendError(res, 503, UNAVAILABLE_MESSAGE);
  }
  res.locals.log?.error({ err, path: req.path }, "api request failed");
  if (res.headersSent) return;
  sendError(res, 500, "Something went wrong on our side. Please try again.");
};
