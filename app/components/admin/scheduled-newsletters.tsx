import { RowAction } from "~/components/admin/row-action";
import { DataTable } from "~/components/admin/data-table";

export type ScheduledRow = { id: number; subject: string; audience: string; sendAt: string; recipients: number | null };

/** Newsletters waiting for their time, each with Cancel (its messages are dropped before they go). */
export function ScheduledNewsletters({ rows }: { rows: ScheduledRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="scheduled-newsletters">
      <h3 className="font-semibold">Scheduled</h3>
      <DataTable label="Scheduled newsletters" caption="Newsletters scheduled to go later" columns={[{ label: "Subject" }, { label: "To" }, { label: "Goes at (Singapore time)" }, { label: "Messages" }, { label: "Cancel" }]}>
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100">
            <td className="px-3 py-2">{r.subject}</td>
            <td className="px-3 py-2">{r.audience}</td>
            <td className="px-3 py-2 tabular-nums">{r.sendAt}</td>
            <td className="px-3 py-2 tabular-nums">{r.recipients ?? "—"}</td>
            <td className="px-3 py-2">
              <RowAction intent="cancel-newsletter" field={{ name: "newsletterId", value: r.id }} label="Cancel" accessibleName={`Cancel the newsletter “${r.subject}”`} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
