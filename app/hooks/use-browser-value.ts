import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (a share sheet,
 * the tab's remembered shared link): `onServer` in the server's HTML and during hydration, then
 * `read()` once React runs the page. `read` must answer the same primitive each time.
 */
export const useBrowserValue = <T extends string | boolean | null>(read: () => T, onServer: T): T => useSyncExternalStore(noChanges, read, () => onServer);
