import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";

// A request must name the site it is for: a Host (or, from a trusted proxy, X-Forwarded-Host) that
// is a host name or IP literal with an optional port 1–65535. Anything else (missing, as in a bare
// HTTP/1.0 request; malformed; a huge port) is answered 400 here, before any page builds a URL
// from it.

// Underscores are not DNS but are common in container and intranet names.
const NAME = /^[a-z0-9_](?:[a-z0-9_-]{0,62}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}[a-z0-9_])?)*\.?$/i;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/i;

/** host[:port] as a browser would send it, or undefined. */
export function parseHost(value: string | undefined): string | undefined {
  if (!value || value.length > 260) return undefined;
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value);
  if (!m) return undefined;
  const [, name = "", port] = m;
  if (!(NAME.test(name) || IPV6.test(name))) return undefined;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  return value.toLowerCase();
}

/** The origin the request was made to (checked by requestShape). */
export const requestOrigin = (req: Request): string => `${req.protocol}://${parseHost(req.host) ?? "localhost"}`;

export function requestShape(): RequestHandler {
  return (req, res, next) => {
    if (parseHost(req.host) === undefined) {
      res.setHeader("Connection", "close");
      res.status(400).type("text/plain").send("Bad request: the Host header is missing or malformed.");
      return;
    }
    next();
  };
}

/**
 * A request target in absolute form (`GET http://host/about HTTP/1.1`, which HTTP/1.1 servers must
 * accept: RFC 9112 §3.2.2) names its host itself, which then stands in for Host. It is rewritten to
 * the usual origin form, so everything after sees a path. False when the target cannot be read as
 * an http(s) URL; an origin-form target ("/…") and "*" (OPTIONS) are left as they are.
 */
export function toOriginForm(req: IncomingMessage): boolean {
  const target = req.url ?? "/";
  if (target.startsWith("/") || target === "*") return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return false;
  req.url = `${url.pathname}${url.search}`;
  req.headers.host = url.host;
  return true;
}
