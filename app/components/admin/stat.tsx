import { FIGURES, type FigureKey } from "~/lib/admin/figures";

/** One figure: its name, value and definition (FIGURES), as a term of the enclosing <dl>. */
export function Stat({ figure, value, testId }: { figure: FigureKey; value: number | string; testId?: string }) {
  const { label, definition } = FIGURES[figure];
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">{definition}</dd>
    </div>
  );
}
