// Entry point: `node server/main.ts` serves the production build; `--dev` serves through Vite
// (server/serve.ts). The module hook goes first, so it is in place before the server's modules
// are resolved; hence the dynamic import.
//
// `npm run serve` (and `npm run worker`) start Node with two V8 flags, because a server's RSS is
// mostly V8 heap that it has grown under load and keeps:
// - --max-semi-space-size=16: the young generation (two semi-spaces) otherwise grows to a limit
//   that follows the machine's memory, 64 MB here. The limit is fixed when the heap is made, so
//   only the command line can set it (a growth factor set at run time came too late: the module
//   graph is evaluated, and grows the space, before a GC observer hears of it).
// - --heap-growing-percent=100: after a full collection the old generation may grow to twice what
//   is live before the next, instead of up to four times.
// Measured with `npm run bench:start` (server RSS after 10,000 searches): 299–323 MB without them,
// 236 MB with them; `bench:api` run in turns showed no more CPU per search (0.288 against 0.302 ms).
import { resolveDrizzleDirectly } from "./module-resolution.ts";

resolveDrizzleDirectly();
await import("./serve.ts");
