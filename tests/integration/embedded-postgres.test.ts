import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { Client } from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { alive, BINARIES_FOLDER, startEmbeddedPostgres, type Binaries } from "../../app/.server/embedded-postgres.ts";
import { searches } from "../../app/.server/db/schema.ts";
import { tmpDir } from "../helpers/db.ts";
import { startServerProcess, startWorkerProcess, type ChildRun } from "../helpers/server-process.ts";

// The embedded default as an operator meets it: processes killed with SIGKILL, restarts, a second
// server on the same folder, `npm run worker` beside the server.

const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8").split("\n")[0]);

describe("the embedded PostgreSQL", () => {
  const runs: ChildRun[] = [];
  afterEach(async () => {
    for (const r of runs) if (r.child.exitCode === null) r.child.kill("SIGKILL");
  });
  const server = async (dataDir: string) => {
    const s = await startServerProcess({ DATA_DIR: dataDir });
    runs.push(s);
    await s.ready();
    return s;
  };

  it("recovers from SIGKILLs of the server and of the database, keeps the data, and a clean stop leaves no process", async () => {
    const dataDir = tmpDir();
    const first = await server(dataDir);
    const stored = await fetch(`http://127.0.0.1:${first.port}/api/find-course/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ search_id: randomUUID(), concept: "Tide pools", budget: 40, class_size: 4 }),
    });
    expect(stored.status).toBe(201);

    // The server dies; its database (a process of its own) outlives it, and the next start stops that orphan.
    const orphan = postmasterPid(dataDir);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(alive(orphan)).toBe(true);
    const second = await server(dataDir);
    expect(second.output()).toContain(`stopping the embedded PostgreSQL (pid ${orphan}) a previous run left behind`);
    expect(alive(orphan)).toBe(false);

    // Everything dies at once (the OOM killer, a power cut): a stale postmaster.pid, a database to recover.
    const postmaster = postmasterPid(dataDir);
    second.child.kill("SIGKILL");
    process.kill(-postmaster, "SIGKILL"); // the postmaster leads its own process group, its backends with it
    await second.exited;
    await vi.waitFor(() => expect(alive(postmaster)).toBe(false));
    expect(existsSync(path.join(dataDir, "postgres/postmaster.pid"))).toBe(true);
    const third = await server(dataDir);

    // `npm run worker` attaches to the server's database, and sees what was stored before the crashes.
    const worker = startWorkerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    runs.push(worker);
    await worker.waitForOutput("mail worker started");
    const attached = await openDatabase({ dataDir, embedded: "attach" });
    expect(await attached.db.select({ n: count() }).from(searches)).toEqual([{ n: 1 }]);
    await attached.close();
    expect(await worker.stop()).toBe(0);

    // One server per folder: a second one refuses, saying why, and leaves the first one's database alone.
    const intruder = await startServerProcess({ DATA_DIR: dataDir });
    runs.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain("is in use by another Classwish server");
    expect((await fetch(`http://127.0.0.1:${third.port}/readyz`)).status).toBe(200);

    const last = postmasterPid(dataDir);
    expect(await third.stop()).toBe(0);
    expect(alive(last)).toBe(false);
    expect(existsSync(path.join(dataDir, "postgres.owner"))).toBe(false);
  }, 90_000);

  // Issue 26, item 9: root runs PostgreSQL as the user `postgres`, who cannot enter a folder only
  // root can (/root/classwish, a `mktemp -d`): the binaries are copied where it can reach them.
  it.runIf(process.getuid?.() === 0)("runs from a checkout the database user cannot reach (as root)", async () => {
    const installed = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
    const native = path.dirname(path.dirname(installed.postgres));
    // mkdtemp makes it 0700: only root may enter.
    const hidden = mkdtempSync(path.join(tmpdir(), "classwish-root-only-"));
    expect(statSync(hidden).mode & 0o777).toBe(0o700);
    cpSync(native, path.join(hidden, "native"), { recursive: true, verbatimSymlinks: true });
    const bin = { initdb: path.join(hidden, "native/bin/initdb"), postgres: path.join(hidden, "native/bin/postgres") };

    const dataDir = tmpDir();
    const postgres = await startEmbeddedPostgres(dataDir, { mode: "own", durable: false, binaries: bin });
    try {
      const client = new Client({ connectionString: postgres.url });
      await client.connect();
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      await client.end();
      // The copy it ran lies in DATA_DIR, root's, open to the postgres group only.
      expect(statSync(path.join(dataDir, BINARIES_FOLDER)).mode & 0o777).toBe(0o750);
    } finally {
      await postgres.stop();
      rmSync(hidden, { recursive: true, force: true });
      rmSync(path.join(dataDir, BINARIES_FOLDER), { recursive: true, force: true });
    }
  }, 90_000);
});
