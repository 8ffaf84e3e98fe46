import { inArray } from "drizzle-orm";
import type { Db } from "./client.ts";
import { courses, newsletters, sequenceSteps } from "./schema.ts";

// What campaign keys name (admin/mail.ts reads the keys): courses' titles, newsletters' subjects, sequence steps.

export async function campaignRows(db: Db, ids: { courseIds: number[]; newsletterIds: number[]; stepIds: number[] }) {
  const [courseRows, newsletterRows, stepRows] = await Promise.all([
    ids.courseIds.length ? db.select({ id: courses.id, name: courses.title }).from(courses).where(inArray(courses.id, ids.courseIds)) : [],
    ids.newsletterIds.length ? db.select({ id: newsletters.id, name: newsletters.subject }).from(newsletters).where(inArray(newsletters.id, ids.newsletterIds)) : [],
    ids.stepIds.length
      ? db.select({ id: sequenceSteps.id, list: sequenceSteps.list, day: sequenceSteps.day, subject: sequenceSteps.subject }).from(sequenceSteps).where(inArray(sequenceSteps.id, ids.stepIds))
      : [],
  ]);
  return { courseRows, newsletterRows, stepRows };
}
