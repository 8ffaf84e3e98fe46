import type { ReactNode } from "react";

/** One of a console page's parts: a titled white box, named for screen readers by its heading. */
export function ConsoleSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
