import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
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
    // Written aside, then renamed into place: a spec reading the folder meanwhile saw a half-written
    // file once ("Unexpected end of JSON input"); a rename is all or nothing.
    const name = `${String(smtp.received.length).padStart(6, "0")}.json`;
    writeFileSync(path.join(dir, `.${name}.part`), JSON.stringify(stored));
    renameSync(path.join(dir, `.${name}.part`), path.join(dir, name));
  };
  return () => smtp.close();
}

// A message's file never changes once it is in place: each is read once per worker, not once per
// poll (a spec polls the folder while it waits for a message, and the run leaves hundreds there).
const read = new Map<string, StoredMail>();

/** Every message the listener has kept in this run, oldest first. */
export function allMail(): StoredMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      let mail = read.get(f);
      if (!mail) read.set(f, (mail = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as StoredMail));
      return mail;
    });
}

/** Every message the listener has kept for this address, oldest first. */
export function mailTo(address: string): StoredMail[] {
  return allMail().filter((m) => m.to.includes(address.toLowerCase()));
}

/** The path of the link to `target` (/seats?token=…) in the newest message to the address whose subject matches, once it has come. */
export async function linkFrom(address: string, subject: RegExp, target: string): Promise<string> {
  const find = () =>
    mailTo(address)
      .filter((m) => subject.test(m.subject))
      .at(-1)
      ?.text.match(new RegExp(`https?://\\S+${target.replace("?", "\\?")}\\S+`))?.[0];
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  const url = new URL(find()!);
  return url.pathname + url.search;
}

/**
 * What the mailbox owner does: waits for the newest confirmation message to the address, opens
 * its link and presses Confirm (a plain form post: it works with or without JavaScript).
 */
export async function confirmFromInbox(page: Page, address: string): Promise<void> {
  const link = () =>
    mailTo(address)
      .filter((m) => /confirm/i.test(m.subject))
      .at(-1)
      ?.text.match(/https?:\/\/\S+\/confirm\?token=\S+/)?.[0];
  await expect.poll(link, { timeout: 20_000 }).toBeTruthy();
  const url = new URL(link()!);
  await page.goto(url.pathname + url.search);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, you're confirmed!" })).toBeVisible();
}
