import { randomUUID } from "node:crypto";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from "jose";
import type { Db } from "../db/client.ts";
import { insertSigningKey, readSigningKey } from "../db/launch-signing-keys.ts";

// The hand-over to the service: an accepted invitation redirects to ACCESS_URL with a short-lived
// JWT the service verifies without calling us, against the public key served at
// /.well-known/jwks.json. One Ed25519 key for every instance, made once and kept in the database
// (docs/decisions/launch-access-key.md): the first instance that needs it inserts it, a race
// keeps the first row, and every instance reads that one.

/** JWS algorithm of the access token (Ed25519, RFC 8037's name, which every JOSE library knows). */
export const ACCESS_TOKEN_ALG = "EdDSA";
/** An access token is a hand-over, used at once: it expires after this many seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 600;

type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

const held = new WeakMap<Db, Promise<SigningKey>>();

async function loadOrCreate(db: Db): Promise<SigningKey> {
  let row = await readSigningKey(db);
  if (!row) {
    const pair = await generateKeyPair("Ed25519", { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await insertSigningKey(db, { kid, privateJwk: privateJwk as Record<string, string>, publicJwk: publicJwk as Record<string, string> });
    row = await readSigningKey(db);
  }
  const privateKey = (await importJWK(row!.privateJwk, ACCESS_TOKEN_ALG)) as CryptoKey;
  return { kid: row!.kid, privateKey, publicJwk: row!.publicJwk };
}

/** The signing key, read (or made) once per process and database. */
function signingKey(db: Db): Promise<SigningKey> {
  let key = held.get(db);
  if (!key) {
    key = loadOrCreate(db);
    // A failed read (the database away for a moment) is tried again next time, not remembered.
    key.catch(() => held.delete(db));
    held.set(db, key);
  }
  return key;
}

/** The JSON Web Key Set the service verifies access tokens with (public part only). */
export async function accessJwks(db: Db): Promise<{ keys: JWK[] }> {
  const { kid, publicJwk } = await signingKey(db);
  return { keys: [{ kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, kid, alg: ACCESS_TOKEN_ALG, use: "sig" }] };
}

export type AccessClaims = { issuer: string; audience: string; subject: string; email: string; invitation: string };

/**
 * A signed, expiring access token: `iss` this site, `aud` the service (ACCESS_URL's origin), `sub`
 * the person's random public id, `email` their address (the service's account is theirs),
 * `invitation` the invitation's public id, `jti` unique per token, `exp` ACCESS_TOKEN_TTL_SECONDS.
 */
export async function accessToken(db: Db, c: AccessClaims, now = new Date()): Promise<string> {
  const { kid, privateKey } = await signingKey(db);
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: c.email, invitation: c.invitation })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, kid, typ: "JWT" })
    .setIssuer(c.issuer)
    .setAudience(c.audience)
    .setSubject(c.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(privateKey);
}
