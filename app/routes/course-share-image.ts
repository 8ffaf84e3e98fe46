import { appContext } from "~/.server/context";
import { courseShareImage, shareImageVersion } from "~/.server/courses/share-image";
import { findCourseBySlug } from "~/.server/db/courses";
import type { Route } from "./+types/course-share-image";

// /courses/{slug}/share.png: the course page's share card. With the version its page names (?v=),
// it is the same bytes for good and cached for a year; without it, for an hour.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const course = await findCourseBySlug(db, params.slug);
  if (!course) return new Response("No such course.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const current = new URL(request.url).searchParams.get("v") === shareImageVersion(course);
  const png = await courseShareImage(course);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    },
  });
}
