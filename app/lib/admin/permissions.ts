import { atLeast, type Role } from "./roles.ts";

// What each role may do: the one table the server checks every console action and operator API
// call against (admin/guard.ts, server/api/admin.ts), and the console reads to leave out what the
// signed-in role cannot do. Owner: everything, the team, deliverability and the site's settings.
// Editor: courses, seats, content, newsletters, waves, demand corrections. Viewer: figures and
// exports, nothing that sends or changes anything. Every page and export is open to all three.
// Anything not named here is the owner's: a new action is refused to others until it is listed.

const OWNER = "owner";
const EDITOR = "editor";
const VIEWER = "viewer";

/**
 * A console page (its address under /admin, an id as ":id") → the intent its form posts → the least
 * role. "" is a form without an intent.
 */
export const CONSOLE_ACTIONS = {
  "": { "demand-alerts": EDITOR },
  demand: { name: EDITOR, merge: EDITOR, separate: EDITOR, attach: EDITOR, undo: EDITOR, "take-in": EDITOR },
  courses: { "add-category": EDITOR },
  "courses/new": { save: EDITOR, "": EDITOR },
  "courses/:id": {
    save: EDITOR,
    "": EDITOR,
    "open-preview": EDITOR,
    open: EDITOR,
    "notify-preview": EDITOR,
    notify: EDITOR,
    "attach-concept": EDITOR,
    "leave-out": EDITOR,
    "take-in": EDITOR,
    "release-seat": EDITOR,
  },
  wishes: { hide: EDITOR, show: EDITOR },
  referrals: { settings: OWNER },
  launch: {
    "wave-preview": EDITOR,
    wave: EDITOR,
    "everyone-preview": EDITOR,
    everyone: EDITOR,
    "invite-one": EDITOR,
    hold: EDITOR,
    release: EDITOR,
    settings: OWNER,
  },
  "subscribers/import": { check: EDITOR, import: EDITOR, "": EDITOR },
  "subscribers/:id": { "resend-confirmation": EDITOR, erase: OWNER },
  email: {
    preview: EDITOR,
    test: EDITOR,
    "send-preview": EDITOR,
    send: EDITOR,
    "launch-preview": EDITOR,
    launch: EDITOR,
    "cancel-newsletter": EDITOR,
    retry: EDITOR,
    "retry-all": EDITOR,
    lift: OWNER,
    resume: OWNER,
  },
  "email/sequences": { preview: EDITOR, save: EDITOR, remove: EDITOR },
  // Per-person click tracking: a privacy setting, the owner's.
  "email/sent": { "": OWNER },
  site: {
    testimonial: EDITOR,
    "testimonial-preview": EDITOR,
    "testimonial-remove": EDITOR,
    "logo-add": EDITOR,
    "logo-remove": EDITOR,
    "logo-up": EDITOR,
    "logo-down": EDITOR,
    trusted: EDITOR,
    launch: EDITOR,
    "launch-clear": EDITOR,
    "embed-origins": OWNER,
  },
  webhooks: { "": OWNER },
  "webhooks/:id": { rotate: OWNER, enable: OWNER, disable: OWNER, delete: OWNER, test: OWNER, resend: OWNER },
  team: { "two-factor": OWNER, invite: OWNER, "cancel-invitation": OWNER, "change-role": OWNER, disable: OWNER, enable: OWNER, remove: OWNER, unlock: OWNER, "reset-two-factor": OWNER },
  // Every operator's own: signing out, ending their own sessions.
  logout: { "": VIEWER },
  account: { "end-session": VIEWER, "two-factor-off": VIEWER, password: VIEWER },
  "account/two-factor": { enrol: VIEWER },
  // A token's role is at most its maker's (operators/tokens.ts): a viewer's tokens only read.
  "account/tokens": { make: VIEWER, revoke: VIEWER },
} as const satisfies Record<string, Record<string, Role>>;

/** A console address ("/admin/courses/7", "/admin/courses/7.data") as the table names its page ("courses/:id"). */
export function consolePage(pathname: string): string {
  return pathname
    .replace(/\.data$/, "")
    .replace(/^\/admin\/?/, "")
    .replace(/\/+$/, "")
    .split("/")
    .map((part) => (/^\d+$/.test(part) ? ":id" : part))
    .join("/");
}

/** The least role for a console form: the table's, else the owner's. */
export function leastRoleFor(page: string, intent: string): Role {
  const actions: Partial<Record<string, Role>> | undefined = (CONSOLE_ACTIONS as Record<string, Record<string, Role>>)[page];
  return actions?.[intent] ?? OWNER;
}

/** Whether `role` may post this form: what pages ask to show a control only to those who may use it. */
export const can = (role: Role, page: string, intent: string): boolean => atLeast(role, leastRoleFor(page, intent));

/**
 * The operator API: "METHOD /path" (under /api/admin, an id as ":id") → the least role. Reads are
 * every role's; anything else not named is the owner's.
 */
export const API_ROUTES = {
  "POST /courses/:id/open": EDITOR,
  "POST /courses/:id/notify-askers": EDITOR,
  "POST /launch/invitations": EDITOR,
  "POST /launch/invite-one": EDITOR,
  "POST /launch/holds": EDITOR,
  "POST /launch/holds/release": EDITOR,
  "POST /announcements/launch": EDITOR,
  "POST /newsletters": EDITOR,
  "POST /newsletters/:id/cancel": EDITOR,
  "POST /outbox/retry-failed": EDITOR,
  "POST /imports": EDITOR,
  "POST /mail/campaigns/:campaign/resume": OWNER,
  "POST /suppressions/:id/lift": OWNER,
} as const satisfies Record<string, Role>;

/** An operator API request's key in API_ROUTES: "POST /courses/:id/open" (a campaign name as ":campaign"). */
export function apiRoute(method: string, path: string): string {
  const parts = path.replace(/\/+$/, "").split("/");
  const named = parts.map((part, i) => (/^\d+$/.test(part) ? ":id" : parts[i - 1] === "campaigns" ? ":campaign" : part));
  return `${method.toUpperCase()} ${named.join("/") || "/"}`;
}

export function leastApiRole(method: string, path: string): Role {
  if (method === "GET" || method === "HEAD") return VIEWER;
  return (API_ROUTES as Record<string, Role>)[apiRoute(method, path)] ?? OWNER;
}
