import { asc, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { categories } from "./schema.ts";

export type CategoryRow = { name: string; courses: number };

/** Every category, alphabetical, with how many courses use it. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const rows = await db
    .select({ name: categories.name, courses: sql<number>`(select count(*) from courses c where c.category = categories.name)::int` })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));
  return rows.map((r) => ({ name: r.name, courses: Number(r.courses) }));
}

/** Adds a category (a unique index on its lower case refuses one that exists: admin/courses.ts says so). */
export async function insertCategory(db: Db, name: string): Promise<void> {
  await db.insert(categories).values({ name });
}
