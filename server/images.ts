import { negotiateFormat } from "./negotiation.ts";
import { CACHE_CONTROL } from "../app/lib/site/cache-control.ts";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Router, type Request, type Response } from "express";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { Config } from "../app/.server/config.ts";
import type { Db } from "../app/.server/db/client.ts";
import { imageData, imageSource } from "../app/.server/db/site-content.ts";
import { ipKey } from "../app/.server/ip-key.ts";
import { overImageEncodeLimit, tooManyRequestsMessage } from "../app/.server/limits.ts";
import type { Logger } from "../app/.server/logger.ts";
import { parseRowId } from "../app/lib/schemas/input.ts";
import { SITE_IMAGE_PREFIX } from "../app/lib/schemas/site-content.ts";
import {
  DEFAULT_QUALITY,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  type ImageFormat,
} from "../app/lib/schemas/image-options.ts";

// The image endpoint (`GET /_image?url=&w=&q=&f=&v=`): resizes and re-encodes the site's own raster
// images, like the specification's optimiser. Only files found under `<sourceDir>/images` at
// start-up, and the images the operator uploaded (`/site-images/{id}`, in the database), can be
// asked for, so no request can make it read another file or fetch a URL.
//
// Nobody can make it refuse everyone else (issue 41): a source has a bounded number of variants
// (16 widths, 4 qualities, 4 formats); a variant not on disk yet is encoded within its asker's
// limits, as share cards are rendered (an encode budget per address, IMAGE_ENCODE_LIMIT, and at most
// MAX_WAITING_PER_CLIENT of its encodes waiting); the encoder takes its next job from each client in
// turn, so one client's flood delays another's image by at most one encode; and the results on
// disk are bounded (IMAGE_CACHE_MB), the least recently used variants deleted first.

export type ImageEndpointOptions = {
  /** Folder whose `images/` sub-folder holds the source images (build/client, or public/ in development). */
  sourceDir: string;
  /** Where encoded results are kept (under DATA_DIR), so each variant is encoded once. */
  cacheDir: string;
  /** At most this many bytes of results are kept; the least recently used go first. */
  cacheMaxBytes: number;
  log: Logger;
  /** Where the operator's uploads are (site_images), and the per-address encode budget. */
  db: Db;
  /** RATE_LIMIT_PER_MIN=0 lifts the encode budget (benchmarks), as it lifts the other limits. */
  config: Pick<Config, "RATE_LIMIT_PER_MIN">;
};

/** An image that can be asked for: `name` for logs, its bytes read only when a variant is encoded. */
type Source = { name: string; hash: string; width: number; format: ImageFormat; input: () => Promise<string | Buffer> };

const formatOfType = (contentType: string): ImageFormat => (contentType === "image/jpeg" ? "jpeg" : contentType === "image/webp" ? "webp" : "png");

const SOURCE_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".webp", ".avif"]);
const PARAMS = new Set(["url", "w", "q", "f", "v"]);
// Encoding is CPU-bound: two at a time on small machines, a bounded queue behind them, shared
// fairly: each client's encodes wait in a queue of their own, and the encoder takes from each in turn.
const MAX_ENCODES = 2;
/** A page's images at once (a browser asks for six or more together) wait; a flood's rest is refused (429). */
const MAX_WAITING_PER_CLIENT = 8;
/** Everyone's waiting encodes: only this many clients flooding at once can fill it (503). */
const MAX_WAITING = 256;
/** The wait a client refused for its own flood is asked for (seconds). */
const CLIENT_RETRY_AFTER_S = 2;

const MIME: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", png: "image/png", jpeg: "image/jpeg" };

/** Thrown for bad parameters: answered as 400 with this message. */
class BadImageRequest extends Error {}
/** Thrown when everyone's encode queue is full: answered as 503 with Retry-After. */
class EndpointBusy extends Error {}
/** Thrown when this client has as many encodes waiting as it may, or its encode budget is spent: 429 with Retry-After. */
class ClientLimited extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("image encodes limited for this client");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

async function scanSources(sourceDir: string): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
  const base = path.join(sourceDir, "images");
  if (!existsSync(base)) return sources;
  for (const entry of await readdir(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !SOURCE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await readFile(file);
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 10);
    const { width = 0 } = await sharp(data).metadata();
    const urlPath = `/images/${path.relative(base, file).split(path.sep).join("/")}`;
    const format: ImageFormat = /\.jpe?g$/i.test(file) ? "jpeg" : "png";
    sources.set(urlPath, { name: path.basename(file), hash, width, format, input: () => Promise.resolve(file) });
  }
  return sources;
}

type ImageRequest = { url: string; width: number; quality: number; format?: ImageFormat; version?: string };

/** Validates the query; every problem is a 400 naming the parameter and what it accepts. */
export function parseImageQuery(query: Request["query"]): ImageRequest {
  for (const key of Object.keys(query)) {
    if (!PARAMS.has(key)) throw new BadImageRequest(`Unknown parameter "${key}". Allowed: url, w, q, f, v.`);
    if (typeof query[key] !== "string") throw new BadImageRequest(`Parameter "${key}" must be given once.`);
  }
  const { url, w, q, f, v } = query as Record<string, string | undefined>;
  if (!url) throw new BadImageRequest('Parameter "url" is required: the path of one of the site\'s images, e.g. /images/about-live-class.png.');
  if (!w) throw new BadImageRequest(`Parameter "w" is required: one of ${IMAGE_WIDTHS.join(", ")}.`);
  // Compared as written, so each variant has one URL (no "0640" beside "640").
  const width = Number(w);
  if (!IMAGE_WIDTHS.some((allowed) => String(allowed) === w)) {
    throw new BadImageRequest(`Parameter "w" must be one of ${IMAGE_WIDTHS.join(", ")}.`);
  }
  let quality: number = DEFAULT_QUALITY;
  if (q !== undefined) {
    // As written, like "w": one URL per variant.
    if (!IMAGE_QUALITIES.some((allowed) => String(allowed) === q)) throw new BadImageRequest(`Parameter "q" must be one of ${IMAGE_QUALITIES.join(", ")}.`);
    quality = Number(q);
  }
  const format = f === "jpg" ? "jpeg" : f;
  if (format !== undefined && !(IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw new BadImageRequest(`Parameter "f" must be one of ${IMAGE_FORMATS.join(", ")}.`);
  }
  if (v !== undefined && !/^[0-9a-f]{1,64}$/.test(v)) throw new BadImageRequest('Parameter "v" must be the image\'s content hash.');
  return { url, width, quality, format: format as ImageFormat | undefined, version: v };
}

async function encode(input: string | Buffer, width: number, quality: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(input).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      // Effort 3, not the default 4: about 2.5 times faster (a 1080-px variant in ~0.3 s instead of
      // ~0.9 s here) for ~6% more bytes; the first visitor to ask for a variant waits for it.
      return image.avif({ quality, effort: 3 }).toBuffer();
    case "webp":
      return image.webp({ quality, effort: 4 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    case "jpeg":
      // JPEG has no transparency: flatten onto white rather than black.
      return image.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}

/**
 * At most MAX_ENCODES encodes run; the others wait in their client's own queue (at most
 * MAX_WAITING_PER_CLIENT each, MAX_WAITING in all), and the next to run is taken from each
 * client's queue in turn (a Map keeps the turn: a client served goes to the back of it).
 */
export function fairEncodeQueue(limits = { encodes: MAX_ENCODES, perClient: MAX_WAITING_PER_CLIENT, all: MAX_WAITING }) {
  let running = 0;
  let waiting = 0;
  const queues = new Map<string, Array<() => void>>();
  const startNext = () => {
    while (running < limits.encodes) {
      const turn = queues.entries().next();
      if (turn.done) return;
      const [client, queue] = turn.value;
      queues.delete(client);
      const start = queue.shift()!;
      if (queue.length > 0) queues.set(client, queue);
      waiting--;
      running++;
      start();
    }
  };
  return {
    /** Why one more encode of this client cannot wait: its own queue is full, or everyone's. */
    refusal(client: string): "client" | "all" | undefined {
      if ((queues.get(client)?.length ?? 0) >= limits.perClient) return "client";
      if (waiting >= limits.all) return "all";
      return undefined;
    },
    async run<T>(client: string, job: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        const queue = queues.get(client);
        if (queue) queue.push(resolve);
        else queues.set(client, [resolve]);
        waiting++;
        startNext();
      });
      try {
        return await job();
      } finally {
        running--;
        startNext();
      }
    },
  };
}

/**
 * The encoded variants on disk, by file name, within `maxBytes`: the least recently used are
 * deleted first. What is already there (an earlier run's) is counted at start-up, oldest first.
 */
async function variantCache(cacheDir: string, maxBytes: number, log: Logger) {
  // The evicted variants' files being deleted: a write waits for the deletions it caused, so the
  // folder is within the bound once the new variant is served (dispose itself cannot wait).
  const deleting = new Set<Promise<void>>();
  const files = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    // Evicted (or too big to keep at all): its file goes. A replaced entry is the same file.
    dispose: (_bytes, name, reason) => {
      if (reason === "set") return;
      const deleted: Promise<void> = unlink(path.join(cacheDir, name))
        .catch((err: NodeJS.ErrnoException) => {
          if (err.code !== "ENOENT") log.warn({ err, file: name }, "an evicted image variant could not be deleted");
        })
        .finally(() => deleting.delete(deleted));
      deleting.add(deleted);
    },
  });
  const found: Array<{ name: string; bytes: number; used: number }> = [];
  for (const name of existsSync(cacheDir) ? await readdir(cacheDir) : []) {
    const file = path.join(cacheDir, name);
    // Half-written files of a stopped run are never served: they go.
    if (name.endsWith(".tmp")) {
      await unlink(file).catch(() => undefined);
      continue;
    }
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) found.push({ name, bytes: info.size, used: info.mtimeMs });
  }
  for (const { name, bytes } of found.sort((a, b) => a.used - b.used)) {
    files.set(name, bytes);
    if (!files.has(name)) await unlink(path.join(cacheDir, name)).catch(() => undefined);
  }
  return Object.assign(files, { deletions: () => Promise.all(deleting) });
}

/** An uploaded image by its path (`/site-images/12`); the hash names its content, so a replaced image is a new cache entry. */
async function uploadedSource(db: Db, url: string): Promise<Source | undefined> {
  const id = parseRowId(url.slice(SITE_IMAGE_PREFIX.length));
  const found = id === undefined ? undefined : await imageSource(db, id);
  if (!found || id === undefined) return undefined;
  return {
    name: url,
    hash: found.hash,
    width: found.width,
    format: formatOfType(found.contentType),
    input: async () => {
      const data = await imageData(db, id);
      if (!data) throw new Error(`site image ${id} was removed while it was being encoded`);
      return data;
    },
  };
}

export function imageEndpoint({ sourceDir, cacheDir, cacheMaxBytes, log, db, config }: ImageEndpointOptions): Router {
  // The results live on disk; libvips' own memory cache would only duplicate them.
  sharp.cache(false);
  let sources: Promise<Map<string, Source>> | undefined;
  let cached: ReturnType<typeof variantCache> | undefined;
  const inFlight = new Map<string, Promise<Buffer>>();
  const queue = fairEncodeQueue();

  /** The kept variant's bytes (it becomes the most recently used), or undefined if it is not kept (or its file is gone). */
  async function keptVariant(name: string): Promise<Buffer | undefined> {
    const files = await (cached ??= variantCache(cacheDir, cacheMaxBytes, log));
    if (files.get(name) === undefined) return undefined;
    try {
      return await readFile(path.join(cacheDir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      files.delete(name);
      return undefined;
    }
  }

  /**
   * This variant's bytes: kept on disk, being encoded for someone (shared), or encoded now for this
   * client, within its limits (ClientLimited) and everyone's (EndpointBusy).
   */
  async function variant(client: string, source: Source, asked: number, quality: number, format: ImageFormat): Promise<Buffer> {
    // Widths beyond the source give the source's width (never enlarged): one variant, one file.
    const width = Math.min(asked, source.width || asked);
    const key = createHash("sha256").update(`${source.hash}:${width}:${quality}:${format}`).digest("hex").slice(0, 32);
    const name = `${key}.${format}`;
    const kept = inFlight.get(key) ?? (await keptVariant(name));
    if (kept) return kept;
    // A new encode: its asker's to pay for, as a share card's render is.
    const mayWait = () => {
      const refused = queue.refusal(client);
      if (refused === "client") throw new ClientLimited(CLIENT_RETRY_AFTER_S);
      if (refused === "all") throw new EndpointBusy();
    };
    mayWait();
    const limited = await overImageEncodeLimit({ db, config }, client);
    if (limited) throw new ClientLimited(limited.retryAfterSeconds);
    // Someone else may have started it meanwhile (and this client's other requests may have filled its queue).
    let pending = inFlight.get(key);
    if (!pending) {
      mayWait();
      const files = await (cached ??= variantCache(cacheDir, cacheMaxBytes, log));
      pending = queue
        .run(client, async () => {
          const started = performance.now();
          const data = await encode(await source.input(), width, quality, format);
          await mkdir(cacheDir, { recursive: true });
          // Written aside, then renamed: a reader never sees half a file.
          const file = path.join(cacheDir, name);
          const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          await writeFile(temp, data);
          await rename(temp, file);
          // Counted once on disk; older variants go if it is over the bound (this one too, if it alone is).
          files.set(name, data.length);
          if (!files.has(name)) await unlink(file).catch(() => undefined);
          await files.deletions();
          log.debug({ file: source.name, width, quality, format, bytes: data.length, ms: Math.round(performance.now() - started) }, "image encoded");
          return data;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  const router = Router();
  router.get("/", async (req: Request, res: Response) => {
    let parsed: ImageRequest;
    try {
      parsed = parseImageQuery(req.query);
    } catch (err) {
      if (err instanceof BadImageRequest) {
        res.status(400).setHeader("Cache-Control", CACHE_CONTROL.private).json({ error: err.message });
        return;
      }
      throw err;
    }
    sources ??= scanSources(sourceDir);
    const source = parsed.url.startsWith(SITE_IMAGE_PREFIX) ? await uploadedSource(db, parsed.url) : (await sources).get(parsed.url);
    if (!source) {
      res
        .status(400)
        .setHeader("Cache-Control", CACHE_CONTROL.private)
        .json({ error: `Parameter "url" must be one of the site's own images (a path under /images/ or ${SITE_IMAGE_PREFIX}); "${parsed.url.slice(0, 200)}" is not.` });
      return;
    }

    const negotiated = parsed.format === undefined;
    const format = parsed.format ?? negotiateFormat(req.headers.accept) ?? source.format;

    let data: Buffer;
    try {
      data = await variant(ipKey(req.ip ?? "unknown"), source, parsed.width, parsed.quality, format);
    } catch (err) {
      if (err instanceof ClientLimited) {
        res
          .status(429)
          .setHeader("Retry-After", String(err.retryAfterSeconds))
          .setHeader("Cache-Control", CACHE_CONTROL.private)
          .json({ error: tooManyRequestsMessage(err.retryAfterSeconds) });
        return;
      }
      if (err instanceof EndpointBusy) {
        res.status(503).setHeader("Retry-After", "5").setHeader("Cache-Control", CACHE_CONTROL.private).json({ error: "Too many images are being prepared. Please retry shortly." });
        return;
      }
      throw err;
    }

    // A URL naming the current content hash never changes meaning: cache it for a year. Without
    // the hash (or with a stale one) the answer may change when the file does: cache for a day.
    const current = parsed.version === source.hash;
    res.setHeader("Cache-Control", current ? CACHE_CONTROL.immutable : CACHE_CONTROL.day);
    if (negotiated) res.setHeader("Vary", "Accept");
    res.setHeader("Content-Type", MIME[format]);
    // From memory (the file may be evicted meanwhile): Express adds the ETag and answers 304 and HEAD.
    res.send(data);
  });
  return router;
}
