import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A new folder under the system's temp folder (a server's data, its embedded database: 50 MB and
 * more), removed when this process exits — after the servers it started have stopped, and with them
 * their PostgreSQL. For Playwright's run and the benches.
 */
export function tempDirRemovedAtExit(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
