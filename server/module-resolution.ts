import { registerHooks } from "node:module";

// drizzle-orm's package.json is 179 KB (an exports map of 447 entries), and Node 24 parses that map
// again for every module file it resolves inside the package (getPackageScopeConfig spreads the
// lazily parsed fields to learn the file's format). Loading drizzle's ~100 files that way took
// more than half of a start-up's CPU time, and its garbage grew V8's young generation to 128 MB
// for good: measured, 8.6–11.7 s and 413 MB RSS to import the server's modules on a loaded
// 2-core machine, against 3.0–5.5 s and 154 MB with this hook. drizzle's own files import each
// other by relative `.js` paths and the package is ESM ("type": "module"), so those are resolved
// here without the lookup; everything else resolves as usual.
const DRIZZLE = "/node_modules/drizzle-orm/";

/** Registers the resolve hook: call it before anything that imports drizzle-orm is loaded. */
export function resolveDrizzleDirectly(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (context.parentURL?.includes(DRIZZLE) && /^\.\.?\//.test(specifier) && specifier.endsWith(".js")) {
        return { url: new URL(specifier, context.parentURL).href, format: "module", shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
