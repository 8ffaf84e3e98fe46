// Browser side of the JSON API. Failures raise ApiError with the server's `error` field, or
// 'HTTP error! status: {code}' when it has none (the specification's rule).

export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

export const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";

// Pages set no cookie (they are shared): before its first write, the page asks the API once, which
// gives this browser its visitor id, so two quick clicks are one visitor, not two.
let visitorReady: Promise<unknown> | undefined;
const ensureVisitor = () => (visitorReady ??= fetch("/api/user/", { credentials: "same-origin" }).catch(() => (visitorReady = undefined)));

export async function apiRequest<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    if (init.body !== undefined || init.method === "POST") await ensureVisitor();
    res = await fetch(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const payload: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = (payload as { error?: unknown } | undefined)?.error;
    throw new ApiError(typeof error === "string" && error ? error : `HTTP error! status: ${res.status}`, res.status);
  }
  return payload as T;
}

/** crypto.randomUUID exists only in secure contexts; a LAN address over http still needs an id. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
