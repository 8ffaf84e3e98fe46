import { redirect } from "react-router";
import { requireAdminAction, requireEnabled } from "~/.server/admin/guard";
import { clearedSessionCookie } from "~/.server/admin/session";
import { endSession } from "~/.server/operators/sessions";
import type { Route } from "./+types/logout";

// Logging out is a POST with the CSRF token: a link elsewhere cannot end the session. It ends the
// session on the server too, so the cookie is worthless afterwards even where a copy survives.
export async function loader(args: Route.LoaderArgs) {
  await requireEnabled(args);
  throw redirect("/admin");
}

export async function action(args: Route.ActionArgs) {
  const { ctx, session } = await requireAdminAction(args);
  await endSession(ctx.db, session.sid);
  ctx.log.info("admin logged out");
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(ctx.config, args.request) } });
}
