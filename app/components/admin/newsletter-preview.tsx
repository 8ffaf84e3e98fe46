import { useEffect, useRef } from "react";

/**
 * The rendered newsletter, isolated in a frame that may run no script (sandbox without
 * allow-scripts). Same-origin, so the console can read the message's height and show all of it,
 * footer included, at any width; without JavaScript the frame keeps a tall fixed height.
 */
export function NewsletterPreview({ html }: { html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const fit = () => {
      const doc = el.contentDocument?.documentElement;
      // The frame's height includes its border (offsetHeight − clientHeight).
      if (doc) el.style.height = `${doc.scrollHeight + el.offsetHeight - el.clientHeight}px`;
    };
    fit();
    // Each new preview (srcDoc) loads anew.
    el.addEventListener("load", fit);
    // A narrower frame wraps the text onto more lines: fit again when the width changes.
    const resized = new ResizeObserver(fit);
    resized.observe(el);
    return () => {
      el.removeEventListener("load", fit);
      resized.disconnect();
    };
  }, []);
  return (
    <iframe
      ref={frame}
      title="Newsletter preview"
      sandbox="allow-same-origin"
      srcDoc={html}
      className="h-[40rem] w-full rounded-lg border border-slate-300 bg-white"
    />
  );
}
