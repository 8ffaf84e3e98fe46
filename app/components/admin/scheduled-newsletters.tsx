import { RowAction } from "~/components/admin/row-action";
import { TableScroll } from "~/components/admin/table-scroll";

export type ScheduledRow = { id: number; subject: string; audience: string; sendAt: string; recipients: number | null };

/** Newsletters waiting for their time, each with Cancel (its messages are dropped before they go). */
export function ScheduledNewsletters({ rows }: { rows: ScheduledRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="scheduled-newsletters">
      <h3 className="font-semibold">Scheduled</h3>
      <TableScroll label="Scheduled newsletters">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Newsletters scheduled to go later</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">Subject</th>
              <th scope="col" className="px-3 py-2">To</th>
              <th scope="col" className="px-3 py-2">Goes at (Singapore time)</th>
              <th scope="col" className="px-3 py-2">Messages</th>
              <th scope="col" className="px-3 py-2">Cancel</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
