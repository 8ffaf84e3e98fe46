import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/.server/db/client.ts";
import { subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { startServerProcess, type ServerProcess } from "../../scripts/server-process.ts";
import { dbKinds, openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

const TOKEN = "operator-token-for-crash-tests-0123";
const PEOPLE = 30;
const KILL_AT = 10;

/** Confirmed subscribers on the launch list. */
async function seed(db: TestDatabase["db"]) {
  const rows = await db
    .insert(subscribers)
    .values(Array.from({ length: PEOPLE }, (_, i) => ({ email: `p${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const })))
    .returning();
  await db.insert(subscriptions).values(rows.map((r) => ({ subscriberId: r.id, list: "launch" as const, state: "active" as const })));
}

describe.each(dbKinds)("mail worker killed mid-batch on %s", (kind) => {
  let smtp: SmtpListener | undefined;
  let servers: ServerProcess[] = [];
  let pg: TestDatabase | undefined;
  afterEach(async () => {
    for (const s of servers) s.child.kill("SIGKILL");
    await smtp?.close();
    await pg?.destroy();
  });

  it("after kill -9 and a restart, every message is delivered exactly once", async () => {
    smtp = await startSmtpListener();
    const dataDir = tmpDir();
    let databaseUrl: string | undefined;
    if (kind === "postgres") {
      pg = await openTestDatabase("postgres");
      databaseUrl = pg.url;
      await seed(pg.db);
    } else {
      const db = await openDatabase({ dataDir });
      await seed(db.db);
      await db.close();
    }
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SMTP_URL: smtp.url,
      ADMIN_TOKEN: TOKEN,
      MAIL_RATE: "0",
      LOG_LEVEL: "warn",
    };

    const first = await startServerProcess(env);
    servers.push(first);
    await first.ready();
    // The server dies while the 10th message is on the wire, before the SMTP server accepted it.
    smtp.beforeAccept = async (n) => {
      if (n !== KILL_AT) return true;
      first.child.kill("SIGKILL");
      await first.exited;
      return false;
    };
    const res = await fetch(`http://127.0.0.1:${first.port}/api/admin/announcements/launch`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(await res.json()).toEqual({ queued: PEOPLE });
    expect(await first.exited).not.toBe(0);
    expect(smtp.received).toHaveLength(KILL_AT - 1);

    smtp.beforeAccept = undefined;
    const second = await startServerProcess(env);
    servers.push(second);
    await second.ready();
    await smtp.waitFor(PEOPLE, 90_000);
    await new Promise((r) => setTimeout(r, 2000));
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(PEOPLE);
    expect(new Set(recipients).size).toBe(PEOPLE);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(PEOPLE);
    servers = servers.filter((s) => s !== second);
    expect(await second.stop()).toBe(0);
  }, 150_000);
});
