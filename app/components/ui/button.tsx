import type { ComponentProps } from "react";
import { cx } from "~/lib/client/cx";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 disabled:bg-brand-700/60",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 active:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100 active:bg-slate-200",
} as const;

const sizes = { md: "h-11 px-5 text-base", sm: "h-9 px-3 text-sm", icon: "h-11 w-11" } as const;

export type ButtonProps = ComponentProps<"button"> & { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** A button's look, for a link that acts as one (a card's Reserve a seat, a page's Keep my seat). */
export const buttonClass = (variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md", className?: string) =>
  cx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors motion-reduce:transition-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    className,
  );

export function Button({ variant = "primary", size = "md", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
