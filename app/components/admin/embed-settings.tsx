import { Form } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { DataTable } from "~/components/admin/data-table";
import { Field } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { embedConsole as copy } from "~/lib/copy/embed";
import { embedSnippet } from "~/lib/schemas/embed";
import { Permitted } from "~/components/admin/use-can";

export type EmbedSettingsView = {
  origins: string[];
  publicUrl: string;
  brought: Array<{ origin: string; searches: number; addresses: number }>;
};

type Props = { view: EmbedSettingsView; error?: string; typed?: string; sectionClass: string; textareaClass: string };

/**
 * The console's Site page: the sites allowed to frame the embeddable form (a plain form post with
 * the session's CSRF token), the lines to paste, and what each site's form brought.
 */
export function EmbedSettings({ view, error, typed, sectionClass, textareaClass }: Props) {
  const snippets = [
    { label: copy.snippetSubscribe("the launch list"), code: embedSnippet(view.publicUrl, "subscribe", { list: "launch" }) },
    { label: copy.snippetSubscribe("the newsletter"), code: embedSnippet(view.publicUrl, "subscribe", { list: "newsletter" }) },
    { label: copy.snippetSubscribe("a course's opening (its page's address after /courses/)"), code: embedSnippet(view.publicUrl, "subscribe", { list: "course", slug: "course-slug" }) },
    { label: copy.snippetWish, code: embedSnippet(view.publicUrl, "wish") },
  ];
  return (
    <section aria-labelledby="embed-section" className={sectionClass}>
      <h2 id="embed-section" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="text-slate-700">{copy.intro}</p>
      <Permitted intent="embed-origins">
        <Form method="post" className="flex flex-col gap-3">
          <CsrfField />
          <Field id="embed-origins" label={copy.originsLabel} hint={copy.originsHint} error={error}>
            <textarea id="embed-origins" name="embedOrigins" rows={4} defaultValue={typed ?? view.origins.join("\n")} className={textareaClass} />
          </Field>
          <Button type="submit" name="intent" value="embed-origins" className="self-start">
            {copy.save}
          </Button>
        </Form>
      </Permitted>
      <p className="text-slate-700">{copy.snippets}</p>
      <ul className="flex flex-col gap-3" data-testid="embed-snippets">
        {snippets.map((s) => (
          <li key={s.label} className="flex flex-col gap-1">
            <span className="text-sm font-medium">{s.label}</span>
            <code className="block rounded-lg bg-slate-100 p-3 text-sm break-all whitespace-pre-wrap text-slate-900">{s.code}</code>
          </li>
        ))}
      </ul>
      {view.brought.length === 0 ? (
        <p className="text-slate-700">{copy.broughtNone}</p>
      ) : (
        <DataTable label={copy.brought} caption={copy.brought} testId="embed-brought" columns={[{ label: "Site" }, { label: "Searches", numeric: true }, { label: "Addresses given", numeric: true }]}>
          {view.brought.map((b) => (
            <tr key={b.origin}>
              <td className="px-3 py-2">{b.origin}</td>
              <td className="px-3 py-2 text-right">{b.searches}</td>
              <td className="px-3 py-2 text-right">{b.addresses}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
