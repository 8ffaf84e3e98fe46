import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./page-cache.ts";

/** How the fingerprinted assets are cached: for a year, never revalidated (a change is a new name). */
export const ASSET_CACHING = { immutable: true, maxAge: "1y" } as const;

/**
 * The built scripts and stylesheet as the build compressed them (scripts/vite-precompress.ts
 * writes `name.br` and `name.gz` beside `name`): a client that accepts brotli or gzip gets those
 * bytes, sent as they are, with the original's type. Anything else (a file with no compressed
 * copy, a client that takes neither) goes on to the static files, where the compression middleware
 * does what it can. The folder is read once: the build does not change under a running server.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = new Map<string, Set<string>>();
  for (const file of readdirSync(dir)) {
    const match = /^(.+)\.(br|gz)$/.exec(file);
    if (match) copies.set(match[1]!, (copies.get(match[1]!) ?? new Set()).add(match[2] === "br" ? "br" : "gzip"));
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Built names need no escaping: one that does is no built name, and goes on.
    const name = req.path.slice(1);
    const have = copies.get(name);
    if (!have) return next();
    // The answer depends on Accept-Encoding, whichever one this client gets.
    res.vary("Accept-Encoding");
    const coding = preferredEncoding(req.headers["accept-encoding"]);
    if (coding === "identity" || !have.has(coding)) return next();
    res.type(path.extname(name));
    const file = path.join(dir, `${name}.${coding === "br" ? "br" : "gz"}`);
    res.sendFile(file, { ...ASSET_CACHING, headers: { "Content-Encoding": coding } }, (err?: Error) => {
      // Sent, or the client went away: nothing left to do; anything else is the static files' to answer.
      if (err && !res.headersSent) next();
    });
  };
}
