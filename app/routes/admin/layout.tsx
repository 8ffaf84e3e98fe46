import { Form, NavLink, Outlet } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { requireAdmin } from "~/.server/admin/guard";
import { ADMIN_NAV, adminMeta } from "~/lib/admin-copy";
import { cx } from "~/lib/cx";
import type { Route } from "./+types/layout";

export const meta = () => adminMeta("Console");

export async function loader(args: Route.LoaderArgs) {
  const { csrf } = await requireAdmin(args);
  return { csrf };
}

export default function AdminLayout() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8">
      <nav aria-label="Console" className="flex flex-wrap items-center gap-2 border-b border-slate-200 pb-4">
        <a href="/" className="mr-4 text-lg font-extrabold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
          Classwish <span className="font-medium text-slate-600">console</span>
        </a>
        {ADMIN_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cx(
                "rounded-lg px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-brand-700",
                isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
              )
            }
          >
            {item.label}
          </NavLink>
        ))}
        <Form method="post" action="/admin/logout" className="ml-auto">
          <CsrfField />
          <button type="submit" className="rounded-lg px-3 py-2 font-medium text-slate-800 underline hover:bg-slate-100">
            Log out
          </button>
        </Form>
      </nav>
      <main id="main" className="flex flex-col gap-6">
        <Outlet />
      </main>
    </div>
  );
}
