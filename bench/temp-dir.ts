import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A new folder under the system's temp folder (a bench's server data, its embedded database), removed
 * when the bench's process exits: each run left one behind before, 50 MB and more with a database.
 */
export function benchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
