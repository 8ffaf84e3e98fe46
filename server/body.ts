import type { Request, RequestHandler, Response } from "express";

export const MAX_BODY_BYTES = 16 * 1024;
/** An image upload of the console's Site page (1 MB image, the form's other fields, multipart framing). */
export const UPLOAD_BODY_BYTES = 1024 * 1024 + 64 * 1024;

/** An imported list (the console's Import, POST /api/admin/imports): 100,000 rows with names and consent notes are about 15 MB. */
export const IMPORT_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Which requests may carry an upload's body (a signed-in operator posting to the Site page; the
 * rule may name a larger limit of its own: an import); the rest keep the small limit.
 */
export type UploadRule = (req: Request) => boolean | number;

export const bodyLimitOf = (req: Request, uploads?: UploadRule) => {
  const rule = uploads?.(req);
  return typeof rule === "number" ? rule : rule ? UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
};

/** Any request that declares a body over its limit is refused before anything reads it, whatever its path. */
export function refuseDeclaredOversize(uploads?: UploadRule): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitOf(req, uploads);
    return Number(req.headers["content-length"] ?? 0) > limit ? refuseTooLarge(req, res, limit) : next();
  };
}

/**
 * A page's form is read by React Router as it streams in, so its size must be known first: a body
 * without a Content-Length (chunked, which no browser uses for a form) is refused with 411, and one
 * over the limit was refused by refuseDeclaredOversize. Node stops at the declared length.
 */
export function requireDeclaredLength(): RequestHandler {
  return (req, res, next) => {
    if (req.headers["transfer-encoding"] === undefined) return next();
    refuseUnread(req, res, 411, "text/plain", "A form must be sent with a Content-Length.");
  };
}

export function refuseTooLarge(req: Request, res: Response, limit: number): void {
  refuseUnread(req, res, 413, "application/json", JSON.stringify({ error: `Request body too large (limit ${Math.round(limit / 1024)} KB).` }));
}

/** Answers without reading the body on, then closes the connection rather than drain the rest of it. */
function refuseUnread(req: Request, res: Response, status: number, type: string, body: string): void {
  // Stop reading: the unread rest stays in the client's buffers, not ours (what already arrived
  // waits in a paused stream, up to its small high-water mark).
  req.pause();
  res.status(status).type(type).send(body);
  // Not at once: a client still sending would meet a reset before it read the answer.
  res.on("finish", () => setTimeout(() => req.socket.destroy(), 1_000).unref());
}
