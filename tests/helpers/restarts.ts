import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { openTestDatabase, type TestDatabase } from "./db.ts";

/**
 * For a describe block: a test database, and `start()`, a process that starts on it (its own
 * connection, so nothing is held yet, as after a restart). All closed after the block.
 */
export function databaseWithRestarts(): { readonly database: TestDatabase; start(): Promise<Database> } {
  let database: TestDatabase | undefined;
  const opened: Database[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await database?.destroy();
  });
  return {
    get database() {
      return database!;
    },
    async start() {
      const d = await openDatabase({ databaseUrl: database!.url } as Parameters<typeof openDatabase>[0]);
      opened.push(d);
      return d;
    },
  };
}
