import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";

export const MAX_BODY_BYTES = 16 * 1024;
/** An image upload of the console's Site page (1 MB image, the form's other fields, multipart framing). */
export const UPLOAD_BODY_BYTES = 1024 * 1024 + 64 * 1024;

/** Which requests may carry an upload's body (a signed-in operator posting to the Site page); the rest keep the small limit. */
export type UploadRule = (req: Request) => boolean;

const limitOf = (req: Request, uploads: UploadRule | undefined) => (uploads?.(req) ? UPLOAD_BODY_BYTES : MAX_BODY_BYTES);

/** Any request that declares a body over its limit is refused before anything reads it, whatever its path. */
export function refuseDeclaredOversize(uploads?: UploadRule): RequestHandler {
  return (req, res, next) => {
    const limit = limitOf(req, uploads);
    return Number(req.headers["content-length"] ?? 0) > limit ? refuseTooLarge(req, res, limit) : next();
  };
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
export function readBodies(uploads?: UploadRule): RequestHandler {
  return (req, res, next) => {
    if (!carriesBody(req)) return next();
    const limit = limitOf(req, uploads);
    if (Number(req.headers["content-length"] ?? 0) > limit) return refuseTooLarge(req, res, limit);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        refuseTooLarge(req, res, limit);
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

function refuseTooLarge(req: Request, res: Response, limit: number): void {
  const tooLarge = `Request body too large (limit ${Math.round(limit / 1024)} KB).`;
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

/**
 * A multipart body's parts that are not files (a file's bytes are whatever the file holds), or
 * the whole body when it names no boundary.
 */
function textParts(raw: RawBody, contentType: string): RawBody[] {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return [raw];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: RawBody[] = [];
  let at = raw.indexOf(delimiter);
  while (at !== -1) {
    const next = raw.indexOf(delimiter, at + delimiter.length);
    const part = raw.subarray(at + delimiter.length, next === -1 ? raw.length : next);
    const headerEnd = part.indexOf("\r\n\r\n");
    const headers = part.subarray(0, headerEnd === -1 ? part.length : headerEnd).toString("latin1");
    if (!/;\s*filename\*?=/i.test(headers)) parts.push(part);
    at = next;
  }
  return parts;
}

/** A form body whose text, or whose %-escapes, are not UTF-8 (files uploaded in a multipart form aside). */
export function isWellFormedForm(raw: RawBody, contentType: string | undefined): boolean {
  try {
    if (/^multipart\/form-data/i.test((contentType ?? "").trim())) {
      for (const part of textParts(raw, contentType!)) utf8.decode(part);
      return true;
    }
    const text = utf8.decode(raw);
    if ((contentType ?? "").split(";")[0]!.trim().toLowerCase() === FORM) {
      for (const part of text.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    }
    return true;
  } catch {
    return false;
  }
}
