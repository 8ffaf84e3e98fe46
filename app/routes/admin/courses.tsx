import { Link, useLoaderData } from "react-router";
import { listCourseDemand } from "~/.server/admin/courses";
import { requireAdmin } from "~/.server/admin/guard";
import { adminMeta, STATUS_LABELS } from "~/lib/admin/copy";
import { TableScroll } from "~/components/admin/table-scroll";
import type { Route } from "./+types/courses";

export const meta = () => adminMeta("Courses");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  return { courses: await listCourseDemand(ctx.db) };
}

export default function AdminCourses() {
  const { courses } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Courses</h1>
        <Link to="/admin/courses/new" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Add a course
        </Link>
      </div>
      <TableScroll label="Courses">
        <table className="w-full text-left text-sm" data-testid="courses">
          <caption className="sr-only">Courses with registrations and confirmed subscribers</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">Course</th>
              <th scope="col" className="px-3 py-2">Category</th>
              <th scope="col" className="px-3 py-2">Status</th>
              <th scope="col" className="px-3 py-2 text-right">Registrations</th>
              <th scope="col" className="px-3 py-2 text-right">Confirmed subscribers</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((c) => (
              <tr key={c.id} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <Link to={`/admin/courses/${c.id}`} className="font-medium text-brand-800 underline">
                    {c.title}
                  </Link>
                </td>
                <td className="px-3 py-2">{c.category}</td>
                <td className="px-3 py-2">{STATUS_LABELS[c.status]}</td>
                <td className="px-3 py-2 text-right tabular-nums">{c.registrations}</td>
                <td className="px-3 py-2 text-right tabular-nums">{c.confirmedSubscribers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
