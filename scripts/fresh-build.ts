// `npm start`: serve the existing build when it was made from the sources as they are now, build
// otherwise (a warm restart then starts at once instead of rebuilding every time). The build
// records a hash of its sources in build/.sources-hash (`npm run build`, and this script after it
// builds); any change to a source, a new or a removed one, changes the hash.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What the build is made from: the folders' files and the configuration files (missing ones skipped). */
const SOURCE_DIRS = ["app", "server", "public", "scripts"];
const SOURCE_FILES = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const STAMP = path.join("build", ".sources-hash");
/** What `npm run serve` needs of a build. */
const BUILT = [path.join("build", "server", "index.js"), path.join("build", "client")];

function files(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? files(root, path.join(dir, e.name)) : e.isFile() ? [path.join(dir, e.name)] : []));
}

/** One hash of every source file's path and content. */
export function sourcesHash(root: string): string {
  const hash = createHash("sha256");
  for (const file of [...SOURCE_DIRS.flatMap((d) => files(root, d)), ...SOURCE_FILES.filter((f) => existsSync(path.join(root, f)))]) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The build is there and was made from the sources as they are now. */
export function buildIsFresh(root: string): boolean {
  if (!BUILT.every((p) => existsSync(path.join(root, p)))) return false;
  const stamp = path.join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === sourcesHash(root);
}

export function writeStamp(root: string): void {
  writeFileSync(path.join(root, STAMP), `${sourcesHash(root)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  if (process.argv.includes("--stamp")) {
    writeStamp(root);
  } else if (buildIsFresh(root)) {
    console.log("The build is up to date with the sources: serving it.");
  } else {
    console.log("The sources changed since the last build (or there is none): building.");
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}
