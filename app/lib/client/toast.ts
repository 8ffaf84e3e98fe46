import type { ExternalToast } from "sonner";

// One import point for notices, and the one place for their rules, so components do not depend
// on the toast library directly.
//
// The library (about 9 KB gzipped) is not part of the page: a first visit that only reads never
// sees a notice. It is fetched on the visitor's first key or press anywhere (SiteToaster), so it is
// there by the time a search, a registration or a copy answers, and in any case by the first
// notice asked for; notices and dismissals are applied in the order they were asked for.

type Sonner = typeof import("sonner");
type Kind = "success" | "error";

let sonnerModule: Promise<Sonner> | undefined;
const listeners = new Set<(m: Sonner) => void>();

/** The toast library, fetched once; a failed fetch (offline) is tried again by the next notice. */
export function loadToasts(): Promise<Sonner> {
  sonnerModule ??= import("sonner").then(
    (m) => {
      for (const listener of listeners) listener(m);
      return m;
    },
    (err: unknown) => {
      sonnerModule = undefined;
      throw err;
    },
  );
  return sonnerModule;
}

/** Called with the library once it has loaded (at once when it already has): SiteToaster mounts its Toaster then. */
export function onToastsLoaded(listener: (m: Sonner) => void): () => void {
  listeners.add(listener);
  void sonnerModule?.then(listener, () => {});
  return () => listeners.delete(listener);
}

/** Notices run one after another on the loaded library, in the order they were asked for. */
let queue: Promise<unknown> = Promise.resolve();
function withSonner(run: (s: Sonner) => void) {
  const loading = loadToasts();
  queue = queue
    .then(() => loading)
    .then(run)
    .catch((err: unknown) => console.error("A notice could not be shown", err));
}

/** The same notice twice is one notice: it is keyed by its kind and text, so a repeat replaces it. */
export const toastKey = (kind: Kind, title: string, description?: ExternalToast["description"]) =>
  `${kind}:${title}:${typeof description === "string" ? description : ""}`;

/** The error toasts shown since the last success. */
const errorsShown = new Set<string | number>();

function show(kind: Kind, title: string, options: ExternalToast = {}) {
  const id = options.id ?? toastKey(kind, title, options.description);
  // A success ends the errors before it: an 'Invalid Email' left under the 'Thank you!' that
  // followed its correction contradicted it.
  let ended: Array<string | number> = [];
  if (kind === "success") {
    ended = [...errorsShown];
    errorsShown.clear();
  } else {
    errorsShown.add(id);
  }
  withSonner(({ toast: sonner }) => {
    for (const shown of ended) sonner.dismiss(shown);
    sonner[kind](title, {
      ...options,
      id,
      // A notice offering an action stays until it is used or dismissed: four seconds is too little
      // to read it and reach its button (WCAG 2.2.1, timing adjustable).
      duration: options.action ? Number.POSITIVE_INFINITY : options.duration,
    });
  });
  return id;
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  dismiss: (id?: string | number) => {
    // Nothing was ever shown before the library loaded: no need to fetch it to dismiss nothing.
    if (!sonnerModule) return;
    withSonner(({ toast: sonner }) => sonner.dismiss(id));
  },
};
