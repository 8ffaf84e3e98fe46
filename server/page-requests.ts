import type { RequestHandler } from "express";

const PAGE_METHODS = "GET, HEAD, POST";

/**
 * The operator console's paths (/admin, /admin.data, /admin/…; inside the API router, its
 * /admin/…): never shared or cached, and outside the visitors' write limit.
 */
export const isConsolePath = (path: string) => path === "/admin" || path === "/admin.data" || path.startsWith("/admin/");
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * What the pages accept, checked before React Router sees the request: pages are read with GET or
 * HEAD and their forms post with POST as a form. Anything else would reach a route action that
 * cannot read it (a 500); here it gets a clear 405 or 415 and changes nothing. The JSON API has
 * its own routers and never gets here.
 */
export function pageRequests(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", PAGE_METHODS);
      res.status(204).end();
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("Allow", PAGE_METHODS);
      res.status(405).type("text/plain").send(`Pages accept ${PAGE_METHODS}; ${req.method} is not supported.`);
      return;
    }
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    // One-click unsubscribe (RFC 8058) comes from mail providers' servers, whatever they send.
    if (FORM_TYPES.includes(type) || req.path === "/unsubscribe") return next();
    res.status(415).type("text/plain").send("Forms on this site are posted as application/x-www-form-urlencoded or multipart/form-data.");
  };
}
