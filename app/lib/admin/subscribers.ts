// The Subscribers page's filter: the page shows its choices, the server and the CSV export apply it.
import { withoutControlChars } from "../schemas/input.ts";
import { LISTS, STORED_SOURCES, SUBSCRIBER_STATUSES, type ListName, type StoredSource, type SubscriberStatus } from "../schemas/subscription-kinds.ts";

export type SubscriberFilter = {
  q?: string;
  status?: SubscriberStatus;
  source?: StoredSource;
  list?: ListName;
};

const pick = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;

/** The filter from a query string; unknown values are ignored rather than failing the page. */
export function parseSubscriberFilter(params: URLSearchParams): SubscriberFilter {
  // A search term never holds control characters (and the database refuses a NUL).
  const q = withoutControlChars(params.get("q") ?? "").trim().slice(0, 254);
  return {
    q: q || undefined,
    status: pick(SUBSCRIBER_STATUSES, params.get("status")),
    source: pick(STORED_SOURCES, params.get("source")),
    list: pick(LISTS, params.get("list")),
  };
}

export const SUBSCRIBERS_PER_PAGE = 100;
