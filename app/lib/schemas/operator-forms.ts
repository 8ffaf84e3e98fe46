import { z } from "zod";
import { checkbox, optionalRowId, text } from "../forms/fields.ts";

// The operator pages' form fields (sign-in, the e-mailed links, Your account, tokens, Team), as their
// actions parse them (lib/forms/parse-form.ts). The rules themselves stay in their use cases
// (.server/operators: a password's length, a token's name and role, who may change whom), so a form
// and the operator API or CLI refuse the same input with the same sentence; these only read the text.

/** A new password from an e-mailed link (NewPasswordForm): the link's token and the password typed twice. */
export const linkPasswordSchema = z
  .object({ token: text(), password: text(), again: text() })
  .refine((v) => v.password === v.again, { message: "The two passwords differ. Nothing was changed.", path: ["again"] });

/** Asking for a reset link: the address, checked by the use case (the same answer for any). */
export const resetRequestSchema = z.object({ email: text() });

/** A code from an authenticator app, confirming its set-up. */
export const enrolSchema = z.object({ code: text() });

/** A new API token: its name and role, checked by the use case (operators/tokens.ts). */
export const makeTokenSchema = z.object({ name: text(), role: text() });

/** Revoking a token: its row id (none or a made-up one names no token of yours). */
export const revokeTokenSchema = z.object({ token_id: optionalRowId() });

/** Changing one's own password: the current one and the new one typed twice (operators/own-password.ts checks them). */
export const ownPasswordSchema = z.object({ current: text(), password: text(), again: text() });

/** A session's id in Your account's list is a SHA-256 in hex: anything else names none (undefined). */
export const endSessionSchema = z.object({
  session: z.preprocess((v) => (typeof v === "string" && /^[0-9a-f]{64}$/.test(v) ? v : undefined), z.string().optional()),
});

/** Inviting an operator: the address and the role (operators/team.ts checks both). */
export const inviteSchema = z.object({ email: text(), role: text() });

/** Withdrawing an invitation: its address. */
export const cancelInvitationSchema = z.object({ email: text() });

/** Whether every operator must have a second factor (Team's box). */
export const requireTwoFactorSchema = z.object({ require: checkbox() });

/** A Team row's button: the operator's row id (none or a made-up one names no operator). */
export const memberSchema = z.object({ operator_id: optionalRowId() });

/** A Team row's new role (operators/team.ts checks it). */
export const changeRoleSchema = z.object({ role: text() });

/** Signing in: the address (once any account exists) and the password; operators/sign-in.ts decides. */
export const passwordStepSchema = z.object({ email: text(), password: text() });

/** Signing in, second step: the signed token of the first and the code (or a recovery code). */
export const codeStepSchema = z.object({ pending: text(), code: text() });
