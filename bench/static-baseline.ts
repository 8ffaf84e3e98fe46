// The baseline of the page benchmarks: a bare node:http server in a process of its own (like the
// server under test) answering every request with the same bytes, already compressed.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../tests/helpers/server-process.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

export async function startStaticBaseline(body: Buffer, contentEncoding: string): Promise<{ port: number; pid: number; stop(): void }> {
  const file = path.join(tempDir("classwish-bench-"), "home.html.compressed");
  writeFileSync(file, body);
  const port = await freePort();
  const bare = spawn(process.execPath, ["-e", `
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    require("node:http").createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": ${JSON.stringify(contentEncoding)}, "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => console.log("listening"));`], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => bare.stdout!.once("data", () => resolve()));
  return { port, pid: bare.pid!, stop: () => void bare.kill() };
}
