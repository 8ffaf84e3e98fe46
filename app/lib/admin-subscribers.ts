// The Subscribers page's filter: the page shows its choices, the server and the CSV export apply it.

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const SUBSCRIBER_SOURCES = ["search", "course", "newsletter"] as const;
export const SUBSCRIBER_LISTS = ["launch", "newsletter", "course"] as const;

export type SubscriberFilter = {
  q?: string;
  status?: (typeof SUBSCRIBER_STATUSES)[number];
  source?: (typeof SUBSCRIBER_SOURCES)[number];
  list?: (typeof SUBSCRIBER_LISTS)[number];
};

const pick = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;

/** The filter from a query string; unknown values are ignored rather than failing the page. */
export function parseSubscriberFilter(params: URLSearchParams): SubscriberFilter {
  const q = params.get("q")?.trim().slice(0, 254);
  return {
    q: q || undefined,
    status: pick(SUBSCRIBER_STATUSES, params.get("status")),
    source: pick(SUBSCRIBER_SOURCES, params.get("source")),
    list: pick(SUBSCRIBER_LISTS, params.get("list")),
  };
}

