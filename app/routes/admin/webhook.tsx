import { data, Form, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/admin/csrf-field";
import { Notice } from "~/components/admin/notice";
import { RowAction } from "~/components/admin/row-action";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { getEndpoint, recentDeliveries } from "~/.server/db/webhooks";
import { unresolvedWarning } from "~/.server/webhooks/address-guard";
import { removeEndpoint, resendDelivery, rotateSecret, sendTestEvent, setEndpointEnabled } from "~/.server/webhooks/endpoints";
import { adminMeta } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import { ENDPOINT_STATE_LABELS, endpointState } from "~/lib/admin/webhook-state";
import { parseRowId } from "~/lib/schemas/input";
import { rowId } from "~/lib/forms/fields";
import { parseForm, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import type { Route } from "./+types/webhook";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("Webhook endpoint");

const notFound = () => data("No such webhook endpoint.", { status: 404, statusText: "Not Found" });

function endpointId(params: { id?: string }): number {
  const id = parseRowId(params.id);
  if (id === undefined) throw notFound();
  return id;
}

const DONE = {
  added: "Endpoint added. Give its secret to the receiving system: it verifies every delivery with it.",
  rotated: "New secret made. The previous one still signs too for 24 hours, so the receiver can switch without missing a delivery.",
  enabled: "Switched on: new events are sent to it again.",
  disabled: "Switched off: no events are sent to it.",
  resent: "Delivery queued again (same webhook-id and body).",
  tested: "Test event queued: a webhook.test delivery, signed like every other. It appears under Deliveries with the receiver's answer.",
} as const;

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const id = endpointId(args.params);
  const endpoint = await getEndpoint(ctx.db, id);
  if (!endpoint) throw notFound();
  const deliveries = await recentDeliveries(ctx.db, id);
  const url = new URL(args.request.url);
  const done = [...url.searchParams.keys()].find((k): k is keyof typeof DONE => k in DONE);
  const { previousSecret: _p, ...visible } = endpoint;
  return {
    endpoint: { ...visible, state: endpointState(endpoint), rotating: endpoint.previousSecretUntil !== null && endpoint.previousSecretUntil > new Date() },
    deliveries: deliveries.map((d) => ({ ...d, payload: JSON.stringify(d.payload) })),
    done: done && DONE[done],
    // Said on the page the console lands on after saving (the name is the stored URL's, not the query's).
    unresolved: url.searchParams.has("unresolved") ? unresolvedWarning(new URL(endpoint.url).hostname) : undefined,
  };
}

type Post = { ctx: AppContext; form: FormData; id: number };
const back = (id: number, key: keyof typeof DONE) => redirect(`/admin/webhooks/${id}?${key}=1`);
const resendSchema = z.object({ deliveryId: rowId("No such delivery.") });

const switched =
  (on: boolean) =>
  async ({ ctx, id }: Post) => {
    if (!(await setEndpointEnabled(ctx, id, on))) throw notFound();
    return back(id, on ? "enabled" : "disabled");
  };

/** One handler per button of the page, by the intent it posts (the role table's list of them). */
const sections = {
  rotate: async ({ ctx, id }: Post) => {
    if (!(await rotateSecret(ctx, id))) throw notFound();
    return back(id, "rotated");
  },
  enable: switched(true),
  disable: switched(false),
  delete: async ({ ctx, id }: Post) => {
    if (!(await removeEndpoint(ctx, id))) throw notFound();
    return redirect("/admin/webhooks");
  },
  test: async ({ ctx, id }: Post) => {
    const outcome = await sendTestEvent(ctx, id);
    if (outcome.kind === "not-found") throw notFound();
    if (outcome.kind === "endpoint-off") throw data("Switch the endpoint on before sending it a test event.", { status: 409, statusText: "Conflict" });
    return back(id, "tested");
  },
  resend: async ({ ctx, form, id }: Post) => {
    const posted = parseForm(form, resendSchema);
    const outcome = posted.ok ? await resendDelivery(ctx, id, posted.value.deliveryId) : "not-found";
    if (outcome === "not-found") throw data("No such delivery.", { status: 404, statusText: "Not Found" });
    if (outcome === "endpoint-off") throw data("Switch the endpoint on before resending to it.", { status: 409, statusText: "Conflict" });
    return back(id, "resent");
  },
} satisfies Record<IntentOf<"webhooks/:id">, (post: Post) => Promise<Response>>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const id = endpointId(args.params);
  return sectionFor(sections, form)({ ctx, form, id });
}

const when = (d: Date | string | null) => consoleTime(d);

export default function AdminWebhook() {
  const { endpoint, deliveries, done, unresolved } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold break-all">{endpoint.url}</h1>
      {endpoint.description && <p className="text-slate-700">{endpoint.description}</p>}
      {done && <Notice>{done}</Notice>}
      {unresolved && <Notice tone="warn">{unresolved}</Notice>}
      {endpoint.state === "disabled-automatically" && (
        <Notice tone="error">
          {endpoint.disabledReason} (on {when(endpoint.disabledAt)}). Fix the receiver, then switch the endpoint on; failed deliveries can be resent below.
        </Notice>
      )}
      <section aria-labelledby="endpoint-settings" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="endpoint-settings" className="text-xl font-semibold">
          Endpoint
        </h2>
        <p>
          State: <strong data-testid="endpoint-state">{ENDPOINT_STATE_LABELS[endpoint.state]}</strong>
          {endpoint.consecutiveFailures > 0 && ` (${endpoint.consecutiveFailures} failed deliver${endpoint.consecutiveFailures === 1 ? "y" : "ies"} in a row)`}
        </p>
        <p>Events: {endpoint.events.join(", ")}</p>
        <div>
          <p className="font-medium">Signing secret</p>
          <code className="mt-1 block rounded-lg bg-slate-100 px-3 py-2 break-all" data-testid="endpoint-secret">
            {endpoint.secret}
          </code>
          {endpoint.rotating && <p className="mt-1 text-sm text-slate-700">The previous secret also signs until {when(endpoint.previousSecretUntil)}.</p>}
        </div>
        <Permitted intent="rotate">
          <Form method="post" className="flex flex-wrap gap-3">
            <CsrfField />
            {endpoint.enabled && (
              <Button type="submit" variant="secondary" name="intent" value="test">
                Send test event
              </Button>
            )}
            <Button type="submit" variant="secondary" name="intent" value="rotate">
              Rotate secret
            </Button>
            <Button type="submit" variant="secondary" name="intent" value={endpoint.enabled ? "disable" : "enable"}>
              {endpoint.enabled ? "Switch off" : "Switch on"}
            </Button>
            <Button type="submit" variant="ghost" name="intent" value="delete">
              Delete endpoint
            </Button>
          </Form>
        </Permitted>
      </section>

      <h2 className="text-xl font-semibold">Deliveries</h2>
      {deliveries.length === 0 ? (
        <p className="text-slate-700">Nothing sent yet.</p>
      ) : (
        <DataTable label="Deliveries" caption="The newest 50 deliveries" columns={[{ label: "Event" }, { label: "Status" }, { label: "Response" }, { label: "Attempts" }, { label: "Last attempt" }, { label: "Resend" }]}>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-t border-slate-100" data-testid={`delivery-${d.id}`}>
              <td className="px-3 py-2">
                {d.eventType}
                <span className="block text-xs text-slate-600">{d.messageId}</span>
              </td>
              <td className="px-3 py-2">{d.status}</td>
              <td className="px-3 py-2">
                {d.responseStatus ?? "—"}
                {d.lastError && <span className="block text-xs text-slate-600">{d.lastError}</span>}
              </td>
              <td className="px-3 py-2 tabular-nums">{d.attempts}</td>
              <td className="px-3 py-2">{when(d.lastAttemptAt)}</td>
              <td className="px-3 py-2">
                {d.status !== "pending" && (
                  <RowAction intent="resend" field={{ name: "deliveryId", value: d.id }} label="Resend" accessibleName={`Resend delivery ${d.id}`} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
