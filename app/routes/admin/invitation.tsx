import { data, redirect, useActionData, useLoaderData } from "react-router";
import { linkPageClass, NewPasswordForm } from "~/components/admin/new-password-form";
import { requireEnabled, sameOrigin } from "~/.server/admin/guard";
import { openLink } from "~/.server/db/operators";
import { readForm } from "~/.server/form";
import { linkIdOf } from "~/.server/operators/links";
import { acceptInvitation } from "~/.server/operators/team";
import { adminMeta } from "~/lib/admin/copy";
import { parseForm } from "~/lib/forms/parse-form";
import { linkPasswordSchema } from "~/lib/schemas/operator-forms";
import type { Route } from "./+types/invitation";

export const meta = () => adminMeta("Join the console");

// An owner's invitation, opened from its e-mail: the invitee chooses their password and the account
// is made with the role they were invited to. An expired, used or made-up link says so (410).

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireEnabled(args);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const id = linkIdOf(ctx.config, token);
  const link = id === undefined ? undefined : await openLink(ctx.db, id, "invitation", new Date());
  if (!link) throw data("This invitation link has expired, was used already, or is not one: ask an owner of the console for a new one.", { status: 410, statusText: "Gone" });
  return { token, email: link.email, role: link.role ?? "viewer" };
}

export async function action(args: Route.ActionArgs) {
  const { ctx } = await requireEnabled(args);
  if (!sameOrigin(args.request, ctx)) return data({ error: "This form did not come from the invitation page. Open the link again." }, { status: 403 });
  const posted = parseForm(await readForm(args.request), linkPasswordSchema);
  if (!posted.ok) return data({ error: posted.message }, { status: 400 });
  const { token, password } = posted.value;
  const outcome = await acceptInvitation(ctx.db, ctx.config, token, password);
  if (outcome.kind === "refused") return data({ error: outcome.error }, { status: outcome.status === 404 ? 410 : outcome.status });
  ctx.audit?.({ actor: `operator ${outcome.operator.email}`, target: `operator ${outcome.operator.email}` });
  ctx.log.info({ operatorId: outcome.operator.id }, "invitation accepted");
  return redirect("/admin/login?joined=1");
}

export default function AdminInvitation() {
  const { token, email, role } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main" className={linkPageClass}>
      <h1 className="text-2xl font-bold">Join the Classwish console</h1>
      <p className="mt-2 text-slate-700">
        You are invited as {role === "owner" ? "an owner" : role === "editor" ? "an editor" : "a viewer"}, with the address {email}. Choose your password
        to make your account; then sign in with it.
      </p>
      <NewPasswordForm token={token} error={result?.error} submit="Make my account" />
    </main>
  );
}
