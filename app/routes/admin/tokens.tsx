import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { DataTable } from "~/components/admin/data-table";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { RowAction } from "~/components/admin/row-action";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { tokensOf } from "~/.server/db/operators";
import type { AppContext } from "~/.server/context";
import type { Signedin } from "~/.server/operators/sessions";
import { makeToken, revokeOwnToken } from "~/.server/operators/tokens";
import { adminMeta } from "~/lib/admin/copy";
import { atLeast, ROLES, TOKEN_NAME_MAX } from "~/lib/admin/roles";
import { consoleTime } from "~/lib/admin/when";
import { parseFields, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import { makeTokenSchema, revokeTokenSchema } from "~/lib/schemas/operator-forms";
import type { Route } from "./+types/tokens";

export const meta = () => adminMeta("API tokens");

// The signed-in operator's tokens for the operator API (scripts, the CLI): each named, with a role
// no higher than theirs, shown once when made, revocable; their last use shown.

export async function loader(args: Route.LoaderArgs) {
  const { ctx, operator } = await requireAdmin(args);
  const tokens = operator.operatorId === null ? [] : await tokensOf(ctx.db, operator.operatorId);
  return {
    account: operator.operatorId !== null,
    roles: ROLES.filter((r) => atLeast(operator.role, r)),
    revoked: new URL(args.request.url).searchParams.has("revoked"),
    tokens: tokens.map((t) => ({ id: t.id, name: t.name, role: t.role, createdAt: t.createdAt.toISOString(), lastUsedAt: t.lastUsedAt?.toISOString() ?? null, revoked: t.revokedAt !== null })),
  };
}

async function make(ctx: AppContext, operator: Signedin, form: FormData) {
  const { name, role } = parseFields(form, makeTokenSchema);
  const made = await makeToken(ctx.db, operator, name, role);
  if (made.kind === "refused") return data({ error: made.error, made: null }, { status: 400 });
  ctx.audit?.({ target: `token “${made.name}”` });
  ctx.log.info({ operatorId: operator.operatorId, role: made.role }, "operator API token made");
  return { error: null, made };
}

async function revoke(ctx: AppContext, operator: Signedin, form: FormData) {
  const id = parseFields(form, revokeTokenSchema).token_id;
  if (id === undefined || !(await revokeOwnToken(ctx.db, operator, id))) return data({ error: "No such token of yours, or revoked already.", made: null }, { status: 404 });
  ctx.audit?.({ target: `token ${id}` });
  return redirect("/admin/account/tokens?revoked=1");
}

const sections = { make, revoke } satisfies Record<IntentOf<"account/tokens">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form, operator } = await requireAdminAction(args);
  return sectionFor(sections, form)(ctx, operator, form);
}

export default function AdminTokens() {
  const { account, roles, revoked, tokens } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!account) {
    return (
      <>
        <h1 className="text-2xl font-bold">API tokens</h1>
        <p className="text-slate-700">Tokens belong to an operator account: the console password (ADMIN_PASSWORD) has none. ADMIN_TOKEN works meanwhile.</p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold">API tokens</h1>
      <p className="text-slate-700">
        For the operator API and <code>npm run operator</code> (as <code>ADMIN_TOKEN=…</code>): each acts for you, with the role you give it (at most
        yours), until you revoke it.
      </p>
      {revoked && <Notice>Token revoked: it is refused from now on.</Notice>}
      {result?.made && (
        <Notice tone="warn">
          Token “{result.made.name}” ({result.made.role}) is made. Copy it now: it is shown only this once.{" "}
          <code className="font-mono break-all" data-testid="new-token">
            {result.made.token}
          </code>
        </Notice>
      )}
      {result?.error && <Notice tone="error">{result.error}</Notice>}
      <ConsoleSection id="new-token-heading" title="Make a token">
        <Form method="post" className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <CsrfField />
          <input type="hidden" name="intent" value="make" />
          <Field id="token-name" label="Name (what uses it)">
            <input id="token-name" name="name" required maxLength={TOKEN_NAME_MAX} autoComplete="off" className={inputClass} />
          </Field>
          <Field id="token-role" label="Role">
            <select id="token-role" name="role" defaultValue="viewer" className={inputClass}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit">Make the token</Button>
        </Form>
      </ConsoleSection>
      {tokens.length > 0 && (
        <ConsoleSection id="tokens-heading" title="Your tokens">
          <DataTable label="Tokens" caption="Your tokens, the newest first" testId="tokens" columns={[{ label: "Name" }, { label: "Role" }, { label: "Made" }, { label: "Last used" }, { label: "Revoke", srOnly: true }]}>
            {tokens.map((t) => (
              <tr key={t.id} className="border-t border-slate-100">
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{t.name}</td>
                <td className="px-3 py-2">{t.role}</td>
                <td className="px-3 py-2 whitespace-nowrap">{consoleTime(t.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{t.lastUsedAt ? consoleTime(t.lastUsedAt) : "never"}</td>
                <td className="px-3 py-2">{t.revoked ? "Revoked" : <RowAction intent="revoke" field={{ name: "token_id", value: t.id }} label="Revoke" accessibleName={`Revoke the token “${t.name}”`} />}</td>
              </tr>
            ))}
          </DataTable>
        </ConsoleSection>
      )}
    </>
  );
}
