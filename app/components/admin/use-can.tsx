import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { can, consolePage } from "~/lib/admin/permissions";
import type { Role } from "~/lib/admin/roles";

/**
 * Whether the signed-in role may post a form's intent (to this page unless `page` names another):
 * the console leaves out what the role cannot do. The server checks the same table whatever is shown.
 */
export function useCan(): (intent: string, page?: string) => boolean {
  const role = (useRouteLoaderData("admin") as { role?: Role } | undefined)?.role;
  const { pathname } = useLocation();
  return (intent, page) => role !== undefined && can(role, page ?? consolePage(pathname), intent);
}

/** Its children only for a role that may post `intent` (to this page unless `page` names another). */
export function Permitted({ intent, page, children }: { intent: string; page?: string; children: ReactNode }) {
  return useCan()(intent, page) ? children : null;
}
