// npm run operator -- <command>: calls the operator API of a running server.
//   PUBLIC_URL (default http://localhost:3000) and ADMIN_TOKEN come from the environment.
//   open-course <id> | notify-askers <id> [--dry-run] | launch | newsletter <file.md> --subject "…" | outbox | retry-failed
import { readFile } from "node:fs/promises";

const usage = `usage: npm run operator -- <command>
  open-course <id>                       mark a course opened and e-mail its confirmed registrants
  notify-askers <id> [--dry-run]         e-mail "A class you asked for is open" to the people who asked (--dry-run: count only)
  launch                                 send the launch announcement to the launch list
  newsletter <file.md> --subject "…"     send a Markdown newsletter to the newsletter list
  outbox                                 counts of queued, sent, retrying and failed messages
  retry-failed                           put every failed message back on the queue
environment: PUBLIC_URL (default http://localhost:3000), ADMIN_TOKEN (required)`;

const [command, ...args] = process.argv.slice(2);
const base = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const token = process.env.ADMIN_TOKEN;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function call(method: "GET" | "POST", path: string, body?: unknown) {
  if (!token) fail("ADMIN_TOKEN is not set: the operator API needs it.\n\n" + usage);
  let res: Response;
  try {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
    if (body !== undefined) {
      init.headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      init.body = JSON.stringify(body);
    }
    res = await fetch(`${base}/api/admin${path}`, init);
  } catch (err) {
    fail(`Could not reach ${base}: ${(err as Error).message}`);
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) fail(`${res.status}: ${String(json.error ?? res.statusText)}`);
  return json;
}

switch (command) {
  case "open-course": {
    const id = args[0];
    if (!id || !/^\d+$/.test(id)) fail("open-course needs a course id.\n\n" + usage);
    const { queued } = await call("POST", `/courses/${id}/open`);
    console.log(`Course ${id} opened: ${String(queued)} message(s) queued.`);
    break;
  }
  case "notify-askers": {
    const id = args[0];
    if (!id || !/^\d+$/.test(id)) fail("notify-askers needs a course id.\n\n" + usage);
    if (args.includes("--dry-run")) {
      const { will_send } = await call("POST", `/courses/${id}/notify-askers`, { dry_run: true });
      console.log(`Course ${id}: ${String(will_send)} person(s) would get "A class you asked for is open". Nothing was sent.`);
    } else {
      const { queued } = await call("POST", `/courses/${id}/notify-askers`);
      console.log(`Course ${id}: "A class you asked for is open" queued to ${String(queued)} person(s).`);
    }
    break;
  }
  case "launch": {
    const { queued } = await call("POST", "/announcements/launch");
    console.log(`Launch announcement: ${String(queued)} message(s) queued.`);
    break;
  }
  case "newsletter": {
    const file = args[0];
    const i = args.indexOf("--subject");
    const subject = i >= 0 ? args[i + 1] : undefined;
    if (!file || file.startsWith("--") || !subject) fail('newsletter needs a Markdown file and --subject "…".\n\n' + usage);
    const markdown = await readFile(file, "utf8").catch((err: Error) => fail(`Cannot read ${file}: ${err.message}`));
    const { queued, newsletter_id } = await call("POST", "/newsletters", { subject, markdown });
    console.log(`Newsletter ${String(newsletter_id)}: ${String(queued)} message(s) queued.`);
    break;
  }
  case "outbox": {
    const counts = await call("GET", "/outbox");
    for (const [status, n] of Object.entries(counts)) console.log(`${status.padEnd(9)} ${String(n)}`);
    break;
  }
  case "retry-failed": {
    const { queued } = await call("POST", "/outbox/retry-failed");
    console.log(`${String(queued)} failed message(s) queued again.`);
    break;
  }
  default:
    fail(usage);
}
