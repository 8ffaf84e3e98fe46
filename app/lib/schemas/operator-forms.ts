import { z } from "zod";
import { optionalRowId, text } from "../forms/fields.ts";

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
