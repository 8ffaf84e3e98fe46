import { Link } from "react-router";
import type { PageWindow } from "~/lib/admin/pages";

const linkClass = "rounded-lg border border-slate-300 px-3 py-1.5 text-brand-800 underline-offset-2 hover:underline";

/**
 * Previous and next pages of a console list, keeping its filter (`query`); shown only when there is
 * more than one page. Plain links: they work without JavaScript.
 */
export function PagesNav({ path, query, slice, label, testId }: { path: string; query: string; slice: PageWindow; label: string; testId: string }) {
  if (slice.pages === 1) return null;
  const href = (page: number) => `${path}?${new URLSearchParams([...new URLSearchParams(query), ["page", String(page)]]).toString()}`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {slice.page > 1 && (
        <Link to={href(slice.page - 1)} className={linkClass} rel="prev">
          Previous page
        </Link>
      )}
      <span data-testid={testId}>
        Page {slice.page} of {slice.pages}
      </span>
      {slice.page < slice.pages && (
        <Link to={href(slice.page + 1)} className={linkClass} rel="next">
          Next page
        </Link>
      )}
    </nav>
  );
}

/** A filter as a query string, empty values left out. */
export const queryOf = (filter: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
