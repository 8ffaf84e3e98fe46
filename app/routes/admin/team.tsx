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
import { pastFreeTries, unlockAccount } from "~/.server/operators/failure-budget";
import { resetTwoFactorOf } from "~/.server/operators/two-factor";
import { cancelInvitation, changeRole, inviteOperator, removeOperator, setDisabled } from "~/.server/operators/team";
import type { AppContext } from "~/.server/context";
import type { Signedin } from "~/.server/operators/sessions";
import { adminMeta } from "~/lib/admin/copy";
import { ROLES } from "~/lib/admin/roles";
import { consoleTime } from "~/lib/admin/when";
import { parseFields, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import { cancelInvitationSchema, changeRoleSchema, inviteSchema, memberSchema, requireTwoFactorSchema } from "~/lib/schemas/operator-forms";
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
      locked: pastFreeTries(m.failures),
    })),
    invitations: invitations.map((i) => ({ email: i.email, role: i.role ?? "viewer", expiresAt: i.expiresAt.toISOString() })),
  };
}

const back = (key: keyof typeof DONE) => redirect(`/admin/team?done=${key}`);

/** A refusal, shown above the page; the invitation's address typed is put back in its field. */
const refused = (error: string, status: number, email = "") => data({ error, email }, { status });

type Posted = { ctx: AppContext; operator: Signedin; form: FormData };
type Member = NonNullable<Awaited<ReturnType<typeof operatorById>>>;
type Outcome = Awaited<ReturnType<typeof changeRole>>;

async function invite({ ctx, operator, form }: Posted) {
  const { email, role } = parseFields(form, inviteSchema);
  const outcome = await inviteOperator(ctx, operator, email, role);
  if (outcome.kind === "refused") return refused(outcome.error, outcome.status, email);
  ctx.audit?.({ target: `operator ${outcome.email}` });
  ctx.log.info("operator invited from the console");
  return back("invited");
}

async function setTwoFactorRule({ ctx, form }: Posted) {
  const { require: required } = parseFields(form, requireTwoFactorSchema);
  await saveConsoleSettings(ctx.db, required);
  ctx.audit?.({ target: required ? "two-factor required" : "two-factor optional" });
  return back(required ? "required" : "optional");
}

async function withdrawInvitation({ ctx, form }: Posted) {
  const { email } = parseFields(form, cancelInvitationSchema);
  const ended = await cancelInvitation(ctx.db, email);
  return ended > 0 ? back("cancelled") : refused("That invitation was accepted or withdrawn meanwhile.", 409, email);
}

/** A row's button: the operator it names (else a 404), named in the audit line too, then the change. */
const onMember =
  <R,>(change: (posted: Posted, member: Member) => Promise<R>) =>
  async (posted: Posted) => {
    const { operator_id: id } = parseFields(posted.form, memberSchema);
    const member = id === undefined ? undefined : await operatorById(posted.ctx.db, id);
    if (!member) return refused("No such operator: removed meanwhile?", 404);
    posted.ctx.audit?.({ target: `operator ${member.email}` });
    return change(posted, member);
  };

/** A change the team's rules may refuse (the last owner who can sign in): its message, else done. */
function teamChanged(ctx: AppContext, member: Member, intent: string, outcome: Outcome, done: keyof typeof DONE) {
  if (outcome.kind === "refused") return refused(outcome.error, outcome.status);
  ctx.log.info({ operatorId: member.id, intent }, "team changed from the console");
  return back(done);
}

const sections = {
  invite,
  "two-factor": setTwoFactorRule,
  "cancel-invitation": withdrawInvitation,
  unlock: onMember(async ({ ctx }, member) => {
    await unlockAccount(ctx.db, member.email);
    return back("unlocked");
  }),
  "reset-two-factor": onMember(async ({ ctx }, member) =>
    (await resetTwoFactorOf(ctx, member.id)) ? back("two-factor-reset") : refused("That operator has no second factor set up.", 409),
  ),
  "change-role": onMember(async ({ ctx, form }, member) => teamChanged(ctx, member, "change-role", await changeRole(ctx.db, member.id, parseFields(form, changeRoleSchema).role), "role")),
  disable: onMember(async ({ ctx }, member) => teamChanged(ctx, member, "disable", await setDisabled(ctx.db, member.id, true), "disabled")),
  enable: onMember(async ({ ctx }, member) => teamChanged(ctx, member, "enable", await setDisabled(ctx.db, member.id, false), "enabled")),
  remove: onMember(async ({ ctx }, member) => teamChanged(ctx, member, "remove", await removeOperator(ctx.db, member.id), "removed")),
} satisfies Record<IntentOf<"team">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form, operator } = await requireAdminAction(args);
  return sectionFor(sections, form)({ ctx, operator, form });
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
