import { redirect } from "react-router";
import { requireAdminAction, requireEnabled } from "~/.server/admin/guard";
import { clearedSessionCookie } from "~/.server/admin/session";
import type { Route } from "./+types/logout";

// Logging out is a POST with the CSRF token: a link elsewhere cannot end the session.
export function loader(args: Route.LoaderArgs) {
  requireEnabled(args);
  throw redirect("/admin");
}

export async function action(args: Route.ActionArgs) {
  const { ctx } = await requireAdminAction(args);
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(ctx.config, args.request) } });
}
