import { redirect } from "react-router";
import { requireAdminAction, requireEnabled } from "~/.server/admin/guard";
import { clearedSessionCookie } from "~/.server/admin/session";
import type { AppContext } from "~/.server/context";
import { endSession } from "~/.server/operators/sessions";
import { sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import type { Route } from "./+types/logout";

// Logging out is a POST with the CSRF token: a link elsewhere cannot end the session. It ends the
// session on the server too, so the cookie is worthless afterwards even where a copy survives.
export async function loader(args: Route.LoaderArgs) {
  await requireEnabled(args);
  throw redirect("/admin");
}

async function logOut(ctx: AppContext, sid: string, request: Request) {
  await endSession(ctx.db, sid);
  ctx.log.info("admin logged out");
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(ctx.config, request) } });
}

/** The page's one form, posted without an intent (the role table's list of them). */
const sections = { "": logOut } satisfies Record<IntentOf<"logout">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form, session } = await requireAdminAction(args);
  return sectionFor(sections, form)(ctx, session.sid, args.request);
}
