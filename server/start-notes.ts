import path from "node:path";
import type { Config } from "../app/.server/config.ts";

// What someone who has just run `npm start` would otherwise have to find in the README: said once
// in the start log, after the listening line, and only while it holds.

/** The start log's notes: a console still off, mail written to files rather than sent. */
export function startNotes(config: Pick<Config, "ADMIN_PASSWORD" | "SMTP_URL" | "DATA_DIR">, url: string): string[] {
  const notes: string[] = [];
  if (!config.ADMIN_PASSWORD) notes.push(`The operator console (${url}/admin) is off until ADMIN_PASSWORD is set (at least 8 characters); restart with it to log in.`);
  if (!config.SMTP_URL) notes.push(`No SMTP_URL: mail is not sent; each message is written as an .eml file in ${path.join(config.DATA_DIR, "outbox")}.`);
  return notes;
}
