import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/routes";

export default [
  index("routes/home.tsx"),
  route("subscribe", "routes/subscribe.tsx"),
  route("register", "routes/register.tsx"),
  route("search", "routes/search.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("faq", "routes/faq.tsx"),
  route("confirm", "routes/confirm.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("preferences", "routes/preferences.tsx"),
  route("preferences/export", "routes/preferences-export.ts"),
  route("referral", "routes/referral.tsx"),
  route("courses/:slug", "routes/course.tsx"),
  route("courses/:slug/share.png", "routes/course-share-image.ts"),
  route("wishes/:id", "routes/wish.tsx"),
  route("wishes/:id/share.png", "routes/wish-share-image.ts"),
  route("seats", "routes/seat.tsx"),
  route("invitation", "routes/invitation.tsx"),
  route(".well-known/jwks.json", "routes/jwks-json.ts"),
  route("embed/subscribe", "routes/embed-subscribe.tsx"),
  route("embed/wish", "routes/embed-wish.tsx"),
  route("r/:token", "routes/click.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  ...adminRoutes,
  // Last: every path nothing else claims answers 404 with 'Oops! Page not found'.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
