import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { activeSession, requireEnabled, sameOrigin } from "~/.server/admin/guard";
import { readForm } from "~/.server/form";
import { loginLock } from "~/.server/admin/lockouts";
import { sessionCookie } from "~/.server/admin/session";
import { codeStep, passwordStep } from "~/.server/operators/sign-in";
import { openSession } from "~/.server/operators/sessions";
import { adminMeta, loginCopy as copy } from "~/lib/admin/copy";
import { parseFields } from "~/lib/forms/parse-form";
import { codeStepSchema, passwordStepSchema } from "~/lib/schemas/operator-forms";
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
  const { db, ip, log } = ctx;
  if (!sameOrigin(args.request, ctx)) return data({ error: copy.origin }, { status: 403 });
  const attempt = await loginLock.attempt(db, ip);
  if (attempt.lockedFor > 0) {
    log.warn({ ip }, "admin login refused: this address is locked out");
    return lockedOut(attempt.lockedFor);
  }
  const form = await readForm(args.request);
  // The second step's form carries the first's signed token; the first's, the address and password.
  const second = form.has("pending") ? parseFields(form, codeStepSchema) : undefined;
  const step = second ? await codeStep(ctx, second.pending, second.code) : await passwordStep(ctx, accounts, parseFields(form, passwordStepSchema));
  // The account a step concerned is named in the audit log (an address with no account is not).
  if ("account" in step && step.account) ctx.audit?.({ target: step.kind === "code-needed" ? `${step.account}: code asked` : step.account });
  switch (step.kind) {
    case "locked":
      log.warn({ ip }, "admin login refused: the account is locked");
      return lockedOut(step.seconds);
    case "wrong":
      log.warn({ ip }, "admin login failed");
      return data({ error: accounts ? copy.wrongAccount : copy.wrong }, { status: 401 });
    case "start-again":
      return data({ error: copy.startAgain }, { status: 401 });
    case "code-wrong":
      log.warn({ ip, replayed: step.replayed }, "admin login: second factor refused");
      return data({ step: "code" as const, pending: step.pending, error: step.replayed ? copy.codeReplayed : copy.codeWrong }, { status: 401 });
    case "code-needed":
      // The password was right: this address's try is given back; the account's count waits for the code.
      await attempt.succeeded();
      return { step: "code" as const, pending: step.pending };
    case "signed-in": {
      await attempt.succeeded();
      const session = await openSession(db, { operatorId: step.operatorId, userAgent: args.request.headers.get("user-agent") ?? "", ip });
      ctx.audit?.({ actor: step.label });
      log.info({ ip, operatorId: step.operatorId }, "admin logged in");
      return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(ctx.config, args.request, session) } });
    }
  }
}

const lockedOut = (seconds: number) => data({ error: copy.locked(Math.ceil(seconds / 60)) }, { status: 429, headers: { "Retry-After": String(seconds) } });

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
        <Field id="code" label={copy.code} error={error}>
          <input id="code" name="code" required autoComplete="one-time-code" maxLength={20} className={inputClass} />
        </Field>
        <Button type="submit">{copy.submit}</Button>
      </Form>
    </main>
  );
}
