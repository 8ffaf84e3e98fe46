import { Link } from "react-router";
import { STATUS_LABELS } from "~/lib/admin/copy";
import { FIGURES } from "~/lib/admin/figures";
import type { CourseStatus } from "~/lib/schemas/course";
import { DataTable } from "./data-table";

type WishCourse = { id: number; title: string; status: CourseStatus; askers: { people: number; agreed: number; told: number } };

/**
 * A wish's courses: the link that fills in the new-course form from the wish, and the courses made
 * from it with their askers' counts (the wish's people among them) and a link to each course's
 * People who asked panel, where Notify them is: one place for it, not two.
 */
export function WishCourses({ createLink, courses }: { createLink: string; courses: WishCourse[] }) {
  return (
    <section aria-labelledby="wish-courses-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="wish-courses-heading" className="text-xl font-semibold">
        Courses from this wish
      </h2>
      <p>
        A course made from this wish counts its sharer, joiners and list among the people who asked for it, and its list as agreement to
        hear about that course.
      </p>
      <p>
        <Link to={createLink} className="font-semibold text-brand-800 underline underline-offset-2" data-testid="create-from-wish">
          Create a course from this wish
        </Link>{" "}
        (the form is filled in from it; check every field before adding the course).
      </p>
      {courses.length === 0 ? (
        <p>No course has been made from this wish yet.</p>
      ) : (
        <DataTable label="Courses made from this wish" caption="Courses made from this wish and the people who asked for each" testId="wish-courses" columns={[{ label: "Course" }, { label: "Status" }, { label: FIGURES.askedPeople.label, numeric: true }, { label: FIGURES.askedAgreed.label, numeric: true }, { label: FIGURES.askedTold.label, numeric: true }, { label: "Notify them" }]}>
          {courses.map((c) => (
            <tr key={c.id} className="border-t border-slate-100" data-testid="wish-course">
              <td className="px-3 py-2">
                <Link to={`/admin/courses/${c.id}`} className="font-medium text-brand-800 underline underline-offset-2">
                  {c.title}
                </Link>
              </td>
              <td className="px-3 py-2">{STATUS_LABELS[c.status]}</td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="wish-course-people">{c.askers.people}</td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="wish-course-agreed">{c.askers.agreed}</td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="wish-course-told">{c.askers.told}</td>
              <td className="px-3 py-2">
                <Link to={`/admin/courses/${c.id}#askers-heading`} className="text-brand-800 underline underline-offset-2" aria-label={`Notify panel of “${c.title}”`}>
                  Notify panel
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
