// SQLSTATEs of a connection the server ended or cannot give yet: class 08 (connection exception),
// admin_shutdown (pg_terminate_backend, a fast shutdown), crash_shutdown (another backend crashed
// or the postmaster died), cannot_connect_now (starting up, recovering from its write-ahead log).
const LOST_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
const LOST_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
// What node-postgres and pg-pool throw themselves, without a code.
const LOST_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end",
];

/**
 * Whether an error (or what it wraps: Drizzle wraps the driver's) says the database connection was
 * lost or could not be had: the request can be answered 503 and retried, nothing is wrong with it.
 */
export function isConnectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === "string" && (code.startsWith("08") || LOST_SQLSTATES.has(code) || LOST_ERRNOS.has(code))) return true;
    // The embedded database's socket file is gone while it restarts.
    if (code === "ENOENT" && syscall === "connect") return true;
    if (typeof message === "string" && LOST_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** How long a client is asked to wait (Retry-After) when the database is away: it is back within seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";
