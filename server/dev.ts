// `npm run dev`: the server from the sources, through Vite's development server (hot reload). The
// server's modules are loaded by Vite too, in the same module graph as the pages.
import { createServer } from "vite";

const vite = await createServer({
  server: { middlewareMode: true },
  appType: "custom",
  // Through Vite too, so that it renders with the same copy of react-router as the pages (Vite
  // loads react-router's development build; Node alone would give the adapter the production one,
  // and a load context made by one copy is not recognised by the other).
  ssr: { noExternal: ["@react-router/express"] },
});
const { serve } = (await vite.ssrLoadModule("./server/serve.ts")) as typeof import("./serve.ts");
await serve({ vite });
