import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { listEndpoints } from "~/.server/db/webhooks";
import { createEndpoint } from "~/.server/webhooks/endpoints";
import { adminMeta } from "~/lib/admin/copy";
import { webhookFormSchema } from "~/lib/admin/webhook-form";
import { list, text } from "~/lib/forms/fields";
import { parseForm, sectionFor, type FieldErrors, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { ENDPOINT_STATE_LABELS as STATE_LABELS, endpointState } from "~/lib/admin/webhook-state";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from "~/lib/schemas/webhooks";
import type { Route } from "./+types/webhooks";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("Webhooks");

// Other systems (a CRM, a spreadsheet, a chat channel) told about sign-ups and demand as it happens.

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const endpoints = await listEndpoints(ctx.db);
  return { endpoints: endpoints.map(({ secret: _s, previousSecret: _p, ...e }) => ({ ...e, state: endpointState(e) })) };
}

/** The form as typed, put back after a refusal (the boxes ticked stay ticked). */
const typedSchema = z.object({ url: text(), description: text(), events: list(z.string()) });
type Typed = z.output<typeof typedSchema>;

async function addEndpoint(ctx: AppContext, form: FormData) {
  const typed = parseForm(form, typedSchema);
  const values: Typed = typed.ok ? typed.value : { url: "", description: "", events: [] };
  const posted = parseForm(form, webhookFormSchema);
  if (!posted.ok) return data({ errors: posted.errors, values }, { status: 400 });
  const created = await createEndpoint(ctx, posted.value);
  if (created.kind === "refused") return data({ errors: { url: created.error } as FieldErrors, values }, { status: 400 });
  ctx.log.info({ endpointId: created.id, events: posted.value.events }, "webhook endpoint added from the console");
  if (!created.unresolved) return redirect(`/admin/webhooks/${created.id}?added=1`);
  ctx.log.warn({ endpointId: created.id }, created.unresolved);
  return redirect(`/admin/webhooks/${created.id}?added=1&unresolved=1`);
}

/** The page's one form, posted without an intent (the role table's list of them). */
const sections = { "": addEndpoint } satisfies Record<IntentOf<"webhooks">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  return sectionFor(sections, form)(ctx, form);
}

export default function AdminWebhooks() {
  const { endpoints } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold">Webhooks</h1>
      <p className="text-slate-700">
        Tell other systems what happens here, as it happens: each event is signed per the Standard Webhooks specification, sent through the
        durable queue and retried with growing waits until the endpoint answers 2xx.
      </p>
      {endpoints.some((e) => e.state === "disabled-automatically") && (
        <Notice tone="error">An endpoint was switched off after repeated failures: open it to see why, then switch it back on.</Notice>
      )}
      {endpoints.length === 0 ? (
        <p className="text-slate-700">No endpoints yet.</p>
      ) : (
        <DataTable label="Endpoints" caption="Endpoints" columns={[{ label: "Endpoint" }, { label: "Events" }, { label: "State" }]}>
          {endpoints.map((e) => (
            <tr key={e.id} className="border-t border-slate-100">
              <td className="px-3 py-2 break-all">
                <Link to={`/admin/webhooks/${e.id}`} className="font-medium text-brand-800 underline underline-offset-2">
                  {e.url}
                </Link>
                {e.description && <span className="block text-slate-600">{e.description}</span>}
              </td>
              <td className="px-3 py-2">{e.events.join(", ")}</td>
              <td className="px-3 py-2" data-testid={`endpoint-state-${e.id}`}>
                {STATE_LABELS[e.state]}
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <section aria-labelledby="add-endpoint" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="add-endpoint" className="text-xl font-semibold">
          Add endpoint
        </h2>
        <Permitted intent="">
          <Form method="post" className="flex flex-col gap-4">
            <CsrfField />
            <Field id="url" label="URL (https://…; never a private or local address)" error={errors.url}>
              <input id="url" name="url" type="url" defaultValue={result?.values.url ?? ""} className={inputClass} />
            </Field>
            <Field id="description" label="Description (optional)" error={errors.description}>
              <input id="description" name="description" defaultValue={result?.values.description ?? ""} className={inputClass} />
            </Field>
            <fieldset aria-describedby={errors.events ? "events-error" : undefined}>
              <legend className="text-sm font-medium text-slate-800">Events to send</legend>
              {WEBHOOK_EVENTS.map((event) => (
                <label key={event} className="mt-2 flex items-start gap-2">
                  <input type="checkbox" name="events" value={event} defaultChecked={result?.values.events.includes(event) ?? false} className="mt-1 h-5 w-5" />
                  <span>{WEBHOOK_EVENT_LABELS[event]}</span>
                </label>
              ))}
              {errors.events && (
                <p id="events-error" className="mt-1 text-sm text-red-800">
                  {errors.events}
                </p>
              )}
            </fieldset>
            <Button type="submit" className="self-start">
              Add endpoint
            </Button>
          </Form>
        </Permitted>
      </section>
    </>
  );
}

