import path from "node:path";
import type { Config } from "../app/.server/config.ts";

// What someone who has just run `npm start` would otherwise have to find in the README: said once
// in the start log, after the listening line, and only while it holds.

/**
 * The start log's notes: a console still off, ADMIN_PASSWORD ignored once operator accounts exist,
 * mail written to files rather than sent. `accounts`: whether any operator account exists.
 */
export function startNotes(config: Pick<Config, "ADMIN_PASSWORD" | "SMTP_URL" | "DATA_DIR">, url: string, accounts = false): string[] {
  const notes: string[] = [];
  if (!config.ADMIN_PASSWORD && !accounts) {
    notes.push(`The operator console (${url}/admin) is off until ADMIN_PASSWORD is set (at least 8 characters); restart with it to log in, or make an owner account: npm run operator -- create-owner <email>.`);
  }
  if (config.ADMIN_PASSWORD && accounts) notes.push("ADMIN_PASSWORD is ignored: operator accounts exist, and each operator signs in with their own. Remove it from the settings.");
  // Accounts' passwords have 12 characters at least; the old setting keeps its 8 so no deployment stops starting.
  if (config.ADMIN_PASSWORD && !accounts && [...config.ADMIN_PASSWORD].length < 12) {
    notes.push("ADMIN_PASSWORD has fewer than 12 characters: make an owner account (npm run operator -- create-owner <email>), whose password has 12 at least.");
  }
  if (!config.SMTP_URL) notes.push(`No SMTP_URL: mail is not sent; each message is written as an .eml file in ${path.join(config.DATA_DIR, "outbox")}.`);
  return notes;
}
