// `npm run worker`: the mail worker as a process of its own (server/work.ts), after the same
// module hook as the server (server/module-resolution.ts).
import { resolveDrizzleDirectly } from "./module-resolution.ts";

resolveDrizzleDirectly();
await import("./work.ts");
