import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase, removeDir, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.ts";

// A deployment holds the build, the migrations, package.json, the start file and the installed
// packages — not the sources. The server and the pages are one build (server/index.ts), so nothing
// in it may reach back into app/ or server/ at run time.

const root = path.join(import.meta.dirname, "../..");

describe("a production tree without the sources", () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  const dir = tmpDir();
  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
    removeDir(dir);
  });

  it("serves the pages and the API from build/, drizzle/, package.json and server.js", async () => {
    for (const entry of ["build", "drizzle", "package.json", "server.js"]) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    expect(["app", "server", "tests"].map((source) => existsSync(path.join(dir, source)))).toEqual([false, false, false]);
    database = await openTestDatabase();
    mkdirSync(path.join(dir, "data"));
    server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: path.join(dir, "data"), RATE_LIMIT_PER_MIN: "0" }, dir);
    await server.ready();
    const base = `http://127.0.0.1:${server.port}`;
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Upcoming Trial Courses");
    const search = await fetch(`${base}/api/find-course/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ search_id: randomUUID(), concept: "Black holes and the event horizon", budget: 50, class_size: 5 }),
    });
    expect(search.status).toBe(201);
    const { rows } = await database.pool.query<{ n: number }>("select count(*)::int as n from searches");
    expect(rows[0]!.n).toBe(1);
  });
});
