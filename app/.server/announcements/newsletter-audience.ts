import { NEWSLETTER_SEGMENT, segmentSchema, segmentValue } from "../../lib/schemas/segments.ts";
import type { Executor } from "../db/client.ts";
import { findCourse } from "../db/courses.ts";
import type { NewsletterAudience } from "../mail/templates.ts";

/**
 * The list a newsletter's segment is drawn from: its footer's reason and List-Id, in the message
 * and in the console's preview and test send alike. A category's or a source's readers are the
 * newsletter list's (segments.ts); letters from before segments had none.
 */
export async function newsletterAudience(db: Executor, segment: string | null): Promise<NewsletterAudience> {
  const parsed = segmentSchema.safeParse(segment || segmentValue(NEWSLETTER_SEGMENT));
  const s = parsed.success ? parsed.data : NEWSLETTER_SEGMENT;
  if (s.kind === "list" && s.list === "launch") return { list: "launch" };
  if (s.kind === "course") {
    const course = await findCourse(db, s.courseId);
    if (course) return { list: "course", courseId: course.id, courseTitle: course.title };
  }
  return { list: "newsletter" };
}
