import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";

// Chart.js draws on a canvas, so the same figures are also given as a table (for screen readers,
// and for anyone who wants the exact numbers). Only console routes import this file, so the library
// lands in their chunks and never on the visitor site. (A dynamic import() here would pull Vite's
// preload helper into a chunk of its own and cost the home page a request.)

ChartJs.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

export type ChartProps = {
  title: string;
  /** One sentence saying what the chart shows (the canvas's accessible name). */
  summary: string;
  labels: string[];
  values: number[];
  kind?: "bar" | "line";
  /** Header of the value column in the table. */
  valueLabel?: string;
};

export function Chart({ title, summary, labels, values, kind = "bar", valueLabel = "Count" }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify([labels, values, kind]);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new ChartJs(canvas.current, {
        type: kind,
        data: { labels, datasets: [{ label: valueLabel, data: values, backgroundColor: "#4338ca", borderColor: "#4338ca" }] },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
    return () => chart.destroy();
    // `key` stands for labels, values and kind (new arrays on every render would redraw needlessly).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <p className="text-sm text-slate-700">{summary}</p>
      <div className="relative mt-3 h-56">
        {/* The drawing is for sighted users; everyone gets the summary and the table. */}
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-800 underline">Show the figures as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Label
              </th>
              <th scope="col" className="py-1">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={l} className="border-t border-slate-100">
                <td className="py-1 pr-4">{l}</td>
                <td className="py-1 tabular-nums">{values[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
