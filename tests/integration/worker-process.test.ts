import { afterEach, describe, expect, it } from "vitest";
import { subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createMailService } from "../../app/.server/mail/service.ts";
import { announceLaunch } from "../../app/.server/announcements/announce-launch.ts";
import { loadConfig } from "../../app/.server/config.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { startWorkerProcess as startWorker } from "../helpers/server-process.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

describe("npm run worker", () => {
  let smtp: SmtpListener | undefined;
  let pg: TestDatabase | undefined;
  afterEach(async () => {
    await smtp?.close();
    await pg?.destroy();
  });

  it("without DATABASE_URL and no server running on DATA_DIR, refuses to start, saying why", async () => {
    const worker = startWorker({ DATA_DIR: tmpDir(), DATABASE_URL: "" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("No embedded database is running");
    expect(worker.output()).toContain("start the server first");
  });

  it("delivers queued mail as a process of its own and stops on SIGTERM", async () => {
    pg = await openTestDatabase();
    smtp = await startSmtpListener();
    const [ana] = await pg.db.insert(subscribers).values({ email: "ana@example.com", source: "newsletter", status: "confirmed" }).returning();
    await pg.db.insert(subscriptions).values({ subscriberId: ana!.id, list: "launch", state: "active" });
    // Queue from "a server" (no worker of its own), deliver from the separate process.
    const config = loadConfig({ DATA_DIR: tmpDir(), LOG_LEVEL: "silent" });
    const queueOnly = await createMailService({ database: pg, config, log: createLogger("silent") });
    expect(await announceLaunch({ db: pg.db, mail: queueOnly.queue, config })).toEqual({ queued: 1 });
    await queueOnly.stop();

    const worker = startWorker({ DATA_DIR: tmpDir(), DATABASE_URL: pg.url, SMTP_URL: smtp.url });
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.to).toEqual(["ana@example.com"]);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
