import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";

export const MAX_BODY_BYTES = 16 * 1024;

const tooLarge = `Request body too large (limit ${MAX_BODY_BYTES / 1024} KB).`;

/** Any request that declares a body over the limit is refused before anything reads it, whatever its path. */
export function refuseDeclaredOversize(): RequestHandler {
  return (req, res, next) => (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES ? refuseTooLarge(req, res) : next());
}

/** A request body, read whole (it is small by rule) before any handler parses it. */
export type RawBody = Buffer;

/** The body `readBodies` read, for the API's JSON parser and the pages' request adapter. */
export const rawBodyOf = (res: Response): RawBody | undefined => res.locals.rawBody as RawBody | undefined;

const carriesBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Reads every request body before anything parses it, counting bytes as they arrive, whatever the
 * transfer encoding. Past MAX_BODY_BYTES the request is answered 413 at once and the connection is
 * no longer read (the client's sends stall, then the connection is closed), so a chunked 100 MB
 * post costs the limit plus one chunk of memory. Cheap refusals (method, content type, a known
 * rate-limited address) come before this, so they never wait for a body.
 */
export function readBodies(): RequestHandler {
  return (req, res, next) => {
    if (!carriesBody(req)) return next();
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return refuseTooLarge(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        cleanup();
        refuseTooLarge(req, res);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      res.locals.rawBody = Buffer.concat(chunks, size);
      next();
    };
    // The client went away mid-body: nothing to answer.
    const onAbort = () => cleanup();
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("aborted", onAbort);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("aborted", onAbort);
  };
}

function refuseTooLarge(req: Request, res: Response): void {
  // Stop reading: the unread rest stays in the client's buffers, not ours (what already arrived
  // waits in a paused stream, up to its small high-water mark).
  req.pause();
  res.status(413).type("application/json").send(JSON.stringify({ error: tooLarge }));
  // Then close the connection rather than drain the rest of the body. Not at once: a client still
  // sending would meet a reset before it read the 413.
  res.on("finish", () => setTimeout(() => req.socket.destroy(), 1_000).unref());
}

// Text must be well-formed Unicode. JSON can spell an unpaired UTF-16 surrogate ("\ud800") and a
// form can percent-encode one (%ED%A0%80); stored, either would turn into U+FFFD, so the same
// request sent again would no longer match what was stored. Both are refused, saying why.

export const ILL_FORMED_TEXT = "The request contains text that is not valid Unicode (for example an unpaired UTF-16 surrogate). Please send valid text.";

/** True when every string (and key) in a parsed JSON value is well-formed UTF-16. */
export function isWellFormedJson(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedJson);
  if (value && typeof value === "object") return Object.entries(value).every(([k, v]) => k.isWellFormed() && isWellFormedJson(v));
  return true;
}

const FORM = "application/x-www-form-urlencoded";
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A form body whose bytes, or whose %-escapes, are not UTF-8 (the site's forms post text only). */
export function isWellFormedForm(raw: RawBody, contentType: string | undefined): boolean {
  try {
    const text = utf8.decode(raw);
    if ((contentType ?? "").split(";")[0]!.trim().toLowerCase() === FORM) {
      for (const part of text.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    }
    return true;
  } catch {
    return false;
  }
}
