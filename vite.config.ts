import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { Rolldown } from "vite";
import { precompressAssets } from "./scripts/vite-precompress.ts";

// Which of the site's modules every page loads (the `site` chunk below), from the module graph:
// the root route's modules, and the small ones that at least SITE_WIDE_ROUTES of the visitor
// site's routes import (the home page's texts and limits, the course and site-content schemas,
// the share texts). Worked out once per build.
const ROOT_ROUTE = fileURLToPath(new URL("app/root.tsx", import.meta.url));
const APP = /[\\/]app[\\/]/;
const ROUTE_MODULE = /[\\/]app[\\/]routes[\\/][^?]*\.tsx?$/;
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
let rootModules: Set<string> | undefined;
const routesOf = new Map<string, Set<string>>();

function rootClosure(ctx: Rolldown.ChunkingContext) {
  if (rootModules) return rootModules;
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
  return found;
}

/** The visitor site's route modules (not the console's) that import this module, directly or through others (static imports only). */
function routesUsing(id: string, ctx: Rolldown.ChunkingContext) {
  const known = routesOf.get(id);
  if (known) return known;
  const routes = new Set<string>();
  const seen = new Set([id]);
  const stack = [id];
  for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
    if (ROUTE_MODULE.test(m) && !ADMIN_ROUTE.test(m)) routes.add(m);
    for (const importer of ctx.getModuleInfo(m)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  routesOf.set(id, routes);
  return routes;
}

const SITE_WIDE_ROUTES = 6;
function siteChunkName(id: string, ctx: Rolldown.ChunkingContext) {
  if (!APP.test(id)) return null;
  return rootClosure(ctx).has(id) || routesUsing(id, ctx).size >= SITE_WIDE_ROUTES ? "site" : null;
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
    // The module graph's answers above belong to one build.
    {
      name: "classwish:chunk-groups",
      buildStart() {
        rootModules = undefined;
        routesOf.clear();
      },
    },
  ],
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
            // into 30 files. Then it took 15 (141.8 → 138.0 KB gzipped; `npm run bench:web`), but
            // merging small sets of shared modules (under 4 KB) into a neighbour made pages load
            // other pages' code: the home page fetched the seat, wish, FAQ and About texts. Now
            // the site-wide modules are one chunk, a course's card another, only sets under 1 KB
            // are merged, and the home page takes 11 files (146.7 → 130.1 KB with the toasts
            // lazy; Lighthouse's simulated first paint counts each file's round trip).
            codeSplitting: {
              groups: [
                // What every page runs: React and React Router (the toasts load on first use: app/lib/client/toast.ts).
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 4,
                },
                // The toast library, fetched when first needed (app/lib/client/toast.ts).
                { name: "toasts", test: /node_modules[\\/]sonner[\\/]/, priority: 4 },
                // The header, the footer, the error page and what most pages import.
                { name: siteChunkName, priority: 3 },
                // A course's card, its badges and texts: the home page, a course's page and a search's answer show them.
                { name: "course-card", test: /[\\/]app[\\/](components[\\/]course-(card|state-badge|proof)\.tsx|lib[\\/]copy[\\/]courses\.ts)$/, priority: 2 },
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
