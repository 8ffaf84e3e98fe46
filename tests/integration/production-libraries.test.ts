import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { startTestApp } from "../helpers/app.ts";
import { openTestDatabase } from "../helpers/db.ts";

// The integration tests run the production build as `npm start` does (vitest.config.ts): with the
// production builds of React and React DOM, which pick their build by NODE_ENV when first loaded.
// A development build loaded first in the same worker (by a component test) would be kept and used.
it("pages are rendered by the production builds of React and React DOM, as npm start serves them", async () => {
  const database = await openTestDatabase();
  const app = await startTestApp(database, {}, { pages: true });
  try {
    expect((await fetch(`${app.url}/about`)).status).toBe(200);
    // Modules that ran (Node also files, unrun, the ones an import of CommonJS only scanned for names).
    const cache = createRequire(import.meta.url).cache;
    const ran = Object.keys(cache).filter((f) => cache[f]?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]/.test(f));
    expect(ran.map((f) => path(f)).filter((f) => f.includes("react-dom-server.node"))).toEqual(["react-dom/cjs/react-dom-server.node.production.js"]);
    expect(ran.filter((f) => f.includes(".development."))).toEqual([]);
  } finally {
    await app.close();
    await database.destroy();
  }
});

const path = (file: string) => file.split(/[\\/]node_modules[\\/]/).pop()!.replaceAll("\\", "/");
