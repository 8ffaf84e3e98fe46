import { appContext } from "~/.server/context";
import { recordClick } from "~/.server/db/mail-clicks";
import { verifyClickToken } from "~/.server/mail/tokens";
import type { Route } from "./+types/click";

// A newsletter's (or a sequence step's) link's first-party redirect (/r/<token>): counts the click
// for its campaign and link (and who made it, once, only with per-person tracking on:
// mail/click-tracking.ts), then sends the browser where the letter pointed. Only a token we signed
// redirects, and only to the address inside it: an altered one gets a page saying so, no redirect.
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const check = verifyClickToken(ctx.config, params.token);
  if (!check.valid) {
    return new Response("This link is not valid: it may have been altered or cut short. Open the e-mail again and use the link as it is there.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await recordClick(ctx.db, check.messageRowId, check.link);
  return new Response(null, { status: 302, headers: { Location: check.url, "Referrer-Policy": "no-referrer" } });
}
