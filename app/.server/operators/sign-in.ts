import { isEmail, normaliseEmail } from "../../lib/schemas/email.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { operatorByEmail } from "../db/operators.ts";
import { safeEqual } from "../signing.ts";
import { DECOY_HASH, verifyPassword } from "./passwords.ts";

// Checking what was typed on the sign-in form: an account's address and password once any account
// exists, else the deployment's one ADMIN_PASSWORD.

export type Credentials = { email: string; password: string };
export type CredentialCheck =
  /** `twoFactor`: the operator signs in with a second factor too (operators/two-factor.ts). */
  | { kind: "right"; operatorId: number | null; label: string; twoFactor: boolean; email?: string }
  /** `operatorId`: the account the address names, when there is one (its audit line says so). */
  | { kind: "wrong"; operatorId?: number; email?: string };

export async function checkCredentials(db: Db, config: Config, accounts: boolean, given: Credentials): Promise<CredentialCheck> {
  if (!accounts) {
    const right = !!config.ADMIN_PASSWORD && safeEqual(given.password, config.ADMIN_PASSWORD);
    return right ? { kind: "right", operatorId: null, label: "ADMIN_PASSWORD", twoFactor: false } : { kind: "wrong" };
  }
  const email = normaliseEmail(given.email);
  const operator = isEmail(email) ? await operatorByEmail(db, email) : undefined;
  // A password is checked whether or not the address has an account: the answer takes as long.
  const right = await verifyPassword(given.password, operator?.passwordHash ?? DECOY_HASH);
  if (!operator) return { kind: "wrong" };
  if (!right || operator.disabledAt !== null) return { kind: "wrong", operatorId: operator.id, email: operator.email };
  return { kind: "right", operatorId: operator.id, label: `operator ${operator.email}`, twoFactor: operator.totpSecret !== null, email: operator.email };
}
