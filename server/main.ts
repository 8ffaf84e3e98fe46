// Entry point: `node server/main.ts` serves the production build; `--dev` serves through Vite
// (server/serve.ts). The module hook goes first, so it is in place before the server's modules
// are resolved; hence the dynamic import.
import { resolveDrizzleDirectly } from "./module-resolution.ts";
import { capYoungGeneration } from "./young-generation.ts";

resolveDrizzleDirectly();
capYoungGeneration();
await import("./serve.ts");
