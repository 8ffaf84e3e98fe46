import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/vite-precompress.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server's own entry (server/index.ts) is the SSR bundle's input: it imports the pages'
    // build, so the server and the pages are one module graph in production.
    ssr: {
      build: { rolldownOptions: { input: "server/index.ts" } },
      // drizzle-orm is bundled rather than loaded from node_modules: Node resolves each of its
      // ~100 files against its 179 KB package.json, which was more than half of a start's CPU.
      resolve: { noExternal: ["drizzle-orm"] },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A shared chunk is named by the routes that use it, a list that can name a lazy part
            // (the carousel, a dialog) loaded only on demand: by its hash alone, no one mistakes it.
            chunkFileNames: (chunk) => (chunk.name.startsWith("shared~") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js"),
            // Fewer, larger chunks: on a phone's network each file costs a round trip, and gzip
            // compresses one file better than many. Left to itself the bundler cut the home page
            // into 30 files. Now it takes 15 (141.8 → 138.0 KB gzipped; `npm run bench:web`).
            codeSplitting: {
              groups: [
                // What every page runs: React, React Router and the toasts.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|sonner)[\\/]/,
                  priority: 2,
                },
                // The site's own modules that several routes share, in one chunk per set of routes
                // that use them; sets under 4 KB join a neighbour rather than stand alone.
                { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4096, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
