// The server's entry in the production build (vite.config.ts makes it the SSR bundle's input): the
// pages, the Express app, the API and the mail worker are built together into
// build/server/index.js, so each module exists once in a running process. `server.js` starts it;
// the tests import it to run the app with the pages exactly as shipped.
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";

export const serverBuild: ServerBuild = build;
export { createApp, requestListener } from "./app.ts";
// The pages' context as the built routes know it (a context key is compared by identity).
export { createLoadContext } from "../app/.server/context.ts";
export { serve } from "./serve.ts";
export { work } from "./work.ts";
