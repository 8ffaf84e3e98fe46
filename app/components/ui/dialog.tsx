import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { cx } from "~/lib/client/cx";

export const Dialog = DialogPrimitive.Root;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

/**
 * Modal panel: focus trapped and restored, Escape closes. The title and the close button sit in a
 * header that stays put while the body scrolls (within 90% of the viewport), so a long, fully
 * opened FAQ still shows how to close it.
 */
export function DialogContent({
  className,
  title,
  children,
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & { title: ReactNode; closeLabel?: string; children: ReactNode }) {
  // Radix returns focus to a Dialog.Trigger; our dialogs are also opened by code (after a search,
  // from a menu), so focus goes back to whatever had it when the dialog opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cx(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col",
          "overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none motion-safe:animate-[pop-in_150ms_ease-out]",
          className,
        )}
        onOpenAutoFocus={(e) => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          const target = returnFocusTo.current;
          if (e.defaultPrevented || !target?.isConnected) return;
          e.preventDefault();
          target.focus();
        }}
        onInteractOutside={(e) => {
          // Toasts float above the overlay and stay usable: pressing one is not a click outside.
          if (e.target instanceof Element && e.target.closest("[data-sonner-toaster]")) e.preventDefault();
          onInteractOutside?.(e);
        }}
        {...props}
      >
        <div className="flex shrink-0 items-start justify-between gap-3 border-b border-slate-200 py-3 pr-3 pl-6" data-testid="dialog-header">
          <DialogPrimitive.Title className="pt-1.5 text-xl font-bold text-slate-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 overflow-y-auto overscroll-contain px-6 pt-4 pb-6" data-testid="dialog-body">
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
