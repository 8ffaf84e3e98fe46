// `npm run worker`: the mail worker as a process of its own (server/work.ts), set up as the server
// is (server/main.ts): the module hook first.
import { resolveDrizzleDirectly } from "./module-resolution.ts";

resolveDrizzleDirectly();
await import("./work.ts");
