import { NEWSLETTER_SEGMENT, segmentValue, type Segment } from "../../lib/schemas/segments.ts";
import { STORED_SOURCES } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "../db/client.ts";
import { categoryExists, courseExists, segmentTargets } from "../db/segment-recipients.ts";

// A newsletter's segments as the console offers them (db/segment-recipients.ts: who each one reaches).

/** Whether the segment names something that exists (a course, a category); lists and sources always do. */
export async function segmentExists(db: Executor, segment: Segment): Promise<boolean> {
  if (segment.kind === "course") return courseExists(db, segment.courseId);
  if (segment.kind === "category") return categoryExists(db, segment.category);
  return true;
}

const SOURCE_LABELS: Record<(typeof STORED_SOURCES)[number], string> = {
  search: "the search prompt",
  course: "a course's Register",
  newsletter: "a subscribe form",
  wish: "a class wish's page",
  seat: "a course's Reserve",
  import: "an imported list",
};

export type SegmentOption = { value: string; label: string; group: "Lists" | "Courses' lists" | "Interest category" | "Traffic source" };

/** The console's choices: the two general lists, each course's list, each category, each source. */
export async function segmentOptions(db: Executor): Promise<SegmentOption[]> {
  const { courseRows, categoryRows } = await segmentTargets(db);
  return [
    { value: segmentValue({ kind: "list", list: "newsletter" }), label: "The newsletter list", group: "Lists" },
    { value: segmentValue({ kind: "list", list: "launch" }), label: "The launch list", group: "Lists" },
    ...courseRows.map((c): SegmentOption => ({ value: segmentValue({ kind: "course", courseId: c.id }), label: `Waiting for “${c.title}”`, group: "Courses' lists" })),
    ...categoryRows.map((c): SegmentOption => ({ value: segmentValue({ kind: "category", category: c.name }), label: `Newsletter readers who asked for ${c.name}`, group: "Interest category" })),
    ...STORED_SOURCES.map((src): SegmentOption => ({ value: segmentValue({ kind: "source", source: src }), label: `Newsletter readers who came through ${SOURCE_LABELS[src]}`, group: "Traffic source" })),
  ];
}

/** A stored segment in the console's words (null: the newsletter list); one no longer offered (a course deleted) as it is stored. */
export function segmentLabel(options: readonly SegmentOption[], value: string | null): string {
  const stored = value ?? segmentValue(NEWSLETTER_SEGMENT);
  return options.find((o) => o.value === stored)?.label ?? stored;
}
