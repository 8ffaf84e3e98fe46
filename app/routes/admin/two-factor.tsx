import { Form, useActionData, useLoaderData } from "react-router";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import type { Signedin } from "~/.server/operators/sessions";
import type { AppContext } from "~/.server/context";
import { confirmEnrolment, newEnrolment, twoFactorState } from "~/.server/operators/two-factor";
import { adminMeta } from "~/lib/admin/copy";
import { parseFields, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import { enrolSchema } from "~/lib/schemas/operator-forms";
import type { Route } from "./+types/two-factor";

export const meta = () => adminMeta("Two-factor sign-in");

// Setting up two-factor sign-in: the operator's authenticator app reads the QR code (or the secret
// typed in), and a code from it confirms the set-up; then ten recovery codes are shown, once.
// Setting it up again replaces the secret and the recovery codes.

export async function loader(args: Route.LoaderArgs) {
  const { ctx, operator } = await requireAdmin(args);
  const state = await twoFactorState(ctx.db, operator);
  if (operator.operatorId === null) return { account: false as const, state };
  const email = operator.label.replace(/^operator /, "");
  const { secret, qrImage } = newEnrolment(ctx.config, operator, email);
  return { account: true as const, state, required: operator.mustSetUpTwoFactor, secret, qrImage };
}

async function enrol(ctx: AppContext, operator: Signedin, form: FormData) {
  const outcome = await confirmEnrolment(ctx, operator, parseFields(form, enrolSchema).code);
  if (outcome.kind === "refused") return { error: outcome.error, recoveryCodes: null };
  ctx.log.info({ operatorId: operator.operatorId }, "two-factor sign-in set up");
  return { error: null, recoveryCodes: outcome.recoveryCodes };
}

const sections = { enrol } satisfies Record<IntentOf<"account/two-factor">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form, operator } = await requireAdminAction(args);
  return sectionFor(sections, form)(ctx, operator, form);
}

export default function AdminTwoFactor() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.recoveryCodes) {
    return (
      <>
        <h1 className="text-2xl font-bold">Two-factor sign-in is on</h1>
        <Notice>From your next sign-in, the console asks for a code from your app after your password.</Notice>
        <ConsoleSection id="codes-heading" title="Your recovery codes">
          <p className="text-slate-700">
            Keep these somewhere safe, apart from your phone: each signs you in once in place of a code if the app is lost. They are shown only now.
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-lg" data-testid="recovery-codes">
            {result.recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <a href="/admin/account" className="self-start font-medium text-brand-800 underline underline-offset-2">
            Back to your account
          </a>
        </ConsoleSection>
      </>
    );
  }
  if (!page.account) {
    return (
      <>
        <h1 className="text-2xl font-bold">Two-factor sign-in</h1>
        <p className="text-slate-700">Two-factor sign-in belongs to an operator account: the console password (ADMIN_PASSWORD) has none. Make an account first (Team).</p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold">Set up two-factor sign-in</h1>
      {page.required && <Notice tone="warn">The console requires a second factor of every operator: set it up to go on.</Notice>}
      {page.state.on && <Notice tone="warn">Two-factor sign-in is on already: setting it up again replaces your app's secret and your recovery codes.</Notice>}
      <ConsoleSection id="scan-heading" title="1. Add the console to your authenticator app">
        <p className="text-slate-700">Scan this QR code with an authenticator app (any that follows RFC 6238), or type the secret into it.</p>
        <figure className="flex flex-col gap-2">
          <img src={page.qrImage} alt="QR code of the secret for your authenticator app" width={192} height={192} className="h-48 w-48" />
          <figcaption>
            Secret: <code className="font-mono break-all" data-testid="totp-secret">{page.secret}</code>
          </figcaption>
        </figure>
      </ConsoleSection>
      <ConsoleSection id="confirm-heading" title="2. Type the code it shows">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          {result?.error && <Notice tone="error">{result.error}</Notice>}
          <CsrfField />
          <input type="hidden" name="intent" value="enrol" />
          <Field id="totp-code" label="Code (6 digits)" error={result?.error ?? undefined}>
            <input id="totp-code" name="code" required inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} className={inputClass} />
          </Field>
          <Button type="submit">Turn on two-factor sign-in</Button>
        </Form>
      </ConsoleSection>
    </>
  );
}
