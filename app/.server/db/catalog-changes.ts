import { Client } from "pg";
import type { Database } from "./client.ts";

// The courses and their categories (migration 0008), the held seats (0009), the operator's site
// content and images (0010) and the class wishes and their Me toos (0017) tell every instance when
// they change: a trigger NOTIFYs 'classwish_catalog' on commit, with the table's name, and each
// server LISTENs, so a page cache anywhere refreshes at once. A dropped listening connection is
// re-opened, and until it is, the cache keeps nothing (onLost).

export const CATALOG_CHANNEL = "classwish_catalog";

export type Unlisten = () => Promise<void>;

/** What the listener tells: a change (its table, from the trigger), the connection lost, and listening (again). */
export type CatalogListener = {
  onChange(table: string): void;
  /** Changes go unheard from now until onListening: whatever is kept must not be trusted meanwhile. */
  onLost(err: unknown): void;
  onListening(): void;
};

/** How long a lost listening connection waits before it is opened again (and again, until it is). */
const RECONNECT_MS = 1_000;

/** Listens until the returned function is called; a connection that fails or drops is opened again. */
export async function listenCatalogChanges(database: Database, listener: CatalogListener): Promise<Unlisten> {
  let client: Client | undefined;
  let stopped = false;
  const lost = (err: unknown) => {
    listener.onLost(err);
    if (!stopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: database.url });
    c.on("notification", (message) => listener.onChange(message.payload ?? ""));
    c.on("error", (err) => {
      void c.end().catch(() => {});
      lost(err);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (err) {
      void c.end().catch(() => {});
      return lost(err);
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
    listener.onListening();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
