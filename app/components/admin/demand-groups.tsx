import { Link } from "react-router";
import { groupCourseLink, trendOf, type DemandGroup } from "~/lib/admin/demand";
import { DataTable } from "./data-table";

/**
 * The Demand page's groups: concepts that mean the same as one row (matching decides, the server's
 * same-demand.ts), with their size, medians, where the searches came from, the trend, and a link
 * that opens the new-course form filled from the group. Visitor text, escaped by React.
 */
export function DemandGroups({ rows }: { rows: DemandGroup[] }) {
  return (
    <DataTable label="Groups of concepts with their searches, medians, sources and trend" caption="Groups of concepts with their searches, medians, sources and trend" testId="concepts" columns={[{ label: "Concept (as most often typed)" }, { label: "Searches", numeric: true }, { label: "Median budget", numeric: true }, { label: "Median class size", numeric: true }, { label: "Sources" }, { label: "Trend" }, { label: "Action", srOnly: true }]}>
      {rows.map((g) => (
        <tr key={g.concept} className="border-t border-slate-100 align-top">
          <td className="px-3 py-2">
            <span className="font-medium">{g.name ?? g.example}</span>
            {g.name && <span className="block text-xs text-slate-600">as most often typed: {g.example}</span>}
            {g.members.length > 0 && <span className="block text-xs text-slate-600">also: {g.members.join(" · ")}</span>}
            {g.spellings > 1 && <span className="block text-xs text-slate-600">typed {g.spellings} ways</span>}
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{g.count}</td>
          <td className="px-3 py-2 text-right tabular-nums">S${g.medianBudget}</td>
          <td className="px-3 py-2 text-right tabular-nums">{g.medianClassSize}</td>
          <td className="px-3 py-2">{g.sources.map((s) => `${s.source}: ${s.count}`).join(", ")}</td>
          <td className="px-3 py-2">{trendOf(g)}</td>
          <td className="px-3 py-2">
            <Link to={groupCourseLink(g)} className="text-brand-800 underline underline-offset-2">
              Create a course from this group
            </Link>
            <Link
              to={`/admin/demand/group?key=${encodeURIComponent(g.concept)}`}
              className="mt-1 block text-brand-800 underline underline-offset-2"
              aria-label={`Correct “${g.name ?? g.example}”: name, merge, attach to a course, move a concept out`}
            >
              Correct…
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
