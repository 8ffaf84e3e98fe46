// An operator's role: what they may do in the console and the operator API (issue 38). Ordered from
// most to least: a role may do everything a role after it may.
export const ROLES = ["owner", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** The longest name of an operator API token. */
export const TOKEN_NAME_MAX = 80;

/** What a link e-mailed to an operator is for (operator_links). */
export const OPERATOR_LINK_KINDS = ["invitation", "reset"] as const;
export type OperatorLinkKind = (typeof OPERATOR_LINK_KINDS)[number];

/** A posted role, if it is one. */
export const readRole = (value: unknown): Role | undefined => ((ROLES as readonly unknown[]).includes(value) ? (value as Role) : undefined);

/** Whether `role` is at least `least` (an owner is at least an editor, an editor at least a viewer). */
export const atLeast = (role: Role, least: Role): boolean => ROLES.indexOf(role) <= ROLES.indexOf(least);

const ARTICLE: Record<Role, string> = { owner: "an owner", editor: "an editor", viewer: "a viewer" };

/** Why a role is refused an action that takes `least`. */
export const roleRefusal = (role: Role, least: Role) => `This takes ${ARTICLE[least]}'s role; you are ${ARTICLE[role]}. Nothing was changed.`;

/** Why a role is refused a page that only `least` and above may see. */
export const pageRefusal = (role: Role, least: Role) => `This page is for ${ARTICLE[least].replace(/^an? /, "")}s; you are ${ARTICLE[role]}.`;
