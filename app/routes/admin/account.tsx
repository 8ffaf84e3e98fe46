import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { NewPasswordFields } from "~/components/admin/new-password-form";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/admin/data-table";
import { IntentButton } from "~/components/admin/intent-button";
import { RowAction } from "~/components/admin/row-action";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { clearedSessionCookie } from "~/.server/admin/session";
import { deviceOf } from "~/.server/operators/device";
import type { AppContext } from "~/.server/context";
import { changeOwnPassword } from "~/.server/operators/own-password";
import { endOwnSession, ownSessions, type Signedin } from "~/.server/operators/sessions";
import { turnOffTwoFactor, twoFactorState } from "~/.server/operators/two-factor";
import { adminMeta } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import { parseFields, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import { endSessionSchema, ownPasswordSchema } from "~/lib/schemas/operator-forms";
import type { Route } from "./+types/account";

export const meta = () => adminMeta("Your account");

// The signed-in operator's own account: who they are, their role, and where they are signed in;
// any of those sessions can be ended here (a lost laptop), this one included.

export async function loader(args: Route.LoaderArgs) {
  const { ctx, operator } = await requireAdmin(args);
  const [sessions, twoFactor] = await Promise.all([ownSessions(ctx.db, operator), twoFactorState(ctx.db, operator)]);
  return {
    passwordChanged: new URL(args.request.url).searchParams.get("password") === "changed",
    twoFactor,
    who: operator.label,
    role: operator.role,
    account: operator.operatorId !== null,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === operator.sessionId,
      device: deviceOf(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/** What each section works with: the request too, for the cookie a signed-out session clears. */
type Posted = { ctx: AppContext; operator: Signedin; form: FormData; request: Request };

async function changePassword({ ctx, operator, form }: Posted) {
  const { current, password, again } = parseFields(form, ownPasswordSchema);
  const outcome = await changeOwnPassword(ctx, operator, current, password, again);
  if (outcome.kind === "refused") return data({ passwordError: outcome.error }, { status: outcome.status });
  ctx.log.info({ operatorId: operator.operatorId }, "operator password changed");
  return redirect("/admin/account?password=changed");
}

async function twoFactorOff({ ctx, operator }: Posted) {
  const off = await turnOffTwoFactor(ctx, operator);
  if (!off) throw data("The console requires two-factor sign-in of every operator: it stays on.", { status: 409, statusText: "Conflict" });
  ctx.log.info({ operatorId: operator.operatorId }, "two-factor sign-in turned off");
  return redirect("/admin/account?two-factor=off");
}

async function endSession({ ctx, operator, form, request }: Posted) {
  const { session } = parseFields(form, endSessionSchema);
  if (session === undefined) return redirect("/admin/account?gone=1");
  const ended = await endOwnSession(ctx.db, operator, session);
  ctx.log.info({ ended, operatorId: operator.operatorId }, "console session ended from the sessions list");
  // Ending the session in use is signing out.
  if (session === operator.sessionId) return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(ctx.config, request) } });
  return redirect(`/admin/account?${ended ? "ended=1" : "gone=1"}`);
}

const sections = { password: changePassword, "two-factor-off": twoFactorOff, "end-session": endSession } satisfies Record<IntentOf<"account">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form, operator } = await requireAdminAction(args);
  return sectionFor(sections, form)({ ctx, operator, form, request: args.request });
}

export default function AdminAccount() {
  const { who, role, account, sessions, twoFactor, passwordChanged } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Your account</h1>
      <p className="text-slate-700" data-testid="account-who">
        {account ? `Signed in as ${who.replace(/^operator /, "")}, ${role}.` : "Signed in with the console password (ADMIN_PASSWORD): no operator account exists yet."}
      </p>
      {account && (
        <ConsoleSection id="password-heading" title="Your password">
          {passwordChanged && <Notice>Password changed: every other session of your account has ended.</Notice>}
          {result && "passwordError" in result && <Notice tone="error">{result.passwordError}</Notice>}
          <Form method="post" className="grid gap-4 sm:grid-cols-3 sm:items-end">
            <CsrfField />
            <input type="hidden" name="intent" value="password" />
            <Field id="current-password" label="Current password">
              <input id="current-password" name="current" type="password" required autoComplete="current-password" className={inputClass} />
            </Field>
            <NewPasswordFields />
            <Button type="submit" variant="secondary" className="self-start sm:col-span-3">
              Change my password
            </Button>
          </Form>
        </ConsoleSection>
      )}
      {account && (
        <ConsoleSection id="two-factor" title="Two-factor sign-in">
          <p className="text-slate-700" data-testid="two-factor-state">
            {twoFactor.on
              ? `On: after your password, a code from your authenticator app (or one of your ${twoFactor.codesLeft} unused recovery codes).`
              : "Off: your password alone signs you in."}
            {twoFactor.required && " The console requires it of every operator."}
          </p>
          <div className="flex flex-wrap gap-3">
            <a href="/admin/account/two-factor" className="font-medium text-brand-800 underline underline-offset-2">
              {twoFactor.on ? "Set it up again (new secret and recovery codes)" : "Set it up"}
            </a>
            {twoFactor.on && !twoFactor.required && (
              <IntentButton intent="two-factor-off" variant="secondary">
                Turn it off
              </IntentButton>
            )}
          </div>
        </ConsoleSection>
      )}
      {account && (
        <p>
          <a href="/admin/account/tokens" className="font-medium text-brand-800 underline underline-offset-2">
            Your API tokens
          </a>{" "}
          (for the operator API and the command line)
        </p>
      )}
      <ConsoleSection id="sessions" title="Where you are signed in">
        <p className="text-slate-700">Each browser you signed in from, until it signs out or its 12 hours are up. End one you do not recognise or no longer use.</p>
        <DataTable
          label="Sessions"
          caption="Your sessions, the most recently used first"
          testId="sessions"
          columns={[{ label: "Device" }, { label: "Address" }, { label: "Signed in" }, { label: "Last seen" }, { label: "End it", srOnly: true }]}
        >
          {sessions.map((s) => (
            <tr key={s.id} className="border-t border-slate-100" data-testid="session">
              <td className="px-3 py-2">
                {s.device}
                {s.current && <span className="ml-2 font-medium text-brand-800">(this session)</span>}
              </td>
              <td className="px-3 py-2">{s.ip}</td>
              <td className="px-3 py-2 whitespace-nowrap">{consoleTime(s.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{consoleTime(s.lastSeenAt)}</td>
              <td className="px-3 py-2">
                <RowAction
                  intent="end-session"
                  field={{ name: "session", value: s.id }}
                  label={s.current ? "Sign out" : "End"}
                  accessibleName={s.current ? "Sign out of this session" : `End the session of ${s.device}, last seen ${consoleTime(s.lastSeenAt)}`}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      </ConsoleSection>
    </>
  );
}
