import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore } from "react";
import type { CarouselState } from "~/components/course-carousel";
import { CourseCard, type RegisterHandler } from "~/components/course-card";
import type { CourseView } from "~/lib/schemas/course";
import { carouselCopy, coursesCopy } from "~/lib/copy/courses";
import { cx } from "~/lib/client/cx";
import { MOBILE_BREAKPOINT } from "~/lib/schemas/limits";

type Props = { courses: CourseView[]; onRegister: RegisterHandler; registeringId: number | null };

const CAROUSEL_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(CAROUSEL_QUERY);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
}
/** Narrower than 768 px. The server renders the wide layout's markup; CSS shapes it for both. */
const useNarrowScreen = () => useSyncExternalStore(subscribe, () => window.matchMedia(CAROUSEL_QUERY).matches, () => false);

// The carousel's code (its controls, autoplay and, on first use, Embla) loads on narrow screens only.
const CourseCarousel = lazy(() => import("~/components/course-carousel"));

/**
 * 'Upcoming Trial Courses'. Wide screens: a static row of all the cards that scrolls sideways (each
 * Register button is a tab stop, and focusing one scrolls it into view). Narrow screens: the same
 * list becomes a looping carousel showing about 1.07 cards, with previous/next and a pause button.
 * Without JavaScript the narrow row scrolls natively with snap points.
 */
export function CoursesSection({ courses, onRegister, registeringId }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowScreen();
  const [carousel, setCarousel] = useState<CarouselState>({ active: false, selected: 0 });
  const onChange = useCallback((state: CarouselState) => setCarousel(state), []);

  return (
    <section id="courses" aria-labelledby="courses-heading" className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-10 md:py-14">
      {/* The title shows on wide screens only; on narrow ones it still names the section for screen readers. */}
      <h2 id="courses-heading" className="sr-only md:not-sr-only md:mb-6 md:text-2xl md:font-bold md:text-slate-900">
        {coursesCopy.heading}
      </h2>
      <div ref={rootRef} data-carousel={carousel.active ? "on" : "off"}>
        <div
          ref={viewportRef}
          className={cx(
            // relative: screen-reader-only texts (absolutely positioned) stay inside the scroller
            // instead of widening the whole page.
            "relative -mx-1 px-1 py-1",
            carousel.active ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto md:snap-none md:pb-4",
          )}
        >
          <ul className={cx("flex", carousel.active && "touch-pan-y touch-pinch-zoom")} data-testid="course-list">
            {courses.map((course, i) => (
              <li
                key={course.id}
                data-active={carousel.active && i === carousel.selected ? "true" : undefined}
                className="min-w-0 shrink-0 grow-0 basis-[93.5%] snap-start pr-3 md:basis-72 md:pr-4"
              >
                <CourseCard course={course} onRegister={onRegister} busy={registeringId === course.id} />
              </li>
            ))}
          </ul>
        </div>
        {/* The controls' row keeps its height before they load, so nothing below jumps. */}
        <div className="mt-4 flex h-11 items-center justify-center gap-3 md:hidden">
          {narrow && (
            <Suspense fallback={null}>
              <CourseCarousel
                rootRef={rootRef}
                viewportRef={viewportRef}
                titles={courses.map((c) => c.title)}
                copy={carouselCopy}
                onChange={onChange}
              />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
