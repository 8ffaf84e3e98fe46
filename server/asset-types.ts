// Which built files are compressed once, by the build (scripts/vite-precompress.ts), and held in
// memory by the server (server/built-assets.ts), with the type each is sent as: the text a browser
// loads. Images and fonts are compressed formats already.

export const COMPRESSED_ASSET_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** The compression middleware's threshold: a smaller file goes as it is. */
export const MIN_COMPRESSED_BYTES = 1024;
