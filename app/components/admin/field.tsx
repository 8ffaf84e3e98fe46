import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

type Control = ReactElement<{ "aria-invalid"?: boolean | "true" | "false"; "aria-describedby"?: string }>;

/**
 * A labelled form control with its hint and its error tied to it: the control gets aria-invalid
 * and aria-describedby naming the error's and the hint's ids, so a screen reader reads them with
 * the field. The error is in the server's HTML: it shows after a post without JavaScript too.
 */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: Control }) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {isValidElement(children) ? describedControl(children, errorId, hintId) : children}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control with the error's and the hint's ids added to its own aria-describedby (each once). */
function describedControl(control: Control, errorId: string | undefined, hintId: string | undefined) {
  const own = control.props["aria-describedby"]?.split(/\s+/) ?? [];
  const ids = [...new Set([errorId, hintId, ...own].filter(Boolean))];
  return cloneElement(control, {
    "aria-invalid": errorId ? true : control.props["aria-invalid"],
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  });
}

export const inputClass =
  "h-10 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700";
