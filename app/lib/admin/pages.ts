// Paging for the console's long lists (subscribers, demand concepts, the message log).

export type PageWindow = { page: number; pages: number; offset: number; from: number; to: number };

/**
 * Which slice of `total` matching rows a console page shows. The requested page comes from the
 * query string: anything that is not a whole number counts as the first page, and a page past the
 * end shows the last one, so an old link after an erase still lands on rows.
 */
export function pageWindow(requested: string | null, total: number, perPage: number): PageWindow {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const asked = requested !== null && /^\d{1,9}$/.test(requested) ? Number(requested) : 1;
  const page = Math.min(Math.max(asked, 1), pages);
  const offset = (page - 1) * perPage;
  return { page, pages, offset, from: total === 0 ? 0 : offset + 1, to: Math.min(offset + perPage, total) };
}
