import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export type CspOptions = {
  dev: boolean;
  connectSrc?: string[];
  /** Who may frame the page: nobody unless its route allowed origins (app/lib/site/frame-ancestors.ts; the embed pages only). */
  frameAncestors?: readonly string[];
};

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
    `frame-ancestors ${opts.frameAncestors?.length ? opts.frameAncestors.join(" ") : "'none'"}`,
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

/**
 * The CSP of every response that is not a page (JSON, health checks, files, images): nothing in it
 * may load or run, and nothing may frame it. The same string for each: no per-response work.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A page rendered for one response: a fresh nonce, and the CSP that lets only its scripts run. */
export function pageNonce(opts: CspOptions): { nonce: string; policy: string } {
  const nonce = randomBytes(16).toString("base64");
  return { nonce, policy: noncePolicy(nonce, opts) };
}

/** The CSP of a page whose inline scripts run by this nonce. */
export const noncePolicy = (nonce: string, opts: CspOptions): string => contentSecurityPolicy(`'nonce-${nonce}' 'strict-dynamic'`, opts);

/**
 * A page its route allows some origins to frame (an embed page): its CSP names them, and
 * X-Frame-Options goes, since it can only say DENY or SAMEORIGIN (browsers that know frame-ancestors
 * ignore it when both are present; the others would refuse every framer).
 */
export const FRAME_OPTIONS_HEADER = "X-Frame-Options";

/**
 * Security headers on every response, with DATA_CSP; the page handler replaces the CSP with a
 * page's own (a nonce, or the hashes of a shared page's scripts), so only pages pay for one.
 */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", DATA_CSP);
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    next();
  };
}
