import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { activeSession, requireEnabled, sameOrigin } from "~/.server/admin/guard";
import { formText, readForm } from "~/.server/form";
import { loginLock } from "~/.server/admin/lockouts";
import { sessionCookie } from "~/.server/admin/session";
import { accountAttempt, budgetAccount, lockedUntil } from "~/.server/operators/failure-budget";
import { queueLockMail } from "~/.server/operators/lock-mail";
import { checkCredentials } from "~/.server/operators/sign-in";
import { openSession } from "~/.server/operators/sessions";
import { adminMeta, loginCopy as copy } from "~/lib/admin/copy";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("Log in");

// An action's headers (Retry-After on a lockout) reach the page's response only through this.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const gate = await requireEnabled(args);
  if (await activeSession(gate, args.request)) throw redirect("/admin");
  // Once any account exists, each operator signs in with their own address; before, with ADMIN_PASSWORD.
  const params = new URL(args.request.url).searchParams;
  const notice = params.has("joined") ? copy.joined : params.has("reset") ? copy.passwordReset : null;
  return { accounts: gate.accounts, notice };
}

export async function action(args: Route.ActionArgs) {
  const { ctx, accounts } = await requireEnabled(args);
  const { config, db, ip, log } = ctx;
  if (!sameOrigin(args.request, ctx)) return data({ error: copy.origin }, { status: 403 });
  const attempt = await loginLock.attempt(db, ip);
  const locked = attempt.lockedFor;
  if (locked > 0) {
    log.warn({ ip }, "admin login refused: locked out");
    return data({ error: copy.locked(Math.ceil(locked / 60)) }, { status: 429, headers: { "Retry-After": String(locked) } });
  }
  const form = await readForm(args.request);
  const email = formText(form, "email");
  // The account's own budget, across every address the guesses come from (operators/failure-budget.ts).
  const held = await accountAttempt(db, budgetAccount(accounts, email));
  if (held.lockedFor > 0) {
    log.warn({ ip }, "admin login refused: the account is locked");
    return data({ error: copy.locked(Math.ceil(held.lockedFor / 60)) }, { status: 429, headers: { "Retry-After": String(held.lockedFor) } });
  }
  const check = await checkCredentials(db, config, accounts, { email, password: formText(form, "password") });
  if (check.kind === "wrong") {
    // The account a wrong password was tried on is named in the audit log (an address with no account is not).
    if (check.email) ctx.audit?.({ target: `operator ${check.email}` });
    log.warn({ ip, operatorId: check.operatorId }, "admin login failed");
    if (held.locks) {
      log.warn({ operatorId: check.operatorId }, "admin login: the account is locked after too many wrong passwords");
      if (check.operatorId !== undefined && check.email) await queueLockMail(db, ctx, { id: check.operatorId, email: check.email }, lockedUntil());
    }
    return data({ error: accounts ? copy.wrongAccount : copy.wrong }, { status: 401 });
  }
  await attempt.succeeded();
  await held.succeeded();
  const session = await openSession(db, { operatorId: check.operatorId, userAgent: args.request.headers.get("user-agent") ?? "", ip });
  ctx.audit?.({ actor: check.label });
  log.info({ ip, operatorId: check.operatorId }, "admin logged in");
  return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(config, args.request, session) } });
}

export default function AdminLogin() {
  const { accounts, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto w-full max-w-sm flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-2 text-slate-700">{accounts ? copy.introAccount : copy.intro}</p>
      <Form method="post" className="mt-6 flex flex-col gap-4">
        {notice && !result && <Notice>{notice}</Notice>}
        {result?.error && <Notice tone="error">{result.error}</Notice>}
        {accounts && (
          <Field id="email" label={copy.email}>
            <input id="email" name="email" type="email" required autoComplete="username" className={inputClass} />
          </Field>
        )}
        <Field id="password" label={copy.password}>
          <input id="password" name="password" type="password" required autoComplete="current-password" className={inputClass} />
        </Field>
        <Button type="submit">{copy.submit}</Button>
      </Form>
      {accounts && (
        <p className="mt-4">
          <a href="/admin/reset" className="font-medium text-brand-800 underline underline-offset-2">
            {copy.forgot}
          </a>
        </p>
      )}
    </main>
  );
}
