import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { COMPRESSED_ASSET_TYPES, MIN_COMPRESSED_BYTES } from "../server/asset-types.ts";

// The browser's scripts and stylesheet are compressed once, when they are built, at the best
// settings (brotli 11, gzip 9), and written beside each file as `.br` and `.gz`; the server keeps
// them in memory and answers with those bytes (server/built-assets.ts). Compressed for every
// request instead, by the compression middleware at its quick settings, the largest script cost
// the server about 5 ms of CPU each time: 185 requests/s, 3 % of a bare server sending the same
// bytes (`npm run bench:pages`), and a first visit loads about fifteen of them.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompressAssets(): Plugin {
  return {
    name: "classwish:precompress-assets",
    apply: "build",
    // After every environment is built: React Router writes its route manifest into the client's
    // assets while it builds the server.
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const assets = path.resolve(builder.config.root, client.config.build.outDir, client.config.build.assetsDir);
        const files = (await readdir(assets)).filter((name) => path.extname(name) in COMPRESSED_ASSET_TYPES);
        await Promise.all(files.map((name) => writeCompressedCopies(path.join(assets, name))));
      },
    },
  };
}

/** `file.br` and `file.gz` beside the file, when it is worth compressing. */
async function writeCompressedCopies(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_COMPRESSED_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
