// The console's Import page: its path (a signed-in operator's post there may carry a whole list:
// server/app.ts) and its words for an import's counts.

export const CONSOLE_IMPORT_PATH = "/admin/subscribers/import";

export const notAddedCsvPath = (importId: number) => `/admin/imports/${importId}/not-added.csv`;

/** Each count of an import (app/.server/imports/import-list.ts: ImportCounts), in the console's words, in the order shown. */
export const IMPORT_COUNT_LABELS = [
  ["rows", "Rows read"],
  ["new", "New"],
  ["confirmed", "of which added confirmed (consent stated)"],
  ["to_confirm", "of which asked to confirm by e-mail"],
  ["known", "Already known (left as they are)"],
  ["invalid", "Invalid"],
  ["disposable", "Disposable addresses"],
  ["suppressed", "Suppressed (bounced or complained)"],
  ["unsubscribed", "Unsubscribed (never added again)"],
] as const;

/**
 * Imported confirmations go out at most this many a minute (3,000 an hour), after the previous
 * import's: a sudden burst to an old list is what mail providers read as spam, and its bounces
 * would pause the site's other mail.
 */
export const IMPORT_CONFIRMATIONS_PER_MINUTE = 50;
