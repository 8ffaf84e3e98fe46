import { randomUUID } from "node:crypto";
import { Client } from "pg";
import type { Database } from "./db/client.ts";

// The courses and their categories (migration 0008), the held seats (0009), the operator's site
// content and images (0010) and the class wishes and their Me toos (0017) tell every instance when
// they change: a trigger NOTIFYs 'classwish_catalog' on commit, with the table's name, and each
// server LISTENs, so a page cache anywhere refreshes at once. A dropped listening connection is
// re-opened, and until it is, the cache keeps nothing (onLost). A connection can also go silent
// without dropping (a half-open TCP connection after a network fault or a failover): a heartbeat
// asks it every HEARTBEAT_MS, and one that does not answer within HEARTBEAT_TIMEOUT_MS counts as lost.
//
// LISTEN needs a connection of its own to PostgreSQL: Database.listenUrl. Behind a transaction
// pooler without DATABASE_DIRECT_URL there is none, and nothing is heard: then what is kept is
// trusted for its lifetime only (a page's own expiry), and the listener is told every
// UNHEARD_REFRESH_MS that everything before is to be read again.
//
// The instance that made a change hears it like any other, a few milliseconds after its commit:
// long enough for the page its own answer leads to (an operator who hid a wish, then opens it) to
// come from the cache as it was. `heard()` closes that gap: it NOTIFYs a token of its own on the
// same channel and waits until the listener hears it. PostgreSQL delivers notifications in the
// order their transactions committed, so by then every change committed before the call has been
// heard, and what showed it dropped (entry.server.tsx waits so before a form's answer).

export const CATALOG_CHANNEL = "classwish_catalog";

export type Unlisten = () => Promise<void>;

/**
 * Stops listening (the function), and `heard()`: resolves once every change committed before the
 * call has been heard here (true), or at once when nothing is heard to wait for (true: then nothing
 * is kept), or after HEARD_TIMEOUT_MS or when the token could not be sent (false).
 */
export type Listening = Unlisten & { heard(): Promise<boolean> };

/** A payload `heard()` sends, never a table's name. */
const TOKEN_PREFIX = "heard:";
/**
 * How long `heard()` waits for its own token: a notification takes milliseconds, and a connection
 * that does not deliver within its heartbeat's time is lost anyway (and then nothing is kept).
 */
const HEARD_TIMEOUT_MS = 2_000;

/** What the listener tells: a change (its table, from the trigger), the connection lost, and listening (again). */
export type CatalogListener = {
  onChange(table: string): void;
  /** Changes go unheard from now until onListening: whatever is kept must not be trusted meanwhile. */
  onLost(err: unknown): void;
  onListening(): void;
};

/** How long a lost listening connection waits before it is opened again (and again, until it is). */
const RECONNECT_MS = 1_000;
/** Without a connection to listen on: how long what is kept may go without being read again. */
export const UNHEARD_REFRESH_MS = 10_000;

export type Heartbeat = { everyMs: number; timeoutMs: number };
/** How often the listening connection is asked whether it still answers, and how long it has to. */
const HEARTBEAT: Heartbeat = { everyMs: 15_000, timeoutMs: 5_000 };

/** Listens until the returned function is called; a connection that fails, drops or goes silent is opened again. */
export async function listenCatalogChanges(database: Database, listener: CatalogListener, heartbeat = HEARTBEAT): Promise<Listening> {
  const url = database.listenUrl;
  if (url === undefined) return refreshedByLifetime(listener);
  let client: Client | undefined;
  let beat: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The tokens `heard()` waits for, each with what ends its wait. */
  const waiting = new Map<string, (heard: boolean) => void>();
  /** Every wait ends: the connection is lost (nothing is kept until it is back) or listening stopped. */
  const endWaits = () => {
    for (const done of waiting.values()) done(true);
    waiting.clear();
  };
  const connect = async (): Promise<void> => {
    // The timeouts bound a connection's start and the heartbeat's wait; TCP keepalive lets the kernel notice a dead peer too.
    const c = new Client({ connectionString: url, keepAlive: true, query_timeout: heartbeat.timeoutMs, connectionTimeoutMillis: heartbeat.timeoutMs });
    let gone = false;
    /** This connection is done for: said once, whichever of its error, its failed start or a missed heartbeat comes first. */
    const lost = (err: unknown) => {
      if (gone) return;
      gone = true;
      clearInterval(beat);
      c.removeAllListeners("notification");
      void c.end().catch(() => {});
      if (client === c) client = undefined;
      listener.onLost(err);
      endWaits();
      if (!stopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    c.on("notification", (message) => {
      const payload = message.payload ?? "";
      if (!payload.startsWith(TOKEN_PREFIX)) return listener.onChange(payload);
      waiting.get(payload)?.(true);
      waiting.delete(payload);
    });
    c.on("error", lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (err) {
      return lost(err);
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
    // One beat at a time: a beat still waiting (its query_timeout ends it) is not overtaken by the
    // next, since a pg client must not be handed a query while one runs (deprecated in pg 8, gone in 9).
    let beating = false;
    beat = setInterval(() => {
      if (beating) return;
      beating = true;
      c.query("select 1").then(() => (beating = false), lost);
    }, heartbeat.everyMs);
    beat.unref();
    listener.onListening();
  };
  await connect();
  const heard = async (): Promise<boolean> => {
    if (client === undefined || stopped) return true;
    const token = `${TOKEN_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<boolean>((resolve) => {
      waiting.set(token, resolve);
      timer = setTimeout(() => {
        waiting.delete(token);
        resolve(false);
      }, HEARD_TIMEOUT_MS);
    });
    try {
      // Any connection: the order of delivery is the order of commits, whoever sent them.
      await database.pool.query("select pg_notify($1, $2)", [CATALOG_CHANNEL, token]);
    } catch {
      waiting.delete(token);
      clearTimeout(timer);
      return false;
    }
    return wait.finally(() => clearTimeout(timer));
  };
  const stop = async () => {
    stopped = true;
    clearInterval(beat);
    endWaits();
    await client?.end().catch(() => {});
  };
  return Object.assign(stop, { heard });
}

/**
 * Nothing to listen on: onListening now and every UNHEARD_REFRESH_MS, each time meaning "forget
 * what was read before": the offered courses are read again, and a page keeps its own expiry.
 */
function refreshedByLifetime(listener: CatalogListener): Listening {
  listener.onListening();
  const timer = setInterval(() => listener.onListening(), UNHEARD_REFRESH_MS);
  timer.unref();
  return Object.assign(async () => clearInterval(timer), { heard: async () => true });
}
