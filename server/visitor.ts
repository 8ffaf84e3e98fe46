import { randomUUID } from "node:crypto";
import { parse } from "cookie";
import type { Request, RequestHandler } from "express";
import { createSigner, type Signer } from "../app/.server/signing.ts";
import { isUuid } from "../app/lib/schemas/input.ts";

export const VISITOR_COOKIE = "cw_vid";
const ONE_YEAR_S = 365 * 24 * 3600;

/** Reads the visitor id from a signed cookie value; anything forged or malformed is ignored. */
export function readVisitorCookie(value: string | undefined, signer: Signer): string | undefined {
  const id = signer.unsign(value);
  return id !== undefined && isUuid(id) ? id : undefined;
}

/** Where a page's script asks for its visitor before the first write (with or without its slash, as the router answers both). */
const VISITOR_PATH = /^\/api\/user\/?$/;

/**
 * A read with GET or HEAD, a page's or the API's (a wish's counts, the courses): the same for
 * everyone, so it must not set a cookie. Only GET /api/user/ does, as the step before a write.
 */
const readsPage = (req: Request) => (req.method === "GET" || req.method === "HEAD") && !VISITOR_PATH.test(req.path);

/**
 * The embeddable form (/embed/…) lives in another site's frame, where browsers block or partition
 * this site's cookies: it keeps no visitor (a fresh id for each post) and sets no cookie, so it
 * works the same whether the browser takes third-party cookies or not.
 */
const embedded = (req: Request) => req.path.startsWith("/embed/");

/**
 * Gives every page and API request an anonymous visitor id, kept in an httpOnly cookie. The cookie
 * is set by the API (the page's script asks `GET /api/user/` before its first write) or by the
 * first write itself (a form without script): a page read with GET or HEAD sets nothing, so it is
 * the same for everyone and any cache may share it.
 */
export function visitorMiddleware(secrets: readonly string[]): RequestHandler {
  const signer = createSigner(secrets, "visitor-cookie");
  return (req, res, next) => {
    let id = readVisitorCookie(parse(req.headers.cookie ?? "")[VISITOR_COOKIE], signer);
    if (!id && (readsPage(req) || embedded(req))) {
      // Not kept: a reader who never writes is nobody to remember; nor is an embedded form's writer.
      id = randomUUID();
    } else if (!id) {
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
