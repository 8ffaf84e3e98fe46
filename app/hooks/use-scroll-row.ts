import { useCallback, useEffect, useState, type RefObject } from "react";
import { useReducedMotion } from "~/hooks/use-reduced-motion";

export type ScrollRow = {
  /** False until the row is measured in the browser (no controls are shown before that). */
  ready: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** Scrolls one view's width back (-1) or on (1); the snap points line the cards up. */
  page(direction: -1 | 1): void;
};

// Sub-pixel scroll positions (zoom, fractional widths) must still count as the end.
const SLACK_PX = 2;

/** Where a horizontally scrolling row is (its ends) and paging through it, for wide screens' previous/next. */
export function useScrollRow(viewportRef: RefObject<HTMLElement | null>, enabled: boolean): ScrollRow {
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ ready: false, atStart: true, atEnd: true });

  useEffect(() => {
    const el = viewportRef.current;
    if (!enabled || !el) return;
    const measure = () => {
      const atStart = el.scrollLeft <= SLACK_PX;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - SLACK_PX;
      setEdges((prev) => (prev.ready && prev.atStart === atStart && prev.atEnd === atEnd ? prev : { ready: true, atStart, atEnd }));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      el.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      setEdges({ ready: false, atStart: true, atEnd: true });
    };
  }, [viewportRef, enabled]);

  const page = useCallback(
    (direction: -1 | 1) => {
      const el = viewportRef.current;
      if (!el) return;
      // Most of a view, so the card cut off at the edge comes fully into view after the move.
      el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [viewportRef, reducedMotion],
  );

  return { ...edges, page };
}
