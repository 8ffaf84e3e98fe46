import type { ConceptDemand } from "~/lib/admin/demand";
import { TableScroll } from "./table-scroll";

/**
 * Concepts as the console groups them (lib/admin/demand.ts): as most often typed, with counts and
 * medians. Visitor text, escaped by React. The caption also names the table's scroll region, so it
 * must differ from the heading of the section around it (two landmarks of one name).
 */
export function ConceptTable({ rows, caption, testId }: { rows: ConceptDemand[]; caption: string; testId: string }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">Concept (as most often typed)</th>
            <th scope="col" className="px-3 py-2 text-right">Searches</th>
            <th scope="col" className="px-3 py-2 text-right">Median budget</th>
            <th scope="col" className="px-3 py-2 text-right">Median class size</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableScroll>
  );
}
