import { useEffect, useRef, type ReactNode } from "react";
import { embedCopy } from "~/lib/copy/embed";
import { EMBED_SIZE_MESSAGE } from "~/lib/schemas/embed";

type Props = {
  /** The listed site the page is framed by, if known: the only window told its height. */
  origin?: string;
  children: ReactNode;
};

/**
 * An embed page's body (no site header or footer: it lives in another site's frame). Once the page
 * runs, it tells the framing window its height (embed.js sizes the frame by it), addressed to that
 * site's origin alone; without JavaScript the frame keeps the height embed.js gave it.
 */
export function EmbedPage({ origin, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const main = ref.current;
    if (!origin || !main || window.parent === window) return;
    const tell = () => window.parent.postMessage({ type: EMBED_SIZE_MESSAGE, height: Math.ceil(main.getBoundingClientRect().height) }, origin);
    tell();
    const observer = new ResizeObserver(tell);
    observer.observe(main);
    return () => observer.disconnect();
  }, [origin]);
  return (
    <main id="main" ref={ref} className="mx-auto flex w-full max-w-lg flex-col gap-3 bg-white p-4 text-slate-900">
      {children}
      <p className="text-xs text-slate-700">
        {embedCopy.privacy}{" "}
        <a href="/privacy" target="_blank" rel="noopener" className="underline underline-offset-2">
          Privacy
        </a>
      </p>
    </main>
  );
}
