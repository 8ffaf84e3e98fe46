import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { createSigner, type Signer } from "../app/.server/signing.ts";

export const VISITOR_COOKIE = "cw_vid";
const ONE_YEAR_S = 365 * 24 * 3600;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reads the visitor id from a signed cookie value; anything forged or malformed is ignored. */
export function readVisitorCookie(value: string | undefined, signer: Signer): string | undefined {
  const id = signer.unsign(value);
  return id !== undefined && UUID_RE.test(id) ? id : undefined;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    const name = part.slice(0, Math.max(eq, 0)).trim();
    if (eq < 0 || !name) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A malformed cookie is treated as absent rather than failing the request.
    }
  }
  return out;
}

/** Gives every page and API request an anonymous visitor id, set once in an httpOnly cookie. */
export function visitorMiddleware(secrets: readonly string[]): RequestHandler {
  const signer = createSigner(secrets, "visitor-cookie");
  return (req, res, next) => {
    let id = readVisitorCookie(parseCookies(req.headers.cookie)[VISITOR_COOKIE], signer);
    if (!id) {
      id = randomUUID();
      res.cookie(VISITOR_COOKIE, signer.sign(id), {
        httpOnly: true,
        sameSite: "lax",
        secure: req.secure,
        maxAge: ONE_YEAR_S * 1000,
        path: "/",
        encode: (v) => v,
      });
    }
    res.locals.visitorId = id;
    next();
  };
}
