import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { AUTOPLAY_DELAY_MS, bindAutoplayHolds, createAutoplay, type Autoplay } from "~/lib/client/autoplay";

export type CourseCarousel = {
  /** Embla runs; before its first use the row scrolls natively, with snap points. */
  active: boolean;
  selected: number;
  /** The last move came from the previous/next buttons (worth announcing), not from autoplay. */
  announce: boolean;
  /** False once the visitor paused it with the button (and under reduced motion: it never plays). */
  playing: boolean;
  canPlay: boolean;
  previous(): void;
  next(): void;
  togglePlaying(): void;
};

/**
 * The narrow-screen carousel over the server-rendered course list: looping Embla, autoplay every
 * 5 s that a person's hover, touch or focus holds (and a hidden tab, an off-screen row, reduced
 * motion, the pause button). Embla works on the list itself, so every course is in the document
 * once: a screen reader never meets a course twice (the original duplicated the list to loop).
 *
 * Embla (7 KB) is fetched on its first use (the first automatic step, or previous/next), not with
 * the page: until then the row is the native scroll-snap row, which swipes just as well, and
 * Embla starts at whichever card the visitor had swiped to.
 */
export function useCourseCarousel(
  rootRef: RefObject<HTMLElement | null>,
  viewportRef: RefObject<HTMLElement | null>,
): CourseCarousel {
  const reducedMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const autoplayRef = useRef<Autoplay | null>(null);
  const emblaPromise = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const unmounted = useRef(false);
  // The section's list, mirrored into this hook's own ref so the callbacks below stay stable.
  const viewportEl = useRef<HTMLElement | null>(null);
  useEffect(() => {
    viewportEl.current = viewportRef.current;
  });

  /** The running Embla, created on first call. */
  const ensureEmbla = useCallback((): Promise<EmblaCarouselType | null> => {
    emblaPromise.current ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
      const viewport = viewportEl.current;
      if (unmounted.current || !viewport) return null;
      const slide = viewport.querySelector("li");
      const startIndex = slide && slide.offsetWidth > 0 ? Math.round(viewport.scrollLeft / slide.offsetWidth) : 0;
      viewport.scrollLeft = 0;
      const instance = EmblaCarousel(viewport, { loop: true, align: "start", duration: 25, startIndex });
      setSelected(instance.selectedScrollSnap());
      instance.on("select", (api) => setSelected(api.selectedScrollSnap()));
      // A drag or swipe is a manual move too: the next automatic one waits a whole delay.
      instance.on("pointerUp", () => autoplayRef.current?.restart());
      setEmbla(instance);
      return instance;
    });
    return emblaPromise.current;
  }, []);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      void emblaPromise.current?.then((instance) => instance?.destroy());
      emblaPromise.current = null;
    };
  }, []);

  // Reduced motion and the pause button hold the autoplay for as long as they last.
  const standingHolds = useRef({ reducedMotion, userPaused });
  useEffect(() => {
    standingHolds.current = { reducedMotion, userPaused };
    const autoplay = autoplayRef.current;
    if (autoplay) applyStandingHolds(autoplay, reducedMotion, userPaused);
  }, [reducedMotion, userPaused]);

  // Autoplay every 5 s while nobody holds it; an off-screen row is held too (nobody sees it move).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const autoplay = createAutoplay(AUTOPLAY_DELAY_MS, () => {
      setAnnounce(false);
      void ensureEmbla().then((instance) => instance?.scrollNext());
    });
    applyStandingHolds(autoplay, standingHolds.current.reducedMotion, standingHolds.current.userPaused);
    autoplayRef.current = autoplay;
    const unbind = bindAutoplayHolds(root, autoplay);
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) autoplay.resume("offscreen");
            else autoplay.pause("offscreen");
          });
    observer?.observe(root);
    return () => {
      observer?.disconnect();
      unbind();
      autoplay.destroy();
      autoplayRef.current = null;
    };
  }, [rootRef, ensureEmbla]);

  const move = useCallback(
    (direction: "previous" | "next") => {
      setAnnounce(true);
      autoplayRef.current?.restart();
      void ensureEmbla().then((instance) => {
        if (direction === "next") instance?.scrollNext(reducedMotion);
        else instance?.scrollPrev(reducedMotion);
      });
    },
    [ensureEmbla, reducedMotion],
  );

  return {
    active: embla !== null,
    selected,
    announce,
    playing: !userPaused && !reducedMotion,
    canPlay: !reducedMotion,
    previous: () => move("previous"),
    next: () => move("next"),
    togglePlaying: () => setUserPaused((p) => !p),
  };
}

function applyStandingHolds(autoplay: Autoplay, reducedMotion: boolean, userPaused: boolean) {
  if (reducedMotion) autoplay.pause("reduced-motion");
  else autoplay.resume("reduced-motion");
  if (userPaused) autoplay.pause("user");
  else autoplay.resume("user");
}
