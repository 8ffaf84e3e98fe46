import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "~/components/chevrons";
import type { CarouselState } from "~/components/course-carousel";
import { CourseCard, type RegisterHandler } from "~/components/course-card";
import { Button } from "~/components/ui/button";
import { useScrollRow, type ScrollRow } from "~/hooks/use-scroll-row";
import type { CourseView } from "~/lib/schemas/course";
import type { CourseProof as CourseProofView } from "~/lib/schemas/share-view";
import { carouselCopy, coursesCopy, rowCopy } from "~/lib/copy/courses";
import { cx } from "~/lib/client/cx";
import { MOBILE_BREAKPOINT } from "~/lib/schemas/limits";

type Props = {
  courses: CourseView[];
  onRegister: RegisterHandler;
  registeringId: number | null;
  /** The courses this page recorded a registration for. */
  registeredIds?: ReadonlySet<number>;
  referral?: string;
  /** Each course's social proof, by id (the home page's; none: no figures shown). */
  proofs?: Record<number, CourseProofView>;
};

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
 * Wide screens' previous/next for the row. `aria-disabled`, not `disabled`, at the ends: a
 * disabled button would drop the keyboard focus that just pressed it.
 */
function RowControls({ row }: { row: ScrollRow }) {
  const control = (direction: -1 | 1, label: string, disabled: boolean, icon: ReactNode) => (
    <Button
      variant="secondary"
      size="icon"
      className="rounded-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-controls="course-row"
      onClick={() => !disabled && row.page(direction)}
    >
      {icon}
    </Button>
  );
  return (
    <div className="hidden gap-2 md:flex" data-testid="course-row-controls">
      {control(-1, rowCopy.previous, row.atStart, <ChevronLeft />)}
      {control(1, rowCopy.next, row.atEnd, <ChevronRight />)}
    </div>
  );
}

/**
 * 'Upcoming Trial Courses'. Wide screens: a row of all the cards that scrolls sideways with snap
 * points, previous/next buttons and a fade on each side that has more; each Register button is a
 * tab stop, and focusing one scrolls it into view. Narrow screens: the same list becomes a looping
 * carousel showing about 1.07 cards, with previous/next and a pause button. Without JavaScript
 * the row scrolls natively with snap points.
 */
export function CoursesSection({ courses, onRegister, registeringId, registeredIds, referral, proofs }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowScreen();
  const [carousel, setCarousel] = useState<CarouselState>({ active: false, selected: 0 });
  const onChange = useCallback((state: CarouselState) => setCarousel(state), []);
  const row = useScrollRow(viewportRef, !narrow);

  return (
    <section id="courses" aria-labelledby="courses-heading" className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-10 md:py-14">
      <div className="md:mb-6 md:flex md:items-center md:justify-between md:gap-4">
        {/* The title shows on wide screens only; on narrow ones it still names the section for screen readers. */}
        <h2 id="courses-heading" className="sr-only md:not-sr-only md:text-2xl md:font-bold md:text-slate-900">
          {coursesCopy.heading}
        </h2>
        {row.ready && <RowControls row={row} />}
      </div>
      {/* Below 768 px the carousel is kept to a phone's width: about 1.07 cards of a readable size,
          never one card stretched across a small tablet. */}
      <div ref={rootRef} data-carousel={carousel.active ? "on" : "off"} className="mx-auto max-w-[30rem] md:max-w-none">
        <div
          ref={viewportRef}
          id="course-row"
          data-more-before={row.ready && !row.atStart ? "" : undefined}
          data-more-after={row.ready && !row.atEnd ? "" : undefined}
          className={cx(
            // relative: screen-reader-only texts (absolutely positioned) stay inside the scroller
            // instead of widening the whole page.
            "course-row relative -mx-1 scroll-px-1 px-1 py-1",
            carousel.active ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto md:pb-4",
          )}
        >
          <ul className={cx("flex", carousel.active && "touch-pan-y touch-pinch-zoom")} data-testid="course-list">
            {courses.map((course, i) => (
              <li
                key={course.id}
                data-active={carousel.active && i === carousel.selected ? "true" : undefined}
                className="min-w-0 shrink-0 grow-0 basis-[93.5%] snap-start pr-3 md:basis-[46%] md:pr-4 xl:basis-[31.5%]"
              >
                <CourseCard course={course} onRegister={onRegister} busy={registeringId === course.id} registered={registeredIds?.has(course.id)} referral={referral} proof={proofs?.[course.id]} />
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
