import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CACHE_CONTROL } from "../app/lib/site/cache-control.ts";
import { COMPRESSED_ASSET_TYPES } from "./asset-types.ts";
import { sharedAnswer, type SharedPage } from "./page-cache.ts";


/**
 * The built scripts and stylesheet, held in memory as the build compressed them (brotli and gzip
 * copies beside each file: scripts/vite-precompress.ts), keyed by their path ("/assets/…"). The
 * server answers them before Express, as it does the pages it keeps: the best encoding the client
 * takes, ETag and 304, HEAD. 1.5 MB for today's build (the files and both copies). Read once and
 * held for the process's life: a build does not change under a running server. A file the build did not compress (under 1 KB) is left to the
 * static files.
 */
export function loadBuiltAssets(dir: string): Map<string, SharedPage> {
  const files = new Set(readdirSync(dir));
  const assets = new Map<string, SharedPage>();
  for (const name of files) {
    const type = COMPRESSED_ASSET_TYPES[path.extname(name)];
    if (!type || !files.has(`${name}.br`) || !files.has(`${name}.gz`)) continue;
    const asset = sharedAnswer(200, [["Content-Type", type]], readFileSync(path.join(dir, name)), CACHE_CONTROL.immutable);
    asset.br = readFileSync(path.join(dir, `${name}.br`));
    asset.gzip = readFileSync(path.join(dir, `${name}.gz`));
    assets.set(`/assets/${name}`, asset);
  }
  return assets;
}
