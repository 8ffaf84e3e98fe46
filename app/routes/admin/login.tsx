import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { activeSession, requireEnabled, sameOrigin } from "~/.server/admin/guard";
import { formText, readForm } from "~/.server/form";
import { loginLock, type Attempt } from "~/.server/admin/lockouts";
import { operatorById } from "~/.server/db/operators";
import { sessionCookie } from "~/.server/admin/session";
import { accountAttempt, budgetAccount, lockedUntil } from "~/.server/operators/failure-budget";
import { queueLockMail } from "~/.server/operators/lock-mail";
import { checkCredentials } from "~/.server/operators/sign-in";
import { openSession } from "~/.server/operators/sessions";
import { checkSecondFactor, pendingSignIn, readPendingSignIn } from "~/.server/operators/two-factor";
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
  if (form.has("pending")) return secondStep(ctx, attempt, form, args.request);
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
  if (check.twoFactor && check.operatorId !== null) {
    // The password was right; the code comes next. The account's count is cleared only once both
    // are right, so a known password does not buy more guesses at the code.
    ctx.audit?.({ target: `operator ${check.email}: code asked` });
    return { step: "code" as const, pending: pendingSignIn(config, check.operatorId) };
  }
  await held.succeeded();
  return signedIn(ctx, args.request, check.operatorId, check.label);
}

type Ctx = Awaited<ReturnType<typeof requireEnabled>>["ctx"];

async function signedIn(ctx: Ctx, request: Request, operatorId: number | null, label: string) {
  const session = await openSession(ctx.db, { operatorId, userAgent: request.headers.get("user-agent") ?? "", ip: ctx.ip });
  ctx.audit?.({ actor: label });
  ctx.log.info({ ip: ctx.ip, operatorId }, "admin logged in");
  return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(ctx.config, request, session) } });
}

/** The sign-in's second step: a code from the operator's app (once) or a recovery code, within minutes of the password. */
async function secondStep(ctx: Ctx, attempt: Attempt, form: FormData, request: Request) {
  const operatorId = readPendingSignIn(ctx.config, form.get("pending"));
  const operator = operatorId === undefined ? undefined : await operatorById(ctx.db, operatorId);
  if (!operator || operator.disabledAt !== null) return data({ error: copy.startAgain }, { status: 401 });
  const pending = formText(form, "pending");
  ctx.audit?.({ target: `operator ${operator.email}: code` });
  const held = await accountAttempt(ctx.db, budgetAccount(true, operator.email));
  if (held.lockedFor > 0) return data({ error: copy.locked(Math.ceil(held.lockedFor / 60)) }, { status: 429, headers: { "Retry-After": String(held.lockedFor) } });
  const answer = await checkSecondFactor(ctx.db, ctx.config, operator.id, formText(form, "code"));
  if (answer !== "right") {
    ctx.log.warn({ ip: ctx.ip, operatorId: operator.id, answer }, "admin login: second factor refused");
    if (held.locks) await queueLockMail(ctx.db, ctx, operator, lockedUntil());
    return data({ step: "code" as const, pending, error: answer === "replayed" ? copy.codeReplayed : copy.codeWrong }, { status: 401 });
  }
  await attempt.succeeded();
  await held.succeeded();
  return signedIn(ctx, request, operator.id, `operator ${operator.email}`);
}

export default function AdminLogin() {
  const { accounts, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result && "step" in result) return <CodeStep pending={result.pending} error={"error" in result ? String(result.error) : undefined} />;
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

/** The second step: the code, with the signed-in-so-far token carried along. */
function CodeStep({ pending, error }: { pending: string; error?: string }) {
  return (
    <main id="main" className="mx-auto w-full max-w-sm flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-2 text-slate-700">{copy.codeIntro}</p>
      <Form method="post" className="mt-6 flex flex-col gap-4">
        {error && <Notice tone="error">{error}</Notice>}
        <input type="hidden" name="pending" value={pending} />
        <Field id="code" label={copy.code}>
          <input id="code" name="code" required autoComplete="one-time-code" maxLength={20} className={inputClass} />
        </Field>
        <Button type="submit">{copy.submit}</Button>
      </Form>
    </main>
  );
}
