// npm run operator -- <command>: calls the operator API of a running server.
//   PUBLIC_URL (default http://localhost:3000) and ADMIN_TOKEN come from the environment.
//   create-owner <email> and unlock <email> work on the database itself (the server's settings: DATABASE_URL or DATA_DIR).
//   open-course <id> | notify-askers <id> [--dry-run] | invite <count> [--send-at …] | waves | launch
//   invite-one <email> [--send-at …] | hold <email> --reason "…" | release <email> | holds | launch-settings [--per-day …] [--days …] [--refill on|off] | newsletter <file.md> --subject "…" [--segment …] [--send-at …]
//   scheduled | cancel-newsletter <id> | outbox | retry-failed
//   dns | rates | suppressions [search] | lift <id> --reason "…" | resume <campaign>
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

const usage = `usage: npm run operator -- <command>
  create-owner <email>                   make an owner account (asks for its password; on the database, no token needed)
  unlock <email>                         let a locked account sign in again at once (on the database, no token needed)
  open-course <id>                       mark a course opened and e-mail its confirmed registrants
  notify-askers <id> [--dry-run]         e-mail "A class you asked for is open" to the people who asked (--dry-run: count only)
  invite <count> [--send-at <time>]      invite the next <count> people of the launch list by place (now, or at an ISO 8601 time)
  invite --through <place> [--send-at …] invite everyone waiting down to that place
  waves                                  the launch waves: invited, sent, opened, accepted, expired
  invite-one <email> [--send-at <time>]  invite one person of the launch list now, out of order (a wave of one)
  hold <email> --reason "…"              hold one person back from the waves (the reason is kept)
  release <email>                        release a hold: the next wave may invite them at their place
  holds                                  the people held back, and why
  launch-settings [--per-day <n>] [--days <n>] [--refill on|off]
                                         the launch settings (the daily cap across waves, the days an invitation stays open, refill); with options, changes them
  launch                                 invite everyone waiting on the launch list (one wave)
  newsletter <file.md> --subject "…"     send a Markdown newsletter to the newsletter list, now
    [--segment <segment>]                to another segment: list:launch, course:<id>, category:<name>, source:<source>
    [--send-at <time>]                   at a later time, ISO 8601 with its offset (2027-01-05T01:00:00Z)
  scheduled                              newsletters waiting for their time
  cancel-newsletter <id>                 cancel a scheduled newsletter before it goes
  outbox                                 counts of queued, sent, retrying and failed messages
  retry-failed                           put every failed message back on the queue
  dns                                    the DNS records to publish (DKIM, SPF, DMARC) and which are missing
  rates                                  bounce and complaint rates per campaign and per day
  suppressions [search]                  addresses that get no mail, and why
  lift <id> --reason "…"                 lift a suppression (the reason is kept)
  resume <campaign>                      resume a paused newsletter (newsletter:<id>) or launch announcement
environment: PUBLIC_URL (default http://localhost:3000), ADMIN_TOKEN (required but for create-owner and unlock, which read
  the server's own settings: DATABASE_URL, or DATA_DIR for the embedded database)`;

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

/** The command's options and positionals (string options only), or the usage on a mistake. */
function argsOf<K extends string>(options: Record<K, { type: "string" }>) {
  try {
    return parseArgs({ args, allowPositionals: true, options });
  } catch (err) {
    fail(`${(err as Error).message}\n\n${usage}`);
  }
}

/** The launch settings in one line (`launch-settings`, `waves`). */
function settingsLine(s: Record<string, unknown>): string {
  const cap = Number(s.per_day) > 0 ? `at most ${String(s.per_day)} invitations a day, every wave together` : "no daily cap";
  const saved = s.saved_at ? ` (saved ${String(s.saved_at)})` : " (the server's defaults: not saved yet)";
  return `${cap}; invitations open ${String(s.invitation_days)} day(s); expired places ${s.refill ? "offered to the next people" : "not offered on"}${saved}.`;
}

/** An option's digits as a number; anything else as typed, for the API to refuse with its words. */
const numberOrAsTyped = (v: string | undefined) => (v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : v);

/** One line of `rates`: a campaign's or a day's figures. */
const rateLine = (r: Record<string, unknown>) =>
  `${String(r.key).padEnd(24)} ${String(r.messages).padStart(7)} sent  bounces ${String(r.bouncePercent).padStart(6)} %  complaints ${String(r.complaintPercent).padStart(6)} % (${String(r.complaintStanding)})${r.paused ? "  PAUSED" : ""}`;

switch (command) {
  case "create-owner": {
    const { createOwnerCommand } = await import("./operator-accounts.ts");
    await createOwnerCommand(args[0], fail);
    break;
  }
  case "unlock": {
    const { unlockCommand } = await import("./operator-accounts.ts");
    await unlockCommand(args[0], fail);
    break;
  }
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
  case "invite": {
    const parsed = argsOf({ "send-at": { type: "string" }, through: { type: "string" } });
    const [count] = parsed.positionals;
    const through = parsed.values.through;
    const size = through === undefined ? count : through;
    if (!size || parsed.positionals.length > (through === undefined ? 1 : 0) || !/^\d+$/.test(size)) {
      fail("invite needs how many people to invite, or --through <place> (a whole number).\n\n" + usage);
    }
    const sendAt = parsed.values["send-at"];
    const body = { ...(through === undefined ? { count: Number(size) } : { through_place: Number(size) }), ...(sendAt && { send_at: sendAt }) };
    const { wave_id, invited, send_at, last_send_at } = await call("POST", "/launch/invitations", body);
    const spread = last_send_at !== send_at ? `, the last on ${String(last_send_at)} (the daily cap)` : "";
    console.log(`Wave ${String(wave_id)}: ${String(invited)} person(s) invited, sent from ${String(send_at)}${spread}.`);
    break;
  }
  case "invite-one":
  case "hold":
  case "release": {
    const parsed = argsOf({ "send-at": { type: "string" }, reason: { type: "string" } });
    const [email, ...extra] = parsed.positionals;
    if (!email || extra.length > 0) fail(`${command} needs one address.\n\n${usage}`);
    if (command === "invite-one") {
      const sendAt = parsed.values["send-at"];
      const { wave_id, place, send_at } = await call("POST", "/launch/invite-one", { email, ...(sendAt && { send_at: sendAt }) });
      console.log(`Wave ${String(wave_id)}: ${email} (place ${String(place)}) invited out of order, sent from ${String(send_at)}.`);
    } else if (command === "hold") {
      const reason = parsed.values.reason;
      if (!reason) fail(`hold needs --reason "…": why they are held back (kept in the console).\n\n${usage}`);
      await call("POST", "/launch/holds", { email, reason });
      console.log(`${email} is held back: waves pass over them until the hold is released.`);
    } else {
      await call("POST", "/launch/holds/release", { email });
      console.log(`${email}'s hold is released: the next wave may invite them at their place.`);
    }
    break;
  }
  case "launch-settings": {
    const parsed = argsOf({ "per-day": { type: "string" }, days: { type: "string" }, refill: { type: "string" } });
    const { "per-day": perDay, days, refill } = parsed.values;
    if (parsed.positionals.length > 0 || (refill !== undefined && refill !== "on" && refill !== "off")) fail(`launch-settings takes --per-day <n>, --days <n> and --refill on|off.\n\n${usage}`);
    const change = { per_day: numberOrAsTyped(perDay), invitation_days: numberOrAsTyped(days), refill: refill === undefined ? undefined : refill === "on" };
    const changing = Object.values(change).some((v) => v !== undefined);
    console.log(settingsLine(changing ? await call("POST", "/launch/settings", change) : await call("GET", "/launch/settings")));
    break;
  }
  case "holds": {
    const { holds } = (await call("GET", "/launch/holds")) as { holds: Array<{ email: string; reason: string; held_at: string }> };
    if (holds.length === 0) console.log("Nobody is held back.");
    for (const h of holds) console.log(`${h.email.padEnd(32)} since ${h.held_at}  ${h.reason}`);
    break;
  }
  case "waves": {
    const { waiting, waves, settings } = (await call("GET", "/launch/waves")) as { waiting: number; waves: Array<Record<string, unknown>>; settings: Record<string, unknown> };
    console.log(`${waiting} person(s) wait for an invitation. Settings: ${settingsLine(settings)}`);
    if (waves.length > 0) console.log(" wave  sent from                 places       invited    sent  opened accepted expired");
    for (const w of waves) {
      const places = w.first_place === null ? "–" : `${String(w.first_place)}–${String(w.last_place)}`;
      console.log(`${String(w.wave_id).padStart(5)}  ${String(w.send_at).padEnd(24)}  ${places.padEnd(11)} ${[w.invited, w.sent, w.opened, w.accepted, w.expired].map((n) => String(n).padStart(7)).join(" ")}`);
    }
    break;
  }
  case "launch": {
    const { queued } = await call("POST", "/announcements/launch");
    console.log(`Launch: ${String(queued)} person(s) invited (everyone waiting, one wave).`);
    break;
  }
  case "newsletter": {
    let parsed;
    try {
      parsed = parseArgs({ args, allowPositionals: true, options: { subject: { type: "string" }, segment: { type: "string" }, "send-at": { type: "string" } } });
    } catch (err) {
      fail(`${(err as Error).message}\n\n${usage}`);
    }
    const { positionals, values } = parsed;
    const [file] = positionals;
    if (!file || positionals.length > 1 || !values.subject) fail('newsletter needs a Markdown file and --subject "…".\n\n' + usage);
    const markdown = await readFile(file, "utf8").catch((err: Error) => fail(`Cannot read ${file}: ${err.message}`));
    const body = { subject: values.subject, markdown, ...(values.segment && { segment: values.segment }), ...(values["send-at"] && { send_at: values["send-at"] }) };
    const { queued, newsletter_id, scheduled_for } = await call("POST", "/newsletters", body);
    console.log(`Newsletter ${String(newsletter_id)}: ${String(queued)} message(s) ${scheduled_for ? `scheduled for ${String(scheduled_for)}` : "queued"}.`);
    break;
  }
  case "scheduled": {
    const { newsletters } = (await call("GET", "/newsletters/scheduled")) as { newsletters: Array<Record<string, unknown>> };
    if (newsletters.length === 0) console.log("No newsletter is scheduled.");
    for (const n of newsletters) console.log(`${String(n.newsletter_id).padStart(5)}  ${String(n.scheduled_for)}  ${String(n.segment).padEnd(20)} ${String(n.recipients).padStart(6)}  ${String(n.subject)}`);
    break;
  }
  case "cancel-newsletter": {
    const id = args[0];
    if (!id || !/^\d+$/.test(id)) fail("cancel-newsletter needs a newsletter id.\n\n" + usage);
    const { dropped } = await call("POST", `/newsletters/${id}/cancel`);
    console.log(`Newsletter ${id} cancelled: ${String(dropped)} message(s) will not be sent.`);
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
  case "dns": {
    const { mail_from, records } = (await call("GET", "/mail/dns")) as { mail_from: string; records: Array<Record<string, string>> };
    console.log(`Mail is sent as ${mail_from}. Publish these TXT records:\n`);
    for (const r of records) {
      console.log(`${r.purpose}  ${r.name}  [${r.status}]`);
      console.log(`  ${r.value}`);
      if (r.found && r.status !== "published") console.log(`  found: ${r.found}`);
      if (r.note) console.log(`  note: ${r.note}`);
    }
    const missing = records.filter((r) => r.status === "missing" || r.status === "different").map((r) => r.purpose);
    const unchecked = records.filter((r) => r.status === "could not check").map((r) => r.purpose);
    if (missing.length > 0) console.log(`\nMissing or different: ${missing.join(", ")}.`);
    if (unchecked.length > 0) console.log(`\nCould not check ${unchecked.join(", ")}: the server cannot reach DNS.`);
    break;
  }
  case "rates": {
    const { campaigns, days } = (await call("GET", "/mail/rates")) as Record<string, Array<Record<string, unknown>>>;
    console.log("Per campaign (complaints: under 0.1 % good, under 0.3 % acceptable):");
    for (const r of campaigns ?? []) console.log(rateLine(r));
    console.log("\nPer day:");
    for (const r of days ?? []) console.log(rateLine(r));
    break;
  }
  case "suppressions": {
    const q = args[0] ? `?q=${encodeURIComponent(args[0])}` : "";
    const { suppressions } = (await call("GET", `/suppressions${q}`)) as { suppressions: Array<Record<string, unknown>> };
    for (const r of suppressions) console.log(`${String(r.id).padStart(6)}  ${String(r.email)}  ${String(r.reason)}  ${String(r.created_at)}  ${String(r.detail ?? "")}`);
    console.log(`${suppressions.length} suppressed address(es).`);
    break;
  }
  case "lift": {
    const id = args[0];
    const i = args.indexOf("--reason");
    const reason = i >= 0 ? args[i + 1] : undefined;
    if (!id || !/^\d+$/.test(id) || !reason) fail('lift needs a suppression id and --reason "…".\n\n' + usage);
    await call("POST", `/suppressions/${id}/lift`, { reason });
    console.log(`Suppression ${id} lifted.`);
    break;
  }
  case "resume": {
    const campaign = args[0];
    if (!campaign) fail("resume needs a campaign (newsletter:<id> or launch).\n\n" + usage);
    const { queued } = await call("POST", `/mail/campaigns/${encodeURIComponent(campaign)}/resume`);
    console.log(`${campaign} resumed: ${String(queued)} message(s) queued again.`);
    break;
  }
  default:
    fail(usage);
}
