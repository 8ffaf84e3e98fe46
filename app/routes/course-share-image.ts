import { sharedFile } from "~/lib/site/shared-page";
import { appContext } from "~/.server/context";
import { cardResponse, cardStore } from "~/.server/share-card-store";
import { courseShareImage, shareImageVersion } from "~/.server/courses/share-image";
import { findCourseBySlug } from "~/.server/db/courses";
import type { Route } from "./+types/course-share-image";

// /courses/{slug}/share.png: the course page's share card. With the version its page names (?v=),
// it is the same bytes for good and cached for a year; without it, for an hour.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const { db } = ctx;
  const course = await findCourseBySlug(db, params.slug);
  if (!course) return new Response("No such course.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const current = new URL(request.url).searchParams.get("v") === shareImageVersion(course);
  return cardResponse(await courseShareImage(course, cardStore(ctx)), sharedFile({ freshness: current ? "immutable" : "hour", reads: ["courses"] }));
}
