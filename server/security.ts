import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Security headers on every response. Inline scripts run only with this response's nonce
 * ('strict-dynamic' lets the scripts they load run too); styles allow inline attributes because
 * the dialog and toast libraries position elements with style attributes.
 */
export function securityHeaders(opts: { dev: boolean; connectSrc?: string[] }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const connect = ["'self'", ...(opts.connectSrc ?? []), ...(opts.dev ? ["ws:"] : [])];
    const csp = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connect.join(" ")}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    next();
  };
}

/** Refuses declared bodies over the limit before anything reads them (parsers enforce it for chunked ones). */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > MAX_BODY_BYTES) {
      res.setHeader("Connection", "close");
      res.status(413).json({ error: `Request body too large (limit ${MAX_BODY_BYTES / 1024} KB).` });
      return;
    }
    next();
  };
}
