import { useEffect, type RefObject } from "react";
import { ChevronLeft, ChevronRight } from "~/components/chevrons";
import { Button } from "~/components/ui/button";
import { useCourseCarousel } from "~/hooks/use-course-carousel";
import type { carouselCopy } from "~/lib/copy/courses";

export type CarouselState = { active: boolean; selected: number };

type Props = {
  rootRef: RefObject<HTMLElement | null>;
  viewportRef: RefObject<HTMLElement | null>;
  titles: string[];
  /** Passed in, so this chunk carries no copy of the texts the page already has. */
  copy: typeof carouselCopy;
  /** The section restyles the row (overflow, the current slide) from this. */
  onChange: (state: CarouselState) => void;
};

const icon = "h-5 w-5";
const PauseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={icon} fill="currentColor">
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </svg>
);
const PlayIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={icon} fill="currentColor">
    <path d="M8 5.5v13l10.5-6.5z" />
  </svg>
);

/**
 * The narrow-screen carousel's controls: previous, pause/resume, next, and a polite announcement
 * of where the buttons moved to. Loaded only on narrow screens (wide ones never download it).
 */
export default function CourseCarousel({ rootRef, viewportRef, titles, copy, onChange }: Props) {
  const carousel = useCourseCarousel(rootRef, viewportRef);
  const { active, selected } = carousel;
  useEffect(() => onChange({ active, selected }), [active, selected, onChange]);
  useEffect(() => () => onChange({ active: false, selected: 0 }), [onChange]);

  return (
    <>
      <Button variant="secondary" size="icon" className="rounded-full" aria-label={copy.previous} onClick={carousel.previous}>
        <ChevronLeft />
      </Button>
      {carousel.canPlay && (
        <Button
          variant="secondary"
          size="icon"
          className="rounded-full"
          aria-label={carousel.playing ? copy.pause : copy.play}
          onClick={carousel.togglePlaying}
        >
          {carousel.playing ? <PauseIcon /> : <PlayIcon />}
        </Button>
      )}
      <Button variant="secondary" size="icon" className="rounded-full" aria-label={copy.next} onClick={carousel.next}>
        <ChevronRight />
      </Button>
      {/* Automatic moves are not announced: they would interrupt whatever the visitor is reading. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="carousel-status">
        {active && carousel.announce && titles[selected] ? copy.position(selected + 1, titles.length, titles[selected]) : ""}
      </p>
    </>
  );
}
