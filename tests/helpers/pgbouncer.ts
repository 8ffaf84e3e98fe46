// A real PgBouncer (Debian's `pgbouncer` package) in transaction mode in front of the test
// PostgreSQL, on a free loopback port, as managed PostgreSQL services put one in front of theirs.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

export type PgBouncer = {
  /** The database `name` of the PostgreSQL behind it, through the pooler. */
  url(name: string): string;
  /** Its console (SHOW POOLS, SHOW SERVERS …). */
  consoleUrl: string;
  /** Server connections it keeps per database and user: fewer than the app's pool, so clients share them. */
  poolSize: number;
  stop(): Promise<void>;
};

/** The pgbouncer binary: on PATH, or where Debian installs it (/usr/sbin is not on every PATH). */
export function findPgBouncer(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, "pgbouncer");
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** 1.21 and later can track prepared statements themselves; they must not, or the test would prove nothing. */
function tracksPreparedStatements(binary: string): boolean {
  const version = /PgBouncer (\d+)\.(\d+)/.exec(spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout);
  return version !== null && (Number(version[1]) > 1 || Number(version[2]) >= 21);
}

/**
 * Starts PgBouncer in transaction mode in front of the server `targetUrl` names (TCP or, for the
 * embedded server, its Unix socket), with trust authentication for that URL's user.
 */
export async function startPgBouncer(binary: string, targetUrl: string, poolSize = 2): Promise<PgBouncer> {
  const target = new URL(targetUrl);
  const user = decodeURIComponent(target.username) || "postgres";
  const host = target.searchParams.get("host") ?? target.hostname;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "classwish-pgbouncer-"));
  // Run as root, PgBouncer drops to the postgres user, which must read its files.
  chmodSync(dir, 0o755);
  const config = path.join(dir, "pgbouncer.ini");
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    config,
    [
      "[databases]",
      `* = host=${host} port=${target.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      `admin_users = ${user}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "min_pool_size = 0",
      "reserve_pool_size = 0",
      "max_client_conn = 500",
      "ignore_startup_parameters = extra_float_digits,options",
      ...(tracksPreparedStatements(binary) ? ["max_prepared_statements = 0"] : []),
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn(binary, [...(asRoot ? ["-u", "postgres"] : []), config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pgbouncer did not start within 20 s:\n${output}`)), 20_000);
    const append = (d: Buffer) => {
      output += d;
      if (output.includes("process up")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", append);
    child.stderr.on("data", append);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`pgbouncer exited (${code}) before it was up:\n${output}`));
    });
  });
  const url = (name: string) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${name}`;
  return {
    url,
    consoleUrl: url("pgbouncer"),
    poolSize,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
