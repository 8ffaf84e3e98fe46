import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext, type AppContext } from "../context.ts";
import { readForm } from "../form.ts";
import { noteOfForm } from "./audit-note.ts";
import { csrfMatches, csrfToken, isRevoked, readSession, type AdminSession } from "./session.ts";

// Every admin loader and action starts here. React Router runs a page's loaders in parallel, so the
// layout's check alone would not stop a child loader: each one calls requireAdmin itself.

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export type AdminRequest = { ctx: AppContext; session: AdminSession; csrf: string };

/** 404 while ADMIN_PASSWORD is unset: the console does not exist. */
export function requireEnabled({ context }: Pick<Args, "context">): AppContext {
  const ctx = context.get(appContext);
  if (!ctx.config.ADMIN_PASSWORD) throw data("This page does not exist.", { status: 404, statusText: "Not Found" });
  return ctx;
}

// React Router runs the layout's and the page's loaders with the same Request: the revocation
// lookup is made once per request, not once per loader.
const checked = new WeakMap<Request, Promise<AdminSession | undefined>>();

/** The request's session: signed, unexpired, and not ended by logging out. */
export function activeSession(ctx: AppContext, request: Request): Promise<AdminSession | undefined> {
  let answer = checked.get(request);
  if (!answer) {
    const session = readSession(ctx.config, request);
    answer = session ? isRevoked(ctx.db, session).then((revoked) => (revoked ? undefined : session)) : Promise.resolve(undefined);
    checked.set(request, answer);
  }
  return answer;
}

/** Without a valid session every admin page and export redirects to the login page. */
export async function requireAdmin({ request, context }: Args): Promise<AdminRequest> {
  const ctx = requireEnabled({ context });
  const session = await activeSession(ctx, request);
  if (!session) throw redirect("/admin/login");
  return { ctx, session, csrf: csrfToken(ctx.config, session) };
}

/** The browser's Origin must be this site: a page elsewhere cannot drive the console. */
export function sameOrigin(request: Request, ctx: AppContext): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin === new URL(request.url).origin || origin === new URL(ctx.config.PUBLIC_URL).origin;
}

export const forbidden = (message: string) => data(message, { status: 403, statusText: "Forbidden" });

/** A state-changing request: session, same Origin, and the session's CSRF token in the form. */
export async function requireAdminAction(args: Args): Promise<AdminRequest & { form: FormData }> {
  const admin = await requireAdmin(args);
  if (!sameOrigin(args.request, admin.ctx)) throw forbidden("This request did not come from the console (Origin check).");
  const form = await readForm(args.request);
  // Its audit line names what the form asked for, refused or not (server/audit-trail.ts writes it).
  admin.ctx.audit?.(noteOfForm(form, args.request.url));
  if (!csrfMatches(admin.ctx.config, admin.session, form.get("csrf"))) {
    throw forbidden("The form's security token is missing or stale. Reload the page and try again.");
  }
  return { ...admin, form };
}
