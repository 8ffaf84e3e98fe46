// The operator CLI's commands on accounts, run on the database directly (no one may be able to sign
// in to do them through the console):
//   create-owner <email>: makes an owner account. The password is read from the terminal
// without echo, asked twice, or from standard input's first line when that is not a terminal
// (`… create-owner ada@example.org < password-file`); never from the command line, where other
// users and the shell's history would see it.
//   unlock <email>: forgets the account's wrong passwords, so a locked account may sign in at once.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { loadConfigOrExit } from "../app/.server/config.ts";
import { openDatabase, type Database } from "../app/.server/db/client.ts";
import { createOwner } from "../app/.server/operators/create-owner.ts";
import { unlockAccount } from "../app/.server/operators/failure-budget.ts";

/** One line typed at the terminal, not shown as it is typed. */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) =>
    rl.once("line", (line) => {
      rl.close();
      process.stdout.write("\n");
      resolve(line);
    }),
  );
}

async function firstLineOfStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden("Password for the new owner (at least 12 characters): ");
  const again = await askHidden("The same password again: ");
  return password === again ? password : undefined;
}

/** The server's database: attached to the embedded one the running server started, else started here (and stopped again). */
async function open(): Promise<Database> {
  const config = loadConfigOrExit(process.env);
  const base = { databaseUrl: config.DATABASE_URL, directUrl: config.DATABASE_DIRECT_URL, pooler: config.DATABASE_POOLER, dataDir: config.DATA_DIR };
  if (config.DATABASE_URL) return openDatabase(base);
  return openDatabase({ ...base, embedded: "attach" }).catch(() => openDatabase({ ...base, embedded: "own" }));
}

export async function createOwnerCommand(email: string | undefined, fail: (message: string) => never): Promise<void> {
  if (!email) fail("create-owner needs the new owner's e-mail address: npm run operator -- create-owner <email>");
  const password = await readPassword();
  if (password === undefined) fail("The two passwords differ: nothing was changed.");
  const database = await open();
  const outcome = await createOwner(database.db, email, password).finally(() => database.close());
  if (outcome.kind === "refused") fail(`${outcome.error} Nothing was changed.`);
  console.log(`Owner ${outcome.operator.email} created: sign in at /admin/login with this address and password.`);
  if (outcome.first) console.log("This is the first account: ADMIN_PASSWORD is no longer accepted (remove it from the settings), and its open sessions have ended.");
}

export async function unlockCommand(email: string | undefined, fail: (message: string) => never): Promise<void> {
  if (!email) fail("unlock needs the operator's e-mail address: npm run operator -- unlock <email>");
  const database = await open();
  const unlocked = await unlockAccount(database.db, email).finally(() => database.close());
  console.log(unlocked ? `${email} may sign in again: its wrong passwords are forgotten.` : `${email} was not locked (no wrong passwords counted): nothing to do.`);
}
