import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { searches } from "../../app/.server/db/schema.ts";
import { startServerProcess } from "../helpers/server-process.ts";
import { tmpDir } from "../helpers/db.ts";

describe("server process", () => {
  it("a bad setting stops start-up with a message naming the variable", async () => {
    const server = await startServerProcess({ PORT: "eighty", DATA_DIR: tmpDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT:");
  });

  it("SIGTERM finishes the request in flight, keeps what it stored, and exits 0", async () => {
    const dataDir = tmpDir();
    // At debug level the server logs each request as it starts: how the test knows one is in flight.
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "debug" });
    await server.ready();
    const { port } = server;

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ search_id: randomUUID(), concept: "Black holes", budget: 100, class_size: 5 });
    let push!: (chunk?: string) => void;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        push = (chunk) => (chunk === undefined ? c.close() : c.enqueue(new TextEncoder().encode(chunk)));
      },
    });
    const response = fetch(`http://127.0.0.1:${port}/api/find-course/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    push(body.slice(0, 20));
    await server.waitForOutput('"path":"/api/find-course/","msg":"request started"');
    server.child.kill("SIGTERM");
    await server.waitForOutput('"msg":"shutting down"');
    push(body.slice(20));
    push();

    // Answered in full, and told the connection closes after it.
    const res = await response;
    expect(res.status).toBe(201);
    expect(res.headers.get("connection")).toBe("close");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    // New connections are refused once it has stopped; the search survived.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow(TypeError);
    const reopened = await openDatabase({ dataDir });
    expect(await reopened.db.select().from(searches)).toHaveLength(1);
    await reopened.close();
  }, 60_000);
});
