import { negotiateFormat } from "./negotiation.ts";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Router, type Request, type Response } from "express";
import sharp from "sharp";
import type { Executor } from "../app/.server/db/client.ts";
import { imageData, imageSource } from "../app/.server/db/site-content.ts";
import type { Logger } from "../app/.server/logger.ts";
import { parseRowId } from "../app/lib/schemas/input.ts";
import { SITE_IMAGE_PREFIX } from "../app/lib/schemas/site-content.ts";
import {
  DEFAULT_QUALITY,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
} from "../app/lib/schemas/image-options.ts";

// The image endpoint (`GET /_image?url=&w=&q=&f=&v=`): resizes and re-encodes the site's own raster
// images, like the specification's optimiser. Only files found under `<sourceDir>/images` at
// start-up, and the images the operator uploaded (`/site-images/{id}`, in the database), can be
// asked for, so no request can make it read another file or fetch a URL.

export type ImageEndpointOptions = {
  /** Folder whose `images/` sub-folder holds the source images (build/client, or public/ in development). */
  sourceDir: string;
  /** Where encoded results are kept (under DATA_DIR), so each variant is encoded once. */
  cacheDir: string;
  log: Logger;
  /** Where the operator's uploads are (site_images). */
  db: Executor;
};

/** An image that can be asked for: `name` for logs, its bytes read only when a variant is encoded. */
type Source = { name: string; hash: string; width: number; format: ImageFormat; input: () => Promise<string | Buffer> };

const formatOfType = (contentType: string): ImageFormat => (contentType === "image/jpeg" ? "jpeg" : contentType === "image/webp" ? "webp" : "png");

const SOURCE_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".webp", ".avif"]);
const PARAMS = new Set(["url", "w", "q", "f", "v"]);
const ONE_YEAR_S = 365 * 24 * 3600;
// Encoding is CPU-bound: two at a time on small machines, a bounded queue behind them.
const MAX_ENCODES = 2;
const MAX_QUEUED = 64;

const MIME: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", png: "image/png", jpeg: "image/jpeg" };

/** Thrown for bad parameters: answered as 400 with this message. */
class BadImageRequest extends Error {}
/** Thrown when the encode queue is full: answered as 503 with Retry-After. */
class EndpointBusy extends Error {}

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
  let quality = DEFAULT_QUALITY;
  if (q !== undefined) {
    quality = Number(q);
    if (!/^(100|[1-9]\d?)$/.test(q)) throw new BadImageRequest('Parameter "q" must be a whole number from 1 to 100.');
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

/** A small counting semaphore: at most MAX_ENCODES encodes run, at most MAX_QUEUED wait. */
function encodeLimiter() {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    get busy() {
      return running >= MAX_ENCODES && waiting.length >= MAX_QUEUED;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= MAX_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await job();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}

/** An uploaded image by its path (`/site-images/12`); the hash names its content, so a replaced image is a new cache entry. */
async function uploadedSource(db: Executor, url: string): Promise<Source | undefined> {
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

export function imageEndpoint({ sourceDir, cacheDir, log, db }: ImageEndpointOptions): Router {
  // The results live on disk; libvips' own memory cache would only duplicate them.
  sharp.cache(false);
  let sources: Promise<Map<string, Source>> | undefined;
  const inFlight = new Map<string, Promise<string>>();
  const limiter = encodeLimiter();

  /** The cached file for this variant, encoding it first if needed (one encode per variant at a time). */
  function variantFile(source: Source, asked: number, quality: number, format: ImageFormat): Promise<string> {
    // Widths beyond the source give the source's width (never enlarged): one variant, one file.
    const width = Math.min(asked, source.width || asked);
    const key = createHash("sha256").update(`${source.hash}:${width}:${quality}:${format}`).digest("hex").slice(0, 32);
    const file = path.join(cacheDir, `${key}.${format}`);
    if (existsSync(file)) return Promise.resolve(file);
    let pending = inFlight.get(key);
    if (!pending) {
      if (limiter.busy) return Promise.reject(new EndpointBusy());
      pending = limiter
        .run(async () => {
          const started = performance.now();
          const data = await encode(await source.input(), width, quality, format);
          await mkdir(cacheDir, { recursive: true });
          // Written aside, then renamed: a reader never sees half a file.
          const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          await writeFile(temp, data);
          await rename(temp, file);
          log.debug({ file: source.name, width, quality, format, bytes: data.length, ms: Math.round(performance.now() - started) }, "image encoded");
          return file;
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
        res.status(400).setHeader("Cache-Control", "no-store").json({ error: err.message });
        return;
      }
      throw err;
    }
    sources ??= scanSources(sourceDir);
    const source = parsed.url.startsWith(SITE_IMAGE_PREFIX) ? await uploadedSource(db, parsed.url) : (await sources).get(parsed.url);
    if (!source) {
      res
        .status(400)
        .setHeader("Cache-Control", "no-store")
        .json({ error: `Parameter "url" must be one of the site's own images (a path under /images/ or ${SITE_IMAGE_PREFIX}); "${parsed.url.slice(0, 200)}" is not.` });
      return;
    }

    const negotiated = parsed.format === undefined;
    const format = parsed.format ?? negotiateFormat(req.headers.accept) ?? source.format;

    let file: string;
    try {
      file = await variantFile(source, parsed.width, parsed.quality, format);
    } catch (err) {
      if (err instanceof EndpointBusy) {
        res.status(503).setHeader("Retry-After", "5").setHeader("Cache-Control", "no-store").json({ error: "Too many images are being prepared. Please retry shortly." });
        return;
      }
      throw err;
    }

    // A URL naming the current content hash never changes meaning: cache it for a year. Without
    // the hash (or with a stale one) the answer may change when the file does: cache for a day.
    const current = parsed.version === source.hash;
    res.setHeader("Cache-Control", current ? `public, max-age=${ONE_YEAR_S}, immutable` : "public, max-age=86400");
    if (negotiated) res.setHeader("Vary", "Accept");
    res.setHeader("Content-Type", MIME[format]);
    res.sendFile(file, { cacheControl: false, dotfiles: "deny" });
  });
  return router;
}
