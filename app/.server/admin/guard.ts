import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext, type AppContext } from "../context.ts";
import { anyOperator } from "../db/operators.ts";
import { formText, readForm } from "../form.ts";
import { consolePage, leastRoleFor } from "../../lib/admin/permissions.ts";
import { atLeast, pageRefusal, roleRefusal, type Role } from "../../lib/admin/roles.ts";
import { signedIn, type Signedin } from "../operators/sessions.ts";
import { noteOfForm } from "./audit-note.ts";
import { csrfMatches, csrfToken, readSession, type AdminSession } from "./session.ts";

// Every admin loader and action starts here. React Router runs a page's loaders in parallel, so the
// layout's check alone would not stop a child loader: each one calls requireAdmin itself.

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export type AdminRequest = { ctx: AppContext; session: AdminSession; operator: Signedin; csrf: string };
export type Console = { ctx: AppContext; accounts: boolean };

// React Router runs the layout's and the page's loaders with the same Request: the lookups are
// made once per request, not once per loader.
const enabled = new WeakMap<Request, Promise<boolean>>();
const checked = new WeakMap<Request, Promise<Signedin | undefined>>();

function once<T>(cache: WeakMap<Request, Promise<T>>, request: Request, work: () => Promise<T>): Promise<T> {
  let answer = cache.get(request);
  if (!answer) cache.set(request, (answer = work()));
  return answer;
}

/**
 * The console exists once an operator account does, or while ADMIN_PASSWORD is set; otherwise every
 * console address answers 404. `accounts`: whether any account exists (then ADMIN_PASSWORD is ignored).
 */
export async function requireEnabled({ request, context }: Args): Promise<Console> {
  const ctx = context.get(appContext);
  const accounts = await once(enabled, request, () => anyOperator(ctx.db));
  if (!accounts && !ctx.config.ADMIN_PASSWORD) throw data("This page does not exist.", { status: 404, statusText: "Not Found" });
  return { ctx, accounts };
}

/** The request's operator: a signed, unexpired cookie whose session is still on the server. */
export function activeSession({ ctx, accounts }: Console, request: Request): Promise<Signedin | undefined> {
  return once(checked, request, async () => {
    const session = readSession(ctx.config, request);
    return session && signedIn(ctx.db, ctx.config, session, accounts);
  });
}

export const TWO_FACTOR_PATH = "/admin/account/two-factor";
/** What an operator who must set up a second factor may still open: its page, and signing out. */
const TWO_FACTOR_FIRST = new Set(["account/two-factor", "logout"]);

/** Without a valid session every admin page and export redirects to the login page. */
export async function requireAdmin(args: Args): Promise<AdminRequest> {
  const enabledConsole = await requireEnabled(args);
  const { ctx } = enabledConsole;
  const operator = await activeSession(enabledConsole, args.request);
  const session = readSession(ctx.config, args.request);
  if (!operator || !session) throw redirect("/admin/login");
  ctx.audit?.({ actor: operator.label });
  // The console requires a second factor this operator has not set up: that comes first.
  if (operator.mustSetUpTwoFactor && !TWO_FACTOR_FIRST.has(consolePage(new URL(args.request.url).pathname))) throw redirect(TWO_FACTOR_PATH);
  return { ctx, session, operator, csrf: csrfToken(ctx.config, session) };
}

/** A page only some roles may see (the Team page): any other is refused with 403. */
export async function requireRole(args: Args, least: Role): Promise<AdminRequest> {
  const admin = await requireAdmin(args);
  if (!atLeast(admin.operator.role, least)) throw forbidden(pageRefusal(admin.operator.role, least));
  return admin;
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
  // The role, from the one table of what each role may do (lib/admin/permissions.ts).
  const least = leastRoleFor(consolePage(new URL(args.request.url).pathname), formText(form, "intent"));
  if (!atLeast(admin.operator.role, least)) throw forbidden(roleRefusal(admin.operator.role, least));
  return { ...admin, form };
}
