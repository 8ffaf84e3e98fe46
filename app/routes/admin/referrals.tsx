import { ConsoleSection } from "~/components/admin/console-section";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { topReferrers } from "~/.server/db/person-referrals";
import { readShareSettings } from "~/.server/db/share-settings";
import { saveShareSettings } from "~/.server/referrals/settings";
import { adminMeta } from "~/lib/admin/copy";
import { shareSettingsFormSchema } from "~/lib/admin/share-form";
import { parseForm, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { consoleTime } from "~/lib/admin/when";
import type { Route } from "./+types/referrals";
import { Permitted } from "~/components/admin/use-can";
import { PersonLink } from "~/components/admin/person-link";

export const meta = () => adminMeta("Referrals");

// The waitlist people share: how far a confirmed referral moves its referrer up the launch list,
// the smallest count the visitor pages show as social proof, and the people whose links brought
// the most confirmed addresses. Seats are not touched by any of it.

const TOP = 50;
const SAVED = "Saved: the launch list and every page showing a count use the new settings now.";

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const [settings, top] = await Promise.all([readShareSettings(ctx.db), topReferrers(ctx.db, TOP)]);
  return { settings, top, saved: new URL(args.request.url).searchParams.has("saved") };
}

async function saveSettings(ctx: AppContext, form: FormData) {
  const posted = parseForm(form, shareSettingsFormSchema);
  if (!posted.ok) return data({ errors: posted.errors, values: posted.values }, { status: 400 });
  await saveShareSettings(ctx, posted.value);
  ctx.log.info(posted.value, "share settings saved from the console");
  return redirect("/admin/referrals?saved");
}

/** The page's one form (the role table's list of its intents). */
const sections = { settings: saveSettings } satisfies Record<IntentOf<"referrals">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  return sectionFor(sections, form)(ctx, form);
}

export default function AdminReferrals() {
  const { settings, top, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const value = (name: "referralBoost" | "socialProofMin") => result?.values[name] ?? String(settings[name]);
  return (
    <>
      <h1 className="text-2xl font-bold">Referrals</h1>
      <p className="text-slate-700">
        Everyone who confirms an address gets their own link. A friend counts once their own mailbox confirms: each inbox once (+tags and
        Gmail's dots are one inbox), never the referrer's own, never an address already on the list. Seats stay first come, first served.
      </p>
      {saved && <Notice>{SAVED}</Notice>}

      <ConsoleSection id="settings-section" title="Settings">
        <Permitted intent="settings">
          <Form method="post" className="grid gap-4 md:grid-cols-2">
            <CsrfField />
            <Field id="referralBoost" label="Places up the launch list per confirmed referral (0: referrals move no one)" error={errors.referralBoost}>
              <input id="referralBoost" name="referralBoost" inputMode="numeric" defaultValue={value("referralBoost")} className={inputClass} />
            </Field>
            <Field id="socialProofMin" label="Smallest count the pages show (“N people want this”, “N on the waitlist”)" error={errors.socialProofMin}>
              <input id="socialProofMin" name="socialProofMin" inputMode="numeric" defaultValue={value("socialProofMin")} className={inputClass} />
            </Field>
            <div className="md:col-span-2">
              <Button type="submit" name="intent" value="settings">
                Save settings
              </Button>
            </div>
          </Form>
        </Permitted>
      </ConsoleSection>

      <ConsoleSection id="top-section" title="Top referrers">
        {top.length === 0 ? (
          <p className="text-slate-700">No confirmed referrals yet.</p>
        ) : (
          <DataTable label="Top referrers" testId="top-referrers" columns={[{ label: "Person" }, { label: "Confirmed referrals", numeric: true }, { label: "Addresses given", numeric: true }, { label: "Latest counted" }]}>
            {top.map((r) => (
              <tr key={r.subscriberId} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  <PersonLink id={r.subscriberId} email={r.email} />
                </td>
                <td className="px-3 py-2 text-right font-semibold">{r.referrals}</td>
                <td className="px-3 py-2 text-right">{r.invited}</td>
                <td className="px-3 py-2">{consoleTime(r.lastCountedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleSection>
    </>
  );
}
