import type { ConceptDemand } from "~/lib/admin/demand";
import { DataTable } from "./data-table";

/**
 * Concepts as the console groups them (lib/admin/demand.ts): as most often typed, with counts and
 * medians. Visitor text, escaped by React. The caption also names the table's scroll region, so it
 * must differ from the heading of the section around it (two landmarks of one name).
 */
export function ConceptTable({ rows, caption, testId }: { rows: ConceptDemand[]; caption: string; testId: string }) {
  return (
    <DataTable label={caption} caption={<>{caption}</>} testId={testId} columns={[{ label: "Concept (as most often typed)" }, { label: "Searches", numeric: true }, { label: "Median budget", numeric: true }, { label: "Median class size", numeric: true }]}>
      {rows.map((c) => (
        <tr key={c.concept} className="border-t border-slate-100">
          <td className="px-3 py-2">
            <span className="font-medium">{c.example}</span>
            {c.spellings > 1 && <span className="block text-xs text-slate-600">typed {c.spellings} ways</span>}
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{c.count}</td>
          <td className="px-3 py-2 text-right tabular-nums">S${c.medianBudget}</td>
          <td className="px-3 py-2 text-right tabular-nums">{c.medianClassSize}</td>
        </tr>
      ))}
    </DataTable>
  );
}
