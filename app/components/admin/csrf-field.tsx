import { useRouteLoaderData } from "react-router";

/** The session's CSRF token, from the admin layout's loader; every console form that changes state carries it. */
export function CsrfField() {
  const data = useRouteLoaderData("admin") as { csrf: string } | undefined;
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}
