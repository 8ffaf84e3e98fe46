import { index, route } from "@react-router/dev/routes";

// The operator console (/admin): its own bundle of routes, so nothing of it loads on the visitor site.
export const adminRoutes = [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/export/subscribers.csv", "routes/admin/export-subscribers-csv.ts"),
  route("admin/export/searches.csv", "routes/admin/export-searches-csv.ts"),
  route("admin/export/demand.csv", "routes/admin/export-demand-csv.ts"),
  route("admin/export/traffic.csv", "routes/admin/export-traffic-csv.ts"),
  route("admin/export/suppressions.csv", "routes/admin/export-suppressions-csv.ts"),
  route("admin/subscribers/:id/export.json", "routes/admin/export-person-json.ts"),
  route("admin/courses/:id/seats.csv", "routes/admin/export-seats-csv.ts"),
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/overview.tsx"),
    route("demand", "routes/admin/demand.tsx"),
    route("demand/group", "routes/admin/demand-group.tsx"),
    route("courses", "routes/admin/courses.tsx"),
    route("courses/new", "routes/admin/course-new.tsx"),
    route("courses/:id", "routes/admin/course-edit.tsx"),
    route("wishes", "routes/admin/wishes.tsx"),
    route("wishes/:id", "routes/admin/wish.tsx"),
    route("referrals", "routes/admin/referrals.tsx"),
    route("launch", "routes/admin/launch.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers/:id", "routes/admin/person.tsx"),
    route("email", "routes/admin/email.tsx"),
    route("email/sent", "routes/admin/sent-mail.tsx"),
    route("site", "routes/admin/site.tsx"),
    route("webhooks", "routes/admin/webhooks.tsx"),
    route("webhooks/:id", "routes/admin/webhook.tsx"),
  ]),
];
