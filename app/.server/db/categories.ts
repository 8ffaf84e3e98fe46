import { asc, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { categories } from "./schema.ts";
import { isUniqueViolation } from "../admin/db-errors.ts";

export type CategoryRow = { name: string; courses: number };

/** Every category, alphabetical, with how many courses use it. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const rows = await db
    .select({ name: categories.name, courses: sql<number>`(select count(*) from courses c where c.category = categories.name)::int` })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));
  return rows.map((r) => ({ name: r.name, courses: Number(r.courses) }));
}

/** Adds a category; one that exists already (whatever its case) is refused. */
export async function addCategory(db: Db, name: string): Promise<{ ok: true } | { ok: false; error: "duplicate" }> {
  try {
    await db.insert(categories).values({ name });
    return { ok: true };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, error: "duplicate" };
    throw err;
  }
}
