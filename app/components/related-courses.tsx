import { CourseCard, type RegisterHandler } from "~/components/course-card";
import type { CourseView } from "~/lib/schemas/course";
import { coursesCopy } from "~/lib/copy/courses";

type Props = { concept: string; courses: CourseView[]; onRegister: RegisterHandler; registeringId: number | null };

/** After a confirmed search: up to three trial courses the server found close to the concept. Nothing when none match. */
export function RelatedCourses({ concept, courses, onRegister, registeringId }: Props) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-8" data-testid="related-courses">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-slate-900">
        {coursesCopy.related(concept)}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} onRegister={onRegister} busy={registeringId === course.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
