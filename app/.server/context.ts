import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import type { MailQueue } from "./mail/queue.ts";
import type { OutgoingMail } from "./mail/transport.ts";

/** What an operator's action says about itself on its audit line (server/audit-trail.ts): who, its intent, what it named, how many people it touched. */
export type AuditNote = { actor?: string; intent?: string; target?: string; touched?: number };

/** What loaders and actions get from the server: its services and this request's facts. */
export type AppContext = {
  config: Config;
  log: Logger;
  db: Db;
  /** Queues e-mail (inside the caller's transaction). */
  mail: MailQueue;
  /**
   * Sends one message now, outside the queue (the console's test send to an address that is not a
   * subscriber). Absent where the server has no transport of its own.
   */
  sendMail?: (mail: OutgoingMail) => Promise<void>;
  /** CSP nonce of this response, for inline scripts; none on a page everyone shares (its CSP lists hashes). */
  nonce?: string;
  /** The anonymous visitor's id (signed cookie). */
  visitorId: string;
  /** The client's IP (from a proxy TRUST_PROXY names, if any), for per-IP limits. */
  ip: string;
  /**
   * Takes an error a loader, action or render threw, to be logged once the answer's status is
   * known: a client's mistake (React Router's origin check, a broken `.data` body) is a warning,
   * ours an error. Without it (tests), errors are logged at once.
   */
  reportError?: (error: unknown) => void;
  /**
   * Waits until this instance has heard every change committed so far (catalog-changes.ts), so
   * that what it keeps in memory (shared pages, offered courses) shows a form's own change when
   * its answer is sent (entry.server.tsx). Absent without a server (tests of a route alone).
   */
  changesHeard?: () => Promise<void>;
  /** Notes what this request did on its audit line (a console action; absent elsewhere and in tests). */
  audit?: (note: AuditNote) => void;
};

export const appContext: RouterContext<AppContext> = createContext<AppContext>();

export function createLoadContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  return provider;
}
