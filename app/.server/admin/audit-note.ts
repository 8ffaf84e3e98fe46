import type { AuditNote } from "../context.ts";

// What a console form's audit line says it did: its intent and what it acted on, read from the
// form requireAdminAction has read anyway (so no action has to remember to say it; one that knows
// more, such as how many people a send touched, adds it through AppContext.audit).

/** The form fields that name what an action acts on, in the order they are looked for. */
const TARGET_FIELDS = ["id", "course_id", "subscriber_id", "wish_id", "endpoint_id", "delivery_id", "campaign", "key", "concept_key", "concept", "email"] as const;
/** Fields named as "<what> <value>"; the others are quoted as they were sent. */
const NAMED: Partial<Record<(typeof TARGET_FIELDS)[number], string>> = { course_id: "course", subscriber_id: "subscriber", wish_id: "wish", endpoint_id: "webhook", delivery_id: "delivery" };
/** A person's address is never kept in the log: their id is. */
const PERSONAL = new Set(["email"]);
/** A console page with an id in its address names what it shows ("/admin/courses/7": course 7). */
const PAGES: Record<string, string> = { courses: "course", subscribers: "subscriber", wishes: "wish", webhooks: "webhook" };

/** The intent and target a posted console form names, else the page's own id. */
export function noteOfForm(form: FormData, url: string): AuditNote {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 200) : undefined;
  };
  const field = TARGET_FIELDS.find((name) => text(name) !== undefined);
  const value = field && text(field);
  const named = !field || !value ? undefined : PERSONAL.has(field) ? "an address (not kept)" : NAMED[field] ? `${NAMED[field]} ${value}` : `${field.replace("_", " ")} “${value}”`;
  const [page, id] = new URL(url).pathname.replace(/\.data$/, "").split("/").slice(2);
  const pageTarget = page && PAGES[page] && id && /^\d+$/.test(id) ? `${PAGES[page]} ${id}` : undefined;
  return { intent: text("intent"), target: named ?? pageTarget };
}
