import { useEffect, useState } from "react";
import { loadToasts, onToastsLoaded } from "~/lib/client/toast";

// sonner's own key combination; the specification names F8 as well (two toast libraries' defaults).
const HOTKEY = ["altKey", "KeyT"];

type ToasterComponent = typeof import("sonner").Toaster;

/**
 * The site's toasts: 4 s, three shown at once, reached from the keyboard by Alt+T or F8. At the
 * bottom of the screen: at the top they covered the page's heading on wide screens and, on a phone,
 * the title of the course card just registered.
 *
 * The toast library is not loaded with the page: it is fetched on the visitor's first key or press
 * (a notice follows only what a visitor does), or by the first notice asked for, and the Toaster is
 * mounted then; notices asked for before it mounted are shown when it does.
 */
export function SiteToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => onToastsLoaded((m) => setToaster(() => m.Toaster)), []);

  useEffect(() => {
    const preload = () => {
      document.removeEventListener("pointerdown", preload, true);
      document.removeEventListener("keydown", preload, true);
      loadToasts().catch(() => {}); // offline: the first notice tries again
    };
    document.addEventListener("pointerdown", preload, true);
    document.addEventListener("keydown", preload, true);
    return () => {
      document.removeEventListener("pointerdown", preload, true);
      document.removeEventListener("keydown", preload, true);
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== "F8" || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      // sonner listens on the document for its one combination: F8 hands it that.
      document.dispatchEvent(new KeyboardEvent("keydown", { code: "KeyT", key: "t", altKey: true }));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  if (!Toaster) return null;
  return <Toaster richColors closeButton position="bottom-center" duration={4000} visibleToasts={3} hotkey={HOTKEY} />;
}
