import { isEmail, normaliseEmail } from "../../lib/schemas/email.ts";
import type { Db } from "../db/client.ts";
import { anyOperator, insertOperator, type Operator } from "../db/operators.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

// The first owner (`npm run operator -- create-owner <email>`), made on the database directly: no
// one can sign in to make it. Run again it adds another owner, the way back in when every owner's
// password is lost (whoever can run it can reach the database anyway).

export type CreateOwner = { kind: "created"; operator: Operator; first: boolean } | { kind: "refused"; error: string };

export async function createOwner(db: Db, emailGiven: string, password: string): Promise<CreateOwner> {
  const email = normaliseEmail(emailGiven);
  if (!isEmail(email)) return { kind: "refused", error: `“${emailGiven}” is not an e-mail address.` };
  const problem = passwordProblem(password);
  if (problem) return { kind: "refused", error: problem };
  const first = !(await anyOperator(db));
  const operator = await insertOperator(db, { email, passwordHash: await hashPassword(password), role: "owner" });
  if (!operator) return { kind: "refused", error: `${email} has an account already.` };
  return { kind: "created", operator, first };
}
