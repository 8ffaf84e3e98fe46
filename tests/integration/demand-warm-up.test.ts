import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searches, visitors } from "../../app/.server/db/schema.ts";
import { openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { startServerProcess } from "../helpers/server-process.ts";

// After a start the server reads what the Demand page and a course's askers hold in memory, in the
// background, and says so; what matching learned of each key is kept, so a restart reads it back.

describe("the demand held in memory after a start", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("is read after the server listens, and what matching learned of each key is kept for the next start", async () => {
    const visitorId = randomUUID();
    await database.db.insert(visitors).values({ id: visitorId });
    await database.db.insert(searches).values(["Black holes", "Epictetus", "Juggling"].map((concept) => ({ searchId: randomUUID(), visitorId, concept, budget: 100, classSize: 5 })));
    const server = await startServerProcess({ DATA_DIR: tmpDir(), DATABASE_URL: database.url });
    try {
      await server.waitForOutput('"msg":"demand held in memory"');
      const { rows } = await database.pool.query<{ key: string; courses: number[] }>("select key, courses from concept_matches order by key");
      expect(rows).toEqual([
        { key: "black hole", courses: [2] },
        { key: "epictetus", courses: [7] },
        { key: "juggling", courses: [] },
      ]);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});
