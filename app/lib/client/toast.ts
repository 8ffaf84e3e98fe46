import { toast as sonner, type ExternalToast } from "sonner";

// One import point for notices, and the one place for their rules, so components do not depend
// on the toast library directly.

type Kind = "success" | "error";

/** The same notice twice is one notice: it is keyed by its kind and text, so a repeat replaces it. */
export const toastKey = (kind: Kind, title: string, description?: ExternalToast["description"]) =>
  `${kind}:${title}:${typeof description === "string" ? description : ""}`;

/** The error toasts shown since the last success. */
const errorsShown = new Set<string | number>();

function show(kind: Kind, title: string, options: ExternalToast = {}) {
  const id = options.id ?? toastKey(kind, title, options.description);
  // A success ends the errors before it: an 'Invalid Email' left under the 'Thank you!' that
  // followed its correction contradicted it.
  if (kind === "success") {
    for (const shown of errorsShown) sonner.dismiss(shown);
    errorsShown.clear();
  } else {
    errorsShown.add(id);
  }
  return sonner[kind](title, {
    ...options,
    id,
    // A notice offering an action stays until it is used or dismissed: four seconds is too little
    // to read it and reach its button (WCAG 2.2.1, timing adjustable).
    duration: options.action ? Number.POSITIVE_INFINITY : options.duration,
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
