// `npm run worker`: the mail worker as a process of its own (server/work.ts), set up as the server
// is (server/main.ts): the module hook first, and the young generation capped.
import { resolveDrizzleDirectly } from "./module-resolution.ts";
import { capYoungGeneration } from "./young-generation.ts";

resolveDrizzleDirectly();
capYoungGeneration();
await import("./work.ts");
