import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../helpers/server-process.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

/**
 * A server of a spec's own (the production build, an embedded PostgreSQL in a temporary folder) with
 * an SMTP listener of its own, for a journey that would disturb the shared server: `run` gets its
 * address, data folder and mail; everything is stopped and removed after, whatever happened.
 */
export async function withOwnServer(env: Record<string, string>, run: (own: { baseURL: string; dataDir: string; smtp: SmtpListener }) => Promise<void>): Promise<void> {
  const smtp = await startSmtpListener();
  const dataDir = mkdtempSync(path.join(tmpdir(), "classwish-e2e-own-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({ PORT: String(port), PUBLIC_URL: baseURL, DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RATE: "0", LOG_LEVEL: "warn", ...env });
  try {
    await server.ready();
    await run({ baseURL, dataDir, smtp });
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
