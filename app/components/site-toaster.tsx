import { useEffect } from "react";
import { Toaster } from "sonner";

// sonner's own key combination; the specification names F8 as well (two toast libraries' defaults).
const HOTKEY = ["altKey", "KeyT"];

/**
 * The site's toasts: 4 s, three shown at once, reached from the keyboard by Alt+T or F8. At the
 * bottom of the screen: at the top they covered the page's heading on wide screens and, on a phone,
 * the title of the course card just registered.
 */
export function SiteToaster() {
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
  return <Toaster richColors closeButton position="bottom-center" duration={4000} visibleToasts={3} hotkey={HOTKEY} />;
}
