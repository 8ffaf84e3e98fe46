import { Client } from "pg";
import type { Database } from "./client.ts";

// The courses and their categories (migration 0008) and the operator's site content and images
// (migration 0010) tell every instance when they change: a trigger NOTIFYs 'classwish_catalog' on
// commit, and each server LISTENs, so a page cache anywhere refreshes at once. A dropped listening connection is re-opened; the cache's short lifetime
// covers the gap.

export const CATALOG_CHANNEL = "classwish_catalog";

export type Unlisten = () => Promise<void>;

export async function listenCatalogChanges(database: Database, onChange: () => void, onError: (err: unknown) => void): Promise<Unlisten> {
  const url = database.url;
  let client: Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url });
    c.on("notification", () => onChange());
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
