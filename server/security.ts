import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export type CspOptions = { dev: boolean; connectSrc?: string[] };

/**
 * The Content-Security-Policy with the given script sources: a nonce per response (with
 * 'strict-dynamic', so the scripts it loads run too), or, for a page everyone shares, the site's
 * own scripts plus the hashes of the page's inline ones (page-cache.ts). Styles allow inline
 * attributes because the dialog and toast libraries position elements with style attributes.
 */
export function contentSecurityPolicy(scriptSrc: string, opts: CspOptions): string {
  const connect = ["'self'", ...(opts.connectSrc ?? []), ...(opts.dev ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${opts.dev ? " 'unsafe-eval'" : ""}`,
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
}

/** What every response carries besides its CSP. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()"],
];

/** Security headers on every response; inline scripts run only with this response's nonce. */
export function securityHeaders(opts: CspOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}' 'strict-dynamic'`, opts));
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    next();
  };
}
