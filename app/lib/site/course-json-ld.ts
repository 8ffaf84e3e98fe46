import { courseState, type CourseView } from "../schemas/course.ts";
import { dateInZone, isoInZone, SITE_TIME_ZONE } from "./time-zone.ts";

// A course page's schema.org `Course` (JSON-LD), so search engines show it as a course with its
// provider, price, schedule and instructor.

const WEEKLY = "P1W";

export function courseJsonLd(course: CourseView, url: string, siteUrl: string, image: string): Record<string, unknown> {
  const state = courseState(course);
  const instance: Record<string, unknown> = {
    "@type": "CourseInstance",
    courseMode: "online",
    instructor: { "@type": "Person", name: course.instructor },
    courseWorkload: `P${course.duration_weeks}W`,
    maximumAttendeeCapacity: course.class_size,
    remainingAttendeeCapacity: course.status === "opened" ? course.seats_left : undefined,
  };
  if (course.starts_at) {
    // In the schedule's own zone: the UTC date is a day early for classes from 00:00 to 07:59 there.
    instance.startDate = isoInZone(course.starts_at);
    instance.courseSchedule = { "@type": "Schedule", repeatFrequency: WEEKLY, startDate: dateInZone(course.starts_at), scheduleTimezone: SITE_TIME_ZONE };
  }
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    image,
    about: course.category,
    provider: { "@type": "Organization", name: "Classwish", sameAs: siteUrl },
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: course.price_amount,
      priceCurrency: course.currency,
      url,
      availability: state === "open_for_seats" ? "https://schema.org/InStock" : state === "full" ? "https://schema.org/SoldOut" : state === "closed" ? "https://schema.org/Discontinued" : "https://schema.org/PreOrder",
    },
    ...(course.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: course.rating.score, ratingCount: course.rating.count, bestRating: 5 } }
      : {}),
    hasCourseInstance: [instance],
  };
}

/** JSON for an inline <script>: `<` escaped, so no text in it can close the script element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
