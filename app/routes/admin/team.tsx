import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { DataTable } from "~/components/admin/data-table";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { RowAction } from "~/components/admin/row-action";
import { Button } from "~/components/ui/button";
import { requireAdminAction, requireRole } from "~/.server/admin/guard";
import { listOperators, operatorById, pendingInvitations, readConsoleSettings, saveConsoleSettings } from "~/.server/db/operators";
import { ACCOUNT_LIMIT } from "~/.server/operators/failure-budget";
import { resetTwoFactorOf } from "~/.server/operators/two-factor";
import { cancelInvitation, changeRole, inviteOperator, removeOperator, setDisabled, unlockOperator } from "~/.server/operators/team";
import { formText } from "~/.server/form";
import { adminMeta } from "~/lib/admin/copy";
import { ROLES } from "~/lib/admin/roles";
import { consoleTime } from "~/lib/admin/when";
import { parseRowId } from "~/lib/schemas/input";
import type { Route } from "./+types/team";

export const meta = () => adminMeta("Team");

// The owners' page: who may use the console and as what. Invitations go by e-mail (the invitee
// chooses their own password); a role changes, an account is disabled (its sessions end at once),
// removed or unlocked. The team never goes without an owner who can sign in (operators/team.ts).

const DONE = {
  invited: "Invitation sent: the link works for 7 days.",
  cancelled: "Invitation withdrawn: its link no longer works.",
  role: "Role changed: it applies from their next page.",
  disabled: "Account disabled: its sessions have ended, and it cannot sign in.",
  enabled: "Account enabled: it may sign in again.",
  removed: "Account removed, with its sessions.",
  unlocked: "Account unlocked: it may sign in at once.",
  required: "Two-factor sign-in is required: an operator without it sets it up at their next page.",
  optional: "Two-factor sign-in is each operator's choice.",
  "two-factor-reset": "Their second factor is reset: they sign in with their password, and set it up again (at once, if it is required).",
} as const;

const ROLE_WORDS = { owner: "Owner", editor: "Editor", viewer: "Viewer" } as const;

export async function loader(args: Route.LoaderArgs) {
  const { ctx, operator } = await requireRole(args, "owner");
  const now = new Date();
  const [members, invitations, settings] = await Promise.all([listOperators(ctx.db), pendingInvitations(ctx.db, now), readConsoleSettings(ctx.db)]);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    me: operator.operatorId,
    requireTwoFactor: settings.requireTwoFactor,
    done: done && done in DONE ? DONE[done as keyof typeof DONE] : null,
    members: members.map((m) => ({
      id: m.id,
      email: m.email,
      role: m.role,
      createdAt: m.createdAt.toISOString(),
      disabled: m.disabledAt !== null,
      twoFactor: m.totpSecret !== null,
      lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
      locked: m.failures >= ACCOUNT_LIMIT.free,
    })),
    invitations: invitations.map((i) => ({ email: i.email, role: i.role ?? "viewer", expiresAt: i.expiresAt.toISOString() })),
  };
}

const back = (key: keyof typeof DONE) => redirect(`/admin/team?done=${key}`);

export async function action(args: Route.ActionArgs) {
  const { ctx, form, operator } = await requireAdminAction(args);
  const intent = formText(form, "intent");
  const fail = (error: string, status: number) => data({ error, email: formText(form, "email") }, { status });
  if (intent === "invite") {
    const outcome = await inviteOperator(ctx, operator, formText(form, "email"), formText(form, "role"));
    if (outcome.kind === "refused") return fail(outcome.error, outcome.status);
    ctx.audit?.({ target: `operator ${outcome.email}` });
    ctx.log.info("operator invited from the console");
    return back("invited");
  }
  if (intent === "two-factor") {
    const required = form.get("require") === "on";
    await saveConsoleSettings(ctx.db, required);
    ctx.audit?.({ target: required ? "two-factor required" : "two-factor optional" });
    return back(required ? "required" : "optional");
  }
  if (intent === "cancel-invitation") {
    const ended = await cancelInvitation(ctx.db, formText(form, "email"));
    return ended > 0 ? back("cancelled") : fail("That invitation was accepted or withdrawn meanwhile.", 409);
  }
  const id = parseRowId(form.get("operator_id"));
  const member = id === undefined ? undefined : await operatorById(ctx.db, id);
  if (!member || id === undefined) return fail("No such operator: removed meanwhile?", 404);
  ctx.audit?.({ target: `operator ${member.email}` });
  if (intent === "unlock") {
    await unlockOperator(ctx.db, member);
    return back("unlocked");
  }
  if (intent === "reset-two-factor") {
    return (await resetTwoFactorOf(ctx, id)) ? back("two-factor-reset") : fail("That operator has no second factor set up.", 409);
  }
  const outcome =
    intent === "change-role"
      ? await changeRole(ctx.db, id, formText(form, "role"))
      : intent === "disable" || intent === "enable"
        ? await setDisabled(ctx.db, id, intent === "disable")
        : intent === "remove"
          ? await removeOperator(ctx.db, id)
          : undefined;
  if (!outcome) return fail("Unknown action.", 400);
  if (outcome.kind === "refused") return fail(outcome.error, outcome.status);
  ctx.log.info({ operatorId: id, intent }, "team changed from the console");
  return back(intent === "change-role" ? "role" : intent === "disable" ? "disabled" : intent === "enable" ? "enabled" : "removed");
}

function RoleSelect({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <select id={id} name="role" defaultValue={defaultValue} className={inputClass}>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_WORDS[r]}
        </option>
      ))}
    </select>
  );
}

export default function AdminTeam() {
  const { me, done, members, invitations, requireTwoFactor } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Team</h1>
      <p className="text-slate-700">
        Who may use the console, and as what. Owners run everything, the team included; editors run courses, content, newsletters and waves; viewers
        read the figures and exports. The team always keeps an owner who can sign in.
      </p>
      {done && <Notice>{done}</Notice>}
      {result?.error && <Notice tone="error">{result.error}</Notice>}
      <ConsoleSection id="members-heading" title="Operators">
        <DataTable label="Operators" caption="Operators, the oldest account first" testId="team" columns={[{ label: "Address" }, { label: "Role" }, { label: "Since" }, { label: "Last seen" }, { label: "State" }, { label: "Change", srOnly: true }]}>
          {members.map((m) => (
            <tr key={m.id} className="border-t border-slate-100 align-top" data-testid="team-member">
              <td className="px-3 py-2 break-all">
                {m.email}
                {m.id === me && <span className="ml-2 font-medium text-brand-800">(you)</span>}
              </td>
              <td className="px-3 py-2">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <CsrfField />
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="operator_id" value={m.id} />
                  <label htmlFor={`role-${m.id}`} className="sr-only">
                    Role of {m.email}
                  </label>
                  <RoleSelect id={`role-${m.id}`} defaultValue={m.role} />
                  <Button type="submit" size="sm" variant="secondary" aria-label={`Change the role of ${m.email}`}>
                    Change
                  </Button>
                </Form>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{consoleTime(m.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{m.lastSeenAt ? consoleTime(m.lastSeenAt) : "–"}</td>
              <td className="px-3 py-2">{[m.disabled ? "Disabled" : "Active", m.twoFactor ? "two-factor" : "", m.locked ? "locked (too many wrong passwords)" : ""].filter(Boolean).join(", ")}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  {m.locked && <RowAction intent="unlock" field={{ name: "operator_id", value: m.id }} label="Unlock" accessibleName={`Unlock ${m.email}`} />}
                  {m.twoFactor && m.id !== me && (
                    <RowAction intent="reset-two-factor" field={{ name: "operator_id", value: m.id }} label="Reset two-factor" accessibleName={`Reset the second factor of ${m.email}`} />
                  )}
                  <RowAction intent={m.disabled ? "enable" : "disable"} field={{ name: "operator_id", value: m.id }} label={m.disabled ? "Enable" : "Disable"} accessibleName={`${m.disabled ? "Enable" : "Disable"} ${m.email}`} />
                  <RowAction intent="remove" field={{ name: "operator_id", value: m.id }} label="Remove" accessibleName={`Remove ${m.email}`} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </ConsoleSection>
      <ConsoleSection id="two-factor-heading" title="Two-factor sign-in">
        <Form method="post" className="flex flex-col gap-3">
          <CsrfField />
          <input type="hidden" name="intent" value="two-factor" />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="require" defaultChecked={requireTwoFactor} className="mt-1 h-5 w-5" />
            <span>Require a code from an authenticator app of every operator, after their password (each sets it up on their next page).</span>
          </label>
          <Button type="submit" variant="secondary" className="self-start">
            Save
          </Button>
        </Form>
      </ConsoleSection>
      <ConsoleSection id="invite-heading" title="Invite someone">
        <p className="text-slate-700">They get an e-mail with a link to choose their own password; it works once, for 7 days.</p>
        <Form method="post" className="grid gap-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end">
          <CsrfField />
          <input type="hidden" name="intent" value="invite" />
          <Field id="invite-email" label="E-mail address">
            <input id="invite-email" name="email" type="email" required maxLength={254} defaultValue={result?.email ?? ""} autoComplete="off" className={inputClass} />
          </Field>
          <Field id="invite-role" label="Role">
            <RoleSelect id="invite-role" defaultValue="viewer" />
          </Field>
          <Button type="submit">Send the invitation</Button>
        </Form>
        {invitations.length > 0 && (
          <DataTable label="Invitations" caption="Invitations not accepted yet" testId="invitations" columns={[{ label: "Address" }, { label: "Role" }, { label: "Link works until" }, { label: "Withdraw", srOnly: true }]}>
            {invitations.map((i) => (
              <tr key={i.email} className="border-t border-slate-100">
                <td className="px-3 py-2 break-all">{i.email}</td>
                <td className="px-3 py-2">{i.role}</td>
                <td className="px-3 py-2 whitespace-nowrap">{consoleTime(i.expiresAt)}</td>
                <td className="px-3 py-2">
                  <RowAction intent="cancel-invitation" field={{ name: "email", value: i.email }} label="Withdraw" accessibleName={`Withdraw the invitation of ${i.email}`} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleSection>
    </>
  );
}
