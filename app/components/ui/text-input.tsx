import type { ComponentProps, ReactNode } from "react";
import { cx } from "~/lib/client/cx";

// The specification's text-input component: placeholder (default 'Enter something…'), name,
// aria-label, value, type, start/end icons with show switches, disabled, dark colour, small size.
export type TextInputProps = Omit<ComponentProps<"input">, "size" | "color"> & {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  showStartIcon?: boolean;
  showEndIcon?: boolean;
  color?: "light" | "dark";
  fontSize?: "small" | "base";
};

export function TextInput({
  placeholder = "Enter something…",
  type = "text",
  startIcon,
  endIcon,
  showStartIcon = true,
  showEndIcon = true,
  color = "light",
  fontSize = "base",
  className,
  ...props
}: TextInputProps) {
  const start = showStartIcon && startIcon;
  const end = showEndIcon && endIcon;
  return (
    <div className={cx("relative flex w-full items-center", className)}>
      {start && (
        <span aria-hidden="true" className="pointer-events-none absolute left-3 flex text-slate-500">
          {start}
        </span>
      )}
      <input
        type={type}
        placeholder={placeholder}
        className={cx(
          "h-11 w-full rounded-lg border px-3 outline-none transition-colors motion-reduce:transition-none",
          "focus-visible:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700/30 disabled:cursor-not-allowed disabled:opacity-60",
          "aria-invalid:border-red-700",
          color === "dark"
            ? "border-slate-600 bg-slate-800 text-white placeholder:text-slate-300"
            : "border-slate-400 bg-white text-slate-900 placeholder:text-slate-500",
          fontSize === "small" ? "text-sm" : "text-base",
          start ? "pl-10" : false,
          end ? "pr-10" : false,
        )}
        {...props}
      />
      {end && <span className="absolute right-2 flex">{end}</span>}
    </div>
  );
}
