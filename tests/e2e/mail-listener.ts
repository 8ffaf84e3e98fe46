import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpListener } from "../helpers/smtp.ts";

// One real SMTP listener for the whole end-to-end run (Playwright's global setup): every message
// the server sends has somewhere to go, and specs read what arrived from E2E_MAIL_DIR, one JSON
// file per message, since they run in other processes.

export type StoredMail = { to: string[]; subject: string; text: string; headers: Record<string, string> };

export default async function startMailListener() {
  const dir = process.env.E2E_MAIL_DIR!;
  mkdirSync(dir, { recursive: true });
  const smtp = await startSmtpListener(Number(process.env.E2E_SMTP_PORT));
  smtp.onMessage = (mail) => {
    const stored: StoredMail = { to: mail.to, subject: mail.subject, text: mail.text, headers: Object.fromEntries(mail.headers) };
    writeFileSync(path.join(dir, `${String(smtp.received.length).padStart(6, "0")}.json`), JSON.stringify(stored));
  };
  return () => smtp.close();
}

/** Every message the listener has kept for this address, oldest first. */
export function mailTo(address: string): StoredMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as StoredMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}
