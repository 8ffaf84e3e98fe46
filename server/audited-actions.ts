import type { ServerBuild } from "react-router";
import { appContext, type AuditNote } from "../app/.server/context.ts";

// A console form's audit line names its intent and what it acted on: read here, from the posted
// form, for every action of the console's routes, so no action has to remember to say it (the
// one that knows more, such as how many people a send touched, adds it: AppContext.audit).

/** The form fields that name what an action acts on, in the order they are looked for. */
const TARGET_FIELDS = ["id", "course_id", "subscriber_id", "wish_id", "endpoint_id", "delivery_id", "campaign", "key", "concept_key", "concept", "email"] as const;
/** Fields named as "<what> <value>"; the others are quoted as they were sent. */
const NAMED: Partial<Record<(typeof TARGET_FIELDS)[number], string>> = { course_id: "course", subscriber_id: "subscriber", wish_id: "wish", endpoint_id: "webhook", delivery_id: "delivery" };
/** A person's address is never kept in the log: their id is. */
const PERSONAL = new Set(["email"]);

/** The intent and target a posted console form names. */
export function noteOfForm(form: FormData, pageId: string): AuditNote {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 200) : undefined;
  };
  const field = TARGET_FIELDS.find((name) => text(name) !== undefined);
  const value = field && text(field);
  const target = !field || !value ? undefined : PERSONAL.has(field) ? "an address (not kept)" : NAMED[field] ? `${NAMED[field]} ${value}` : `${field.replace("_", " ")} “${value}”`;
  // A page's own id names the target when the form does not ("/admin/courses/7": course 7).
  return { intent: text("intent"), target: target ?? (pageId || undefined) };
}

type Action = (args: { request: Request; params: Record<string, string | undefined>; context: { get: (c: typeof appContext) => { audit?: (note: AuditNote) => void } } }) => unknown;

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every console action noting its form's intent and target on the request's audit line. */
export function withAuditNotes(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action as Action | undefined;
    if (!route || !action || !id.startsWith("routes/admin/")) {
      if (route) routes[id] = route;
      continue;
    }
    const page = id.slice("routes/admin/".length);
    const audited: Action = async (args) => {
      // A copy of the body: the action reads the request itself. A form that cannot be read is the action's to refuse.
      const form = await args.request.clone().formData().catch(() => undefined);
      const pageTarget = args.params.id ? `${page.replace(/-edit$|s$/, "")} ${args.params.id}` : undefined;
      try {
        args.context.get(appContext).audit?.(form ? noteOfForm(form, pageTarget ?? "") : { target: pageTarget });
      } catch {
        // No app context (a test's own build): nothing to note on.
      }
      return action(args);
    };
    routes[id] = { ...route, module: { ...route.module, action: audited as typeof route.module.action } };
  }
  const result = { ...build, routes };
  wrapped.set(build, result);
  return result;
}
