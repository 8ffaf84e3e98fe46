import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpDir } from "../helpers/db.ts";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.ts";

// The server as a process under rough operation: huge bodies, file modes, SIGTERM under load.

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * Streams up to `totalBytes` in chunked encoding until the server answers; resolves with the status
 * and how much this side managed to hand to the socket by then.
 */
function streamHuge(port: number, route: string, type: string, totalBytes: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const req = request({ host: "127.0.0.1", port, path: route, method: "POST", headers: { "content-type": type, "transfer-encoding": "chunked" } });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    // Writes until the answer comes (checked between writes) or the socket pushes back.
    const pump = (): void => {
      if (answered) return;
      if (sent >= totalBytes) return void req.end();
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once("drain", pump);
    };
    pump();
  });
}

describe("the server process under rough operation", () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tmpDir();
    // Left by an earlier version, world-readable: closed at start-up.
    mkdirSync(path.join(dataDir, "outbox"), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, "outbox", "old.eml"), "To: ana@example.com\r\n\r\nhi", { mode: 0o666 });
    chmodSync(path.join(dataDir, "outbox", "old.eml"), 0o666);
    chmodSync(dataDir, 0o755);
    // As `npm start` runs it out of the box: no console password, no SMTP relay.
    server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: "", SMTP_URL: "" });
    await server.ready();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says in its start log that the console is off until ADMIN_PASSWORD is set, and where the .eml mail goes", async () => {
    // The lines after "Classwish is listening" that name the two settings.
    const notes = () => {
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: string; msg: string });
      const listening = lines.findIndex((l) => l.msg === "Classwish is listening");
      return listening < 0 ? [] : lines.slice(listening).filter((l) => /ADMIN_PASSWORD|SMTP_URL/.test(l.msg));
    };
    await expect
      .poll(notes, { timeout: 5_000 })
      .toEqual([
        { level: "info", msg: `The operator console (http://localhost:${server.port}/admin) is off until ADMIN_PASSWORD is set (at least 8 characters); restart with it to log in, or make an owner account: npm run operator -- create-owner <email>.` },
        { level: "info", msg: `No SMTP_URL: mail is not sent; each message is written as an .eml file in ${path.join(dataDir, "outbox")}.` },
      ].map((l) => expect.objectContaining(l)));
  });

  it("keeps DATA_DIR to itself: folders 0700, files 0600, including the embedded database's; a copy of its binaries for root's postgres user, that group's alone", async () => {
    // Some writes first, so the database has made files of its own since it started.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/find-course/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ search_id: randomUUID(), concept: `topic ${i}`, budget: 50, class_size: 5 }),
      });
      expect(res.status).toBe(201);
    }
    // Root runs the embedded PostgreSQL as the user `postgres`, whose group may pass through DATA_DIR
    // (0710: not list it). When node_modules is out of that user's reach too (a checkout in a folder
    // only root can enter), the binaries are copied to DATA_DIR/postgres-bin for it: root's, and its
    // group's to read and run (0750 folders and programs, 0640 the other files), nobody else's.
    const asRoot = process.getuid?.() === 0;
    const postgresGid = asRoot ? Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })) : undefined;
    const binaries = path.join(dataDir, "postgres-bin");
    const loose: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isSymbolicLink()) continue;
        const st = statSync(full);
        const mode = st.mode & 0o777;
        const isBinary = full === binaries || full.startsWith(binaries + path.sep);
        const wanted = isBinary ? (st.isDirectory() || (st.mode & 0o100) !== 0 ? 0o750 : 0o640) : undefined;
        if (isBinary ? mode !== wanted || st.uid !== 0 || st.gid !== postgresGid : (mode & 0o077) !== 0) loose.push(`${full} ${mode.toString(8)} ${st.uid}:${st.gid}`);
        if (entry.isDirectory()) walk(full);
      }
    };
    expect(statSync(dataDir).mode & 0o777).toBe(asRoot ? 0o710 : 0o700);
    // The folder is the postgres group's only as root; the binaries are copied only for root's
    // postgres user: without root nothing in DATA_DIR is for another user.
    expect({ gid: asRoot ? statSync(dataDir).gid : postgresGid, binaries: asRoot || !existsSync(binaries) }).toEqual({ gid: postgresGid, binaries: true });
    walk(dataDir);
    expect(readdirSync(path.join(dataDir, "postgres"))).toContain("PG_VERSION");
    expect(statSync(path.join(dataDir, "postgres")).uid === 0).toBe(false);
    expect(loose).toEqual([]);
  });

  it("refuses four concurrent 100 MB chunked posts early (a form 411, JSON 413 past the limit), and its memory stays put", async () => {
    const before = rssMb(server.child.pid!);
    const total = 100 * 1024 * 1024;
    const results = await Promise.all([
      streamHuge(server.port, "/subscribe", "application/x-www-form-urlencoded", total),
      streamHuge(server.port, "/admin/login", "application/x-www-form-urlencoded", total),
      streamHuge(server.port, "/api/subscribe/", "application/json", total),
      streamHuge(server.port, "/", "application/x-www-form-urlencoded", total),
    ]);
    expect(results.map((r) => r.status)).toEqual([411, 411, 413, 411]);
    for (const r of results) {
      // Refused long before the end. The answer comes on the headers; what the client had written by
      // the time it read it is the sockets' buffers (about 4 MB) plus what Node discards meanwhile
      // (it drains an unread body until the close, so that a client still sending reads its answer):
      // 4–27 MB of the 100 MB in the runs measured on a quiet machine.
      expect(r.sent).toBeLessThan(total / 2);
    }
    expect(rssMb(server.child.pid!) - before).toBeLessThan(50);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
  });
});

// The request whose body is still arriving at the signal, and what it stored: lifecycle.test.ts.
describe("SIGTERM under keep-alive load", () => {
  it("takes no new request after the signal, answers every one it took, and exits 0", async () => {
    // At debug level the server logs each request as it starts: the count of requests it took.
    const server = await startServerProcess({ DATA_DIR: tmpDir(), LOG_LEVEL: "debug" });
    await server.ready();
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    type Outcome = { afterSignal: boolean; status: number | "refused" };
    const get = (afterSignal: boolean) =>
      new Promise<Outcome>((resolve) => {
        const req = request({ host: "127.0.0.1", port: server.port, path: "/healthz", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ afterSignal, status: res.statusCode ?? 0 }));
        });
        req.on("error", () => resolve({ afterSignal, status: "refused" }));
        req.end();
      });

    // Four keep-alive loops; each request notes whether it was sent after the signal was taken.
    let signalled = false;
    const outcomes: Outcome[] = [];
    const loop = async () => {
      for (;;) {
        const outcome = await get(signalled);
        outcomes.push(outcome);
        if (outcome.afterSignal && outcome.status === "refused") return;
      }
    };
    const loops = Promise.all([loop(), loop(), loop(), loop()]);
    while (outcomes.filter((o) => o.status === 200).length < 50) await new Promise((r) => setTimeout(r, 20));

    server.child.kill("SIGTERM");
    await server.waitForOutput('"msg":"shutting down"');
    signalled = true;
    await loops;
    const code = await server.exited;
    agent.destroy();

    expect(code).toBe(0);
    // Nothing sent after the signal was served: a 503 (connection closed after it), or no connection.
    expect(outcomes.filter((o) => o.afterSignal && o.status === 200)).toEqual([]);
    expect(outcomes.some((o) => o.afterSignal)).toBe(true);
    // Every request the server took was answered in full (a connection it closed or refused
    // before taking a request is the client's to retry): as many answers sent as requests started.
    const started = server.output().match(/"msg":"request started"/g)?.length ?? 0;
    const answeredInFull = server.output().match(/"msg":"request"\}/g)?.length ?? 0;
    expect(started).toBeGreaterThan(50);
    expect(answeredInFull).toBe(started);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(server.output()).not.toContain("did not finish in time");
  }, 60_000);
});
