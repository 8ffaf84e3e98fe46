import { Form } from "react-router";
import { GROUP_NAME_MAX } from "~/lib/schemas/demand-corrections";
import { consoleTime } from "~/lib/admin/when";
import { Button } from "~/components/ui/button";
import { CsrfField } from "./csrf-field";
import { inputClass } from "./field";
import { RowAction } from "./row-action";
import { DataTable } from "./data-table";
import { Permitted } from "~/components/admin/use-can";

// The operator's corrections: a group's own page (name it, merge it with another, attach it to a
// course, move a concept out of it) and the Demand page's list of all of them, each undone there.
// Plain forms posting to the Demand page's action: they work without JavaScript.

export type CourseChoice = { id: number; title: string };

/** What a correction did, in words, as listed. */
export type CorrectionItem = { id: number | null; what: string; createdAt: string; undoneAt: string | null; courseId: number | null; key: string };

function Hidden({ intent, keyValue }: { intent: string; keyValue: string }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={keyValue} />
    </>
  );
}

type Option = { value: string; text: string };
/** A labelled part of a list of options (shown as an optgroup). */
type OptionGroup = { label: string; options: Option[] };
type ChoiceProps = { intent: string; keyValue: string; id: string; label: string; name: string; options: Option[] | OptionGroup[]; button: string };

const isGrouped = (options: Option[] | OptionGroup[]): options is OptionGroup[] => options.length > 0 && "options" in options[0]!;
const optionTags = (options: Option[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.text}
    </option>
  ));

/** A correction that picks one of a list (another group, a course), maybe in labelled parts; none when there is nothing to pick. */
function ChoiceForm({ intent, keyValue, id, label, name, options, button }: ChoiceProps) {
  const parts = isGrouped(options) ? options.filter((g) => g.options.length > 0) : options;
  if (parts.length === 0) return null;
  return (
    <Permitted intent="merge" page="demand">
      <Form method="post" action="/admin/demand" className="flex flex-wrap items-end gap-2">
        <Hidden intent={intent} keyValue={keyValue} />
        <label htmlFor={id} className="flex flex-col gap-1">
          <span className="font-medium">{label}</span>
          <select id={id} name={name} className={inputClass}>
            {isGrouped(parts)
              ? parts.map((g) => (
                  <optgroup key={g.label} label={g.label}>
                    {optionTags(g.options)}
                  </optgroup>
                ))
              : optionTags(parts)}
          </select>
        </label>
        <Button type="submit" size="sm" variant="secondary">{button}</Button>
      </Form>
    </Permitted>
  );
}

/** The group a correction page is about: every member with its key, as typed most often. */
export type CorrectedGroup = { name: string | null; label: string; members: Array<{ key: string; text: string; count: number }> };

type GroupChoice = { key: string; label: string };

/**
 * A group's corrections (its own page): name it, merge it, attach it to a course, move a concept out.
 * The groups to merge with are listed the most alike first (`alike`: what the rule left apart is
 * most often among them), then the most asked (`others`).
 */
export function GroupCorrections({ group, alike, others, courses }: { group: CorrectedGroup; alike: GroupChoice[]; others: GroupChoice[]; courses: CourseChoice[] }) {
  const choices = (list: GroupChoice[]) => list.map((o) => ({ value: o.key, text: o.label }));
  const key = group.members[0]!.key;
  return (
    <div className="flex flex-col gap-4">
      <Permitted intent="name" page="demand">
        <Form method="post" action="/admin/demand" className="flex flex-wrap items-end gap-2">
          <Hidden intent="name" keyValue={key} />
          <label htmlFor="group-name" className="flex flex-col gap-1">
            <span className="font-medium">Name this group</span>
            <input id="group-name" name="name" defaultValue={group.name ?? ""} maxLength={GROUP_NAME_MAX} required className={inputClass} />
          </label>
          <Button type="submit" size="sm" variant="secondary">Name</Button>
        </Form>
      </Permitted>
      <ChoiceForm
        intent="merge"
        keyValue={key}
        id="group-merge"
        label="Merge with"
        name="other"
        options={[
          { label: "Most alike", options: choices(alike) },
          { label: "Most asked", options: choices(others) },
        ]}
        button="Merge"
      />
      <ChoiceForm intent="attach" keyValue={key} id="group-course" label="It asks for the course" name="course_id" options={courses.map((c) => ({ value: String(c.id), text: c.title }))} button="Attach" />
      <DataTable
        label={`Concepts of “${group.label}”`}
        caption={<>Concepts of “{group.label}”, most asked first</>}
        testId="group-members"
        columns={[{ label: "Concept (as most often typed)" }, { label: "Searches", numeric: true }, { label: "Move out", srOnly: true }]}
      >
        {group.members.map((m) => (
          <tr key={m.key} className="border-t border-slate-100">
            <td className="px-3 py-2">{m.text}</td>
            <td className="px-3 py-2 text-right tabular-nums">{m.count}</td>
            <td className="px-3 py-2">
              {group.members.length > 1 && (
                <Permitted intent="separate" page="demand">
                  <Form method="post" action="/admin/demand">
                    <Hidden intent="separate" keyValue={m.key} />
                    <Button type="submit" size="sm" variant="secondary" aria-label={`Move out “${m.text}” from this group`}>Move out</Button>
                  </Form>
                </Permitted>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

const when = (at: string) => consoleTime(at);

/** Every correction, newest first, with when it was made (Singapore time) and a way to undo it. */
export function CorrectionsList({ items }: { items: CorrectionItem[] }) {
  if (items.length === 0) return <p>No corrections yet: the groups and the courses they ask for are the site's own matching.</p>;
  return (
    <DataTable label="Corrections, newest first" caption="Corrections, newest first" testId="corrections" columns={[{ label: "Made" }, { label: "Correction" }, { label: "Undo", srOnly: true }]}>
      {items.map((c) => (
        <tr key={`${c.id ?? "x"}-${c.courseId ?? ""}-${c.key}`} className="border-t border-slate-100 align-top">
          <td className="px-3 py-2 whitespace-nowrap">{when(c.createdAt)}</td>
          <td className="px-3 py-2">
            {c.what}
            {c.undoneAt && <span className="block text-xs text-slate-600">undone {when(c.undoneAt)}</span>}
          </td>
          <td className="px-3 py-2">
            {c.undoneAt === null &&
              (c.id !== null ? (
                <RowAction intent="undo" field={{ name: "id", value: c.id }} label="Undo" accessibleName={`Undo: ${c.what}`} />
              ) : (
                <RowAction intent="take-in" field={{ name: "key", value: c.key }} more={[{ name: "course_id", value: c.courseId ?? "" }]} label="Undo" accessibleName={`Undo: ${c.what}`} />
              ))}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
