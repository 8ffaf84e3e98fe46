import { request } from "node:http";
import { connect, type Socket } from "node:net";

// Requests as bytes on a socket, for what fetch will not send: no Host, a malformed Host, broken
// chunked encoding, invalid header values. One request per connection (Connection: close). And
// answers as bytes, for what fetch would undo: a compressed body as it was sent.

/** A request with node:http (fetch would ask for and undo the compression itself): the status, header fields and body as sent. */
export function fetchBytes(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends `head` (request line and headers, without the blank line; Connection: close is added unless it names one) and `body`; resolves with the answer, or status 0 if the server closed the connection without one. */
export function rawRequest(port: number, head: string, body: Buffer | string = "", timeoutMs = 15_000): Promise<RawResponse> {
  const socket = connect(port, "127.0.0.1");
  const answer = answerOn(socket, head, timeoutMs);
  socket.on("connect", () => {
    socket.write(withClose(head), "latin1");
    if (body.length > 0) socket.write(body);
  });
  return answer;
}

/**
 * Requests that arrive together: every connection is opened first, then every request is written
 * in one go, so the server has them all to read at once however slow the machine is (fetch writes
 * each when its own connection opens, spread over however long that takes). Resolves once they are
 * written, with one answer to wait for per request.
 */
export async function rawBurst(port: number, heads: string[], timeoutMs = 60_000): Promise<Array<Promise<RawResponse>>> {
  const opened = heads.map(() => connect(port, "127.0.0.1"));
  try {
    await Promise.all(opened.map((socket) => new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject))));
  } catch (err) {
    for (const socket of opened) socket.destroy();
    throw err;
  }
  const answers = opened.map((socket, i) => answerOn(socket, heads[i]!, timeoutMs));
  for (const [i, socket] of opened.entries()) socket.write(withClose(heads[i]!), "latin1");
  return answers;
}

// The server closes the connection after its answer; ending our side first could abort it.
const withClose = (head: string) => `${/^connection:/im.test(head) ? head : `${head}\r\nConnection: close`}\r\n\r\n`;

/** The answer that arrives on `socket` until the server closes it. */
function answerOn(socket: Socket, head: string, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${head.split("\r\n")[0]}`));
    }, timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks).toString("latin1")));
    });
  });
}

function parseResponse(text: string): RawResponse {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status, headers, body: rest.join("\r\n\r\n") };
}

/** A body in chunked transfer encoding. */
export const chunked = (parts: Array<Buffer | string>): Buffer =>
  Buffer.concat([
    ...parts.flatMap((p) => {
      const b = Buffer.from(p);
      return [Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")];
    }),
    Buffer.from("0\r\n\r\n"),
  ]);
