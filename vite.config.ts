import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { Rolldown } from "vite";
import { precompressAssets } from "./scripts/vite-precompress.ts";

// The site's own modules that the root route (the header, the footer and its form, the error page)
// needs: every page loads them, so they are one chunk of their own.
const ROOT_ROUTE = fileURLToPath(new URL("app/root.tsx", import.meta.url));
let rootModules: Set<string> | undefined;
function rootChunkName(id: string, ctx: Rolldown.ChunkingContext) {
  if (!rootModules) {
    const found = new Set<string>();
    const stack = [ROOT_ROUTE];
    for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
      for (const next of ctx.getModuleInfo(m)?.importedIds ?? []) {
        if (found.has(next)) continue;
        found.add(next);
        stack.push(next);
      }
    }
    rootModules = found;
  }
  return /[\\/]app[\\/]/.test(id) && rootModules.has(id) ? "site" : null;
}

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
            // into 30 files. Then it took 15 (141.8 → 138.0 KB gzipped; `npm run bench:web`). But
            // merging small sets of shared modules into a neighbour made pages load others' code
            // (the home page fetched the seat, wish, FAQ and About texts): now the root route's
            // modules are one chunk, only sets under 1 KB are merged, and the home page takes
            // 17 files and loads nothing it does not run (146.7 → 131.1 KB with the toasts lazy).
            codeSplitting: {
              groups: [
                // What every page runs: React and React Router (the toasts load on first use: app/lib/client/toast.ts).
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                // The toast library, fetched when first needed (app/lib/client/toast.ts).
                { name: "toasts", test: /node_modules[\\/]sonner[\\/]/, priority: 3 },
                // The header, the footer and the error page: every page runs them.
                { name: rootChunkName, priority: 2 },
                // The site's own modules that several routes share, in one chunk per set of routes
                // that use them; sets under 1 KB join a neighbour rather than stand alone.
                { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 1024, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
