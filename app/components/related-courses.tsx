import { CourseCard, type RegisterHandler } from "~/components/course-card";
import type { CourseView } from "~/lib/schemas/course";
import { coursesCopy } from "~/lib/copy/courses";

type Props = { concept: string; courses: CourseView[]; onRegister: RegisterHandler; registeringId: number | null; registeredIds?: ReadonlySet<number> };

/**
 * After a confirmed search: up to three trial courses the server found close to the concept, or,
 * when none is, that the wish was noted all the same (a silence would read as a failure).
 */
export function RelatedCourses({ concept, courses, onRegister, registeringId, registeredIds }: Props) {
  if (courses.length === 0) {
    return (
      <section aria-labelledby="related-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5" data-testid="related-courses">
        <h2 id="related-heading" className="text-xl font-bold text-slate-900">
          {coursesCopy.noMatchTitle(concept)}
        </h2>
        <p className="mt-2 text-slate-700">{coursesCopy.noMatch}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="related-heading" className="mt-8" data-testid="related-courses">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-slate-900">
        {coursesCopy.related(concept)}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} onRegister={onRegister} busy={registeringId === course.id} registered={registeredIds?.has(course.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
