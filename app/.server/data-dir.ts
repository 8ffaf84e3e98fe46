import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database, the session secret and mail with addresses in it: readable by the
 * server's own user only. From here on everything the process creates is 0700 (folders) or 0600
 * (files), whatever a library asks for (PGlite writes 0666), and what an earlier version left
 * more open is closed now.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictDataDir(dataDir);
}

/**
 * Closes every folder and file under DATA_DIR to the owner. Run again once the embedded database
 * is open: PGlite sets its initial files to 0666 explicitly, whatever the umask (the files it
 * creates later follow the umask).
 */
export function restrictDataDir(dataDir: string): void {
  chmodSync(dataDir, 0o700);
  closeAll(dataDir);
}

function closeAll(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      chmodSync(full, 0o700);
      closeAll(full);
    } else {
      chmodSync(full, 0o600);
    }
  }
}
