import { Client } from "pg";
import type { Database } from "./client.ts";

// The courses and their categories (migration 0008), the held seats (0009), the operator's site
// content and images (0010) and the class wishes and their Me toos (0017) tell every instance when
// they change: a trigger NOTIFYs 'classwish_catalog' on commit, with the table's name, and each
// server LISTENs, so a page cache anywhere refreshes at once. A dropped listening connection is
// re-opened; the cache's short lifetime covers the gap.

export const CATALOG_CHANNEL = "classwish_catalog";

export type Unlisten = () => Promise<void>;

/** `onChange` is told which table changed, or nothing when it cannot know (the connection dropped). */
export async function listenCatalogChanges(database: Database, onChange: (table?: string) => void, onError: (err: unknown) => void): Promise<Unlisten> {
  const url = database.url;
  let client: Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url });
    c.on("notification", (message) => onChange(message.payload));
    c.on("error", (err) => {
      onError(err);
      void c.end().catch(() => {});
      // Something may have changed while nobody listened.
      onChange();
      if (!stopped) setTimeout(() => void connect().catch(onError), 1_000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CATALOG_CHANNEL}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
