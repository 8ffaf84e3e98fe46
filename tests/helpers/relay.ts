import { connect, createServer, type AddressInfo, type Socket } from "node:net";

/**
 * A TCP relay to PostgreSQL, standing for the network between an instance and its database: it can
 * go silent (it stops passing bytes either way while both connections stay open, as a half-open
 * connection does after a network fault or a failover), and it can pass what the server sends
 * `delayMs` late (a slow link: a notification reaches the listener after the answer it follows).
 */
export async function tcpRelay(target: URL, { delayMs = 0 } = {}): Promise<{ url: string; silence(): void; close(): Promise<void> }> {
  const pairs: Array<[Socket, Socket]> = [];
  let silent = false;
  const server = createServer((incoming) => {
    const outgoing = connect(Number(target.port || 5432), target.hostname);
    pairs.push([incoming, outgoing]);
    incoming.on("data", (d) => !silent && outgoing.write(d));
    outgoing.on("data", (d) => {
      if (delayMs === 0) return void (!silent && incoming.write(d));
      setTimeout(() => !silent && !incoming.destroyed && incoming.write(d), delayMs);
    });
    for (const s of [incoming, outgoing]) s.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relayed = new URL(target);
  relayed.hostname = "127.0.0.1";
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.href,
    silence: () => void (silent = true),
    close: async () => {
      for (const pair of pairs) for (const s of pair) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Whether a database URL is reached over TCP (a relay cannot take the embedded test server's socket path). */
export const overTcp = (url: URL): boolean => url.hostname !== "" && !url.searchParams.has("host");
