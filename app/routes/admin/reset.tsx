import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Field, inputClass } from "~/components/admin/field";
import { linkPageClass, NewPasswordForm } from "~/components/admin/new-password-form";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { requireEnabled, sameOrigin } from "~/.server/admin/guard";
import { resetRequestWait } from "~/.server/admin/lockouts";
import type { AppContext } from "~/.server/context";
import { openLink } from "~/.server/db/operators";
import { readForm } from "~/.server/form";
import { linkIdOf } from "~/.server/operators/links";
import { requestReset, resetPassword } from "~/.server/operators/team";
import { adminMeta } from "~/lib/admin/copy";
import { parseFields, parseForm } from "~/lib/forms/parse-form";
import { linkPasswordSchema, resetRequestSchema } from "~/lib/schemas/operator-forms";
import type { Route } from "./+types/reset";

export const meta = () => adminMeta("Reset your password");

// A forgotten password: the address asks for a link (the answer is the same whether or not it has
// an account), the link (an hour, once) chooses a new password, and every session of the account ends.

export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireEnabled(args);
  const params = new URL(args.request.url).searchParams;
  const token = params.get("token");
  if (token === null) return { token: null, sent: params.has("sent") };
  const id = linkIdOf(ctx.config, token);
  if (!id || !(await openLink(ctx.db, id, "reset", new Date()))) throw data("This reset link has expired, was used already, or is not one: ask for a new one.", { status: 410, statusText: "Gone" });
  return { token, sent: false };
}

export async function action(args: Route.ActionArgs) {
  const { ctx } = await requireEnabled(args);
  if (!sameOrigin(args.request, ctx)) return data({ error: "This form did not come from the console. Reload it and try again." }, { status: 403 });
  const form = await readForm(args.request);
  // A link's form carries its token; the page without one asks for a link.
  return form.has("token") ? choosePassword(ctx, form) : askForLink(ctx, form);
}

async function choosePassword(ctx: AppContext, form: FormData) {
  const posted = parseForm(form, linkPasswordSchema);
  if (!posted.ok) return data({ error: posted.message }, { status: 400 });
  const outcome = await resetPassword(ctx, posted.value.token, posted.value.password);
  if (outcome.kind === "refused") return data({ error: outcome.error }, { status: outcome.status === 404 ? 410 : outcome.status });
  ctx.audit?.({ actor: `operator ${outcome.email}`, target: `operator ${outcome.email}` });
  ctx.log.info("operator password reset");
  return redirect("/admin/login?reset=1");
}

async function askForLink(ctx: AppContext, form: FormData) {
  const wait = await resetRequestWait(ctx.db, ctx.ip);
  if (wait > 0) return data({ error: `Too many reset links asked for from here. Try again in ${Math.ceil(wait / 60)} minutes.` }, { status: 429, headers: { "Retry-After": String(wait) } });
  const { sent } = await requestReset(ctx, parseFields(form, resetRequestSchema).email);
  ctx.log.info({ sent }, "password reset asked for");
  return redirect("/admin/reset?sent=1");
}

export default function AdminReset() {
  const { token, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main" className={linkPageClass}>
      <h1 className="text-2xl font-bold">Reset your password</h1>
      {token !== null ? (
        <>
          <p className="mt-2 text-slate-700">Choose a new password. Every browser signed in to your account is signed out.</p>
          <NewPasswordForm token={token} error={result?.error} submit="Save the new password" />
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Give your account's address: a link to choose a new password is e-mailed to it, and works once, for an hour.</p>
          <Form method="post" className="mt-6 flex flex-col gap-4">
            {sent && <Notice>If an account has that address, the link is on its way. Check your mail.</Notice>}
            {result?.error && <Notice tone="error">{result.error}</Notice>}
            <Field id="email" label="E-mail address">
              <input id="email" name="email" type="email" required maxLength={254} autoComplete="username" className={inputClass} />
            </Field>
            <Button type="submit">E-mail me a link</Button>
          </Form>
        </>
      )}
    </main>
  );
}
