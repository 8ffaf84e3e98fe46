import { Form } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import type { DemandAlertSection } from "~/.server/admin/overview";
import { ALERT_ADDRESSES_MAX, ALERT_PEOPLE, ALERT_WINDOW_DAYS, type DemandAlertFormValues } from "~/lib/schemas/demand-alerts";
import { consoleTime } from "~/lib/admin/when";
import type { FieldErrors } from "~/lib/forms/parse-form";
import { Permitted } from "~/components/admin/use-can";

/** What the Overview's action answered: the form as typed and what is wrong with it. */
export type AlertFormResult = { errors: FieldErrors; values: DemandAlertFormValues };

const when = (iso: string) => consoleTime(iso);

/**
 * The Overview's *Demand alerts*: the threshold (people in one group within days), the addresses
 * the alert goes to and on/off, and the groups past the threshold now set. A plain form (works
 * without JavaScript), posted to the Overview with the console's CSRF token.
 */
export function AlertSettings({ section, result, saved }: { section: DemandAlertSection; result?: AlertFormResult; saved: boolean }) {
  const s = section.settings;
  const values: DemandAlertFormValues = result?.values ?? { enabled: s.enabled, people: String(s.people), windowDays: String(s.windowDays), emails: s.emails.join("\n") };
  const errors = result?.errors ?? {};
  return (
    <section id="demand-alerts" aria-labelledby="demand-alerts-heading" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="demand-alerts-heading" className="text-xl font-semibold">
        Demand alerts
      </h2>
      <p className="text-sm text-slate-700">
        When a group of the Demand page first reaches this many different people (browsers that searched) within the last days set, the
        addresses below get one e-mail and a <code>demand.threshold_reached</code> webhook goes out: once per group and threshold. Checked
        every minute. A new number of people or days is a new threshold: groups past it are alerted again.
      </p>
      {saved && <Notice>Demand alerts saved.</Notice>}
      {result && <Notice tone="error">Nothing was saved: see the fields marked below.</Notice>}
      <Permitted intent="demand-alerts">
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="demand-alerts" />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="enabled" defaultChecked={values.enabled} className="mt-1 h-5 w-5" />
            <span>Send demand alerts</span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="alert-people" label={`People in one group (${ALERT_PEOPLE.min}–${ALERT_PEOPLE.max.toLocaleString("en")})`} error={errors.people}>
              <input id="alert-people" name="people" type="number" inputMode="numeric" min={ALERT_PEOPLE.min} max={ALERT_PEOPLE.max} defaultValue={values.people} className={inputClass} />
            </Field>
            <Field id="alert-window" label={`Within the last days (${ALERT_WINDOW_DAYS.min}–${ALERT_WINDOW_DAYS.max})`} error={errors.windowDays}>
              <input id="alert-window" name="windowDays" type="number" inputMode="numeric" min={ALERT_WINDOW_DAYS.min} max={ALERT_WINDOW_DAYS.max} defaultValue={values.windowDays} className={inputClass} />
            </Field>
          </div>
          <Field id="alert-emails" label={`Send the alert to (up to ${ALERT_ADDRESSES_MAX} addresses, one a line or separated by commas)`} error={errors.emails}>
            <textarea id="alert-emails" name="emails" rows={3} defaultValue={values.emails} className={`${inputClass} h-auto py-2`} />
          </Field>
          <p className="text-sm text-slate-600">These are your own addresses: no confirmation e-mail is sent to them, and the alert has no unsubscribe link (switch it off here).</p>
          <Button type="submit" className="self-start">
            Save demand alerts
          </Button>
        </Form>
      </Permitted>
      <h3 className="text-lg font-semibold">Groups past the threshold</h3>
      {section.alerts.length === 0 ? (
        <p className="text-slate-700" data-testid="demand-alerts-none">
          No group has reached the threshold set{s.saved ? "" : " (none is saved yet)"}.
        </p>
      ) : (
        <DataTable label="Groups past the threshold" caption="Groups past the threshold" columns={[{ label: "Group" }, { label: "People when alerted" }, { label: "Searches" }, { label: "Alerted" }]}>
          {section.alerts.map((a) => (
            <tr key={a.id} className="border-t border-slate-100" data-testid="demand-alert-row">
              <td className="px-3 py-2 break-words">{a.concept}</td>
              <td className="px-3 py-2 tabular-nums">{a.count}</td>
              <td className="px-3 py-2 tabular-nums">{a.searches}</td>
              <td className="px-3 py-2">
                <time dateTime={a.alertedAt}>{when(a.alertedAt)}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
