// Starts Classwish from its production build: `node server.js` serves the site (npm run serve,
// npm start), `node server.js worker` runs a mail worker of its own (npm run worker). Everything
// they run was built into build/server/index.js with the pages (server/index.ts), so a deployment
// needs build/, node_modules, package.json and drizzle/, not the sources.
const build = await import("./build/server/index.js").catch((err) => {
  if (err?.code !== "ERR_MODULE_NOT_FOUND" || !String(err.message).includes("build/server/index.js")) throw err;
  console.error("No production build: run `npm run build` first (`npm start` does it).");
  process.exit(1);
});
await (process.argv[2] === "worker" ? build.work() : build.serve());
