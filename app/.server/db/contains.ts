import { ilike, type Column, type SQL } from "drizzle-orm";

/** SQL: the column holds `text` anywhere in it, whatever the case; `%`, `_` and `\` in it are matched as themselves. */
export const contains = (column: Column, text: string): SQL => ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
