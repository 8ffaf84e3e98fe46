import type { ReactNode } from "react";

/** A labelled form control with its error message tied to it (aria-describedby). */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "h-10 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700";
