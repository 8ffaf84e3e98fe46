import { createPrivateKey, createPublicKey, randomBytes, type KeyObject } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

// The one reader of process.env. Every setting is optional; a bad value stops start-up with a
// message naming the variable, so a typo never becomes a silent default.
const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: `must be a URL starting with ${protocols.join(" or ")}` })
      .refine((v) => protocols.some((p) => v.startsWith(p)), `must start with ${protocols.join(" or ")}`)
      .optional(),
  );
const int = (def: number, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(def));

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For (and -Proto, -Host) to believe. Unset or "false":
 * none, so every per-IP rule counts the connection's own address. A number: that many proxy hops
 * in front (e.g. 1 behind one load balancer). Otherwise a comma-separated list of addresses,
 * CIDR ranges, or the names loopback, linklocal and uniquelocal.
 */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];
const isAddressOrRange = (v: string) => {
  const [address = "", bits, extra] = v.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default("false")
    .transform((v, ctx): false | number | string[] => {
      const value = v.trim().toLowerCase();
      if (value === "false" || value === "none") return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const list = value.split(",").map((s) => s.trim()).filter(Boolean);
      const bad = list.filter((s) => !PROXY_NAMES.includes(s) && !isAddressOrRange(s));
      if (list.length === 0 || bad.length > 0) {
        ctx.addIssue({ code: "custom", message: `must be false, a hop count, or addresses/CIDRs/${PROXY_NAMES.join("/")} (not ${bad.join(", ") || "empty"})` });
        return z.NEVER;
      }
      return list;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("development")),
  PORT: int(3000, 0, 65535),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  /**
   * "transaction" when DATABASE_URL is a transaction-mode pooler (PgBouncer's pool_mode=transaction):
   * statements then keep nothing on a connection. Defaults to "transaction" when
   * DATABASE_DIRECT_URL is set, else "none" (a direct connection, or a session-mode pooler).
   */
  DATABASE_POOLER: z.preprocess(emptyAsUndefined, z.enum(["none", "transaction"], { error: "must be none or transaction" }).optional()),
  /** The same database as DATABASE_URL without the pooler in between: LISTEN for catalog changes and the migrations use it. */
  DATABASE_DIRECT_URL: optionalUrl(["postgres://", "postgresql://"]),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  PUBLIC_URL: optionalUrl(["http://", "https://"]),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  /** Unset: `Classwish <no-reply@PUBLIC_URL's host>`. */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** DKIM signing (all three, with the key inline or in a file): the domain that signs (d=), usually MAIL_FROM's. */
  DKIM_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z.string().toLowerCase().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain name (e.g. example.org)").optional(),
  ),
  /** The DNS label the public key is published under: <selector>._domainkey.<domain>. */
  DKIM_SELECTOR: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, "must be letters, digits, dashes and dots (e.g. classwish1)").optional()),
  /** The private key, PEM (newlines may be written as \n); or DKIM_PRIVATE_KEY_FILE, a path to the PEM file. */
  DKIM_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  DKIM_PRIVATE_KEY_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * The bounce address: each message's envelope sender (Return-Path) becomes <local>+<message>.<mac>@<domain>,
   * so a delivery status notification names the message it is about.
   */
  MAIL_RETURN_PATH: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address (e.g. bounces@classwish.sg)" }).toLowerCase().optional()),
  /** A Maildir the bounce address is delivered to (its new/ folder): the worker reads the DSNs there (RFC 3464). */
  MAIL_BOUNCE_MAILDIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Soft bounces (4xx, or a relay's transient bounce), each on a different message, before an address is suppressed. */
  MAIL_SOFT_BOUNCE_LIMIT: int(3, 1, 100),
  /** A newsletter or announcement pauses itself when, within its first MAIL_PAUSE_WINDOW messages, bounces pass this percentage… */
  MAIL_PAUSE_BOUNCE_PERCENT: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(100).default(5)),
  /** …or complaints pass this percentage. */
  MAIL_PAUSE_COMPLAINT_PERCENT: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(100).default(0.3)),
  MAIL_PAUSE_WINDOW: int(500, 10, 1_000_000),
  /** Bounce and complaint webhooks (each endpoint exists only when its secret is set). Amazon SES via SNS: the topic ARNs allowed, comma-separated. */
  MAIL_EVENTS_SES_TOPIC_ARNS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.length > 0 && list.every((a) => /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]+$/.test(a)), "must be SNS topic ARNs separated by commas (arn:aws:sns:region:account:topic)")
      .optional(),
  ),
  /** Postmark: the password of the webhook URL's basic auth (https://postmark:<secret>@host/api/mail-events/postmark). */
  MAIL_EVENTS_POSTMARK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  /** SendGrid: the Signed Event Webhook's verification key (base64, as SendGrid shows it). */
  MAIL_EVENTS_SENDGRID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Mailgun: the HTTP webhook signing key. */
  MAIL_EVENTS_MAILGUN_SIGNING_KEY: z.preprocess(emptyAsUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  MAIL_RATE: int(10, 0, 10_000),
  /** Messages one worker delivers at a time within its batch (the SMTP pool's connections, 4, are what they share). */
  MAIL_CONCURRENCY: int(4, 1, 32),
  /** How long a worker's claim on a message lasts without renewal (it renews while sending); a stopped worker's message is retried after it. */
  MAIL_LEASE_SECONDS: int(30, 2, 3600),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, "must be at least 8 characters").optional()),
  ADMIN_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  RATE_LIMIT_PER_MIN: int(60, 0, 1_000_000),
  /** The image endpoint's cache on disk (DATA_DIR/image-cache), in megabytes: the least recently used variants go first. */
  IMAGE_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1_000_000).default(256)),
  /** The relays' bounce and complaint webhooks: posts a minute per client address and relay (well above a relay's bursts, far below a flood). */
  MAIL_EVENTS_PER_MIN: int(600, 1, 1_000_000),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  SESSION_SECRET_PREVIOUS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.every((s) => s.length >= 32), "each secret must be at least 32 characters")
      .optional(),
  ),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address" }).default("support@classwish.example")),
  CONTACT_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address" }).default("hello@classwish.example")),
  CUSTOMIZE_URL: optionalUrl(["http://", "https://"]),
  /** Domains let through although the disposable-mail list names them (its false positives), comma-separated. */
  EMAIL_DOMAINS_ALLOWED: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("")
      .transform((v) => v.split(",").map((d) => d.trim().toLowerCase().replace(/^@/, "")).filter(Boolean))
      .refine((list) => list.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), "must be domain names separated by commas (e.g. mail.example.org)"),
  ),
  /** Webhook endpoints may be on loopback, private or link-local addresses (local development and tests only). */
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, z.enum(["true", "false"], { error: "must be true or false" }).default("false").transform((v) => v === "true")),
  /** Where an accepted launch invitation hands the person over, with `access_token` (app/.server/launch/). Unset: the invitation page says it is accepted. */
  ACCESS_URL: optionalUrl(["http://", "https://"]),
  /** Days an invitation stays open before it expires unaccepted: the default until the Launch page's setting is saved. */
  INVITATION_DAYS: int(7, 1, 365),
  /** A referrer's confirmed referrals counted per e-mail domain that is not a public mail provider, toward their place (0: no cap). */
  REFERRAL_DOMAIN_CAP: int(3, 0, 1000),
  /** An expired invitation's place is offered to the next person waiting, by the minute's expiry check: the default until the Launch page's setting is saved. */
  INVITATIONS_REFILL: z.preprocess(emptyAsUndefined, z.enum(["true", "false"], { error: "must be true or false" }).default("false").transform((v) => v === "true")),
  /** Invitations sent a day at most, every wave together (0: no cap): the default until the Launch page's setting is saved. */
  INVITATIONS_PER_DAY: int(0, 0, 1_000_000),
  /** Tries per webhook delivery (the first and its retries, with growing waits) before it counts as failed. */
  WEBHOOK_ATTEMPTS: int(8, 1, 20),
}).superRefine((e, ctx) => {
  // The embedded database has no pooler in front: these describe a DATABASE_URL.
  for (const name of ["DATABASE_POOLER", "DATABASE_DIRECT_URL"] as const) {
    if (e[name] !== undefined && e.DATABASE_URL === undefined) ctx.addIssue({ code: "custom", path: [name], message: "only applies with DATABASE_URL" });
  }
  // DKIM is all or nothing: half a setting would send unsigned mail the operator believes signed.
  const dkim = { DKIM_DOMAIN: e.DKIM_DOMAIN, DKIM_SELECTOR: e.DKIM_SELECTOR, DKIM_PRIVATE_KEY: e.DKIM_PRIVATE_KEY ?? e.DKIM_PRIVATE_KEY_FILE };
  if (Object.values(dkim).some((v) => v !== undefined)) {
    for (const [name, v] of Object.entries(dkim)) {
      if (v === undefined) ctx.addIssue({ code: "custom", path: [name], message: `is needed with the other DKIM settings${name === "DKIM_PRIVATE_KEY" ? " (or DKIM_PRIVATE_KEY_FILE)" : ""}` });
    }
  }
  if (e.MAIL_BOUNCE_MAILDIR && !e.MAIL_RETURN_PATH) ctx.addIssue({ code: "custom", path: ["MAIL_BOUNCE_MAILDIR"], message: "needs MAIL_RETURN_PATH (the address whose mail it holds)" });
  if (e.MAIL_RETURN_PATH?.split("@")[0]?.includes("+")) ctx.addIssue({ code: "custom", path: ["MAIL_RETURN_PATH"], message: "must not contain + (each message adds +<its id>)" });
  if (e.DKIM_PRIVATE_KEY && e.DKIM_PRIVATE_KEY_FILE) ctx.addIssue({ code: "custom", path: ["DKIM_PRIVATE_KEY_FILE"], message: "set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both" });
  if (e.MAIL_EVENTS_SENDGRID_PUBLIC_KEY && !publicKeyOf(e.MAIL_EVENTS_SENDGRID_PUBLIC_KEY)) {
    ctx.addIssue({ code: "custom", path: ["MAIL_EVENTS_SENDGRID_PUBLIC_KEY"], message: "must be SendGrid's verification key (base64 or PEM of an EC public key)" });
  }
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "SESSION_SECRET" | "SESSION_SECRET_PREVIOUS" | "PUBLIC_URL" | "DATABASE_POOLER" | "MAIL_FROM" | "DKIM_PRIVATE_KEY" | "DKIM_PRIVATE_KEY_FILE"> & {
  MAIL_FROM: string;
  /** Set when DKIM is configured: every message is signed with it. */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  DATABASE_POOLER: "none" | "transaction";
  /** SESSION_SECRET (generated and kept in DATA_DIR when unset; everything new is signed with it), then SESSION_SECRET_PREVIOUS (still accepted). */
  SESSION_SECRETS: string[];
  PUBLIC_URL: string;
  /** PUBLIC_URL's host name: the right-hand side of every Message-ID. */
  publicHost: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const { SESSION_SECRET_PREVIOUS: previousSecrets = [], DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE, MAIL_FROM, ...e } = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, "");
  const publicHost = new URL(publicUrl).hostname;
  const secret = e.SESSION_SECRET ?? persistedSecret(dataDir);
  const dkim = e.DKIM_DOMAIN && e.DKIM_SELECTOR ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: dkimKey(DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE) } : undefined;
  return {
    ...e,
    // The site's own host, so a fresh install's mail does not claim to come from localhost once PUBLIC_URL is set.
    MAIL_FROM: MAIL_FROM ?? `Classwish <no-reply@${publicHost.replace(/^www\./, "")}>`,
    ...(dkim ? { dkim } : {}),
    DATA_DIR: dataDir,
    SESSION_SECRETS: [secret, ...previousSecrets],
    PUBLIC_URL: publicUrl,
    DATABASE_POOLER: e.DATABASE_POOLER ?? (e.DATABASE_DIRECT_URL ? "transaction" : "none"),
    publicHost,
    isProduction: e.NODE_ENV === "production",
  };
}

/** The DKIM private key, inline (with \n for newlines, as an env var often must be) or from its file; checked to be a private key now, not at the first send. */
function dkimKey(inline: string | undefined, file: string | undefined): string {
  let pem: string;
  try {
    pem = inline !== undefined ? inline.replaceAll("\\n", "\n") : readFileSync(path.resolve(file!), "utf8");
  } catch (err) {
    throw new ConfigError(`Invalid environment:\n  DKIM_PRIVATE_KEY_FILE: cannot be read (${(err as Error).message})`);
  }
  try {
    createPrivateKey(pem);
  } catch {
    throw new ConfigError(`Invalid environment:\n  ${inline !== undefined ? "DKIM_PRIVATE_KEY" : "DKIM_PRIVATE_KEY_FILE"}: is not a PEM private key (RSA or Ed25519)`);
  }
  return pem;
}

/** SendGrid's verification key as shown in its console (base64 DER), or PEM; undefined when it is neither. */
export function publicKeyOf(text: string): KeyObject | undefined {
  try {
    if (text.includes("-----BEGIN")) return createPublicKey(text);
    return createPublicKey({ key: Buffer.from(text.trim(), "base64"), format: "der", type: "spki" });
  } catch {
    return undefined;
  }
}

/**
 * PUBLIC_URL when unset: the address the server listens on when HOST names one (so links work for
 * whoever browses by that IP or name), localhost when it listens on every interface.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** For entry points (server, worker): a bad environment prints what is wrong and exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

// Generated once and kept beside the data, so signed cookies survive restarts without setup.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Values the browser may see (rendered into the page by the root loader). */
export function publicConfig(config: Config) {
  return {
    supportEmail: config.SUPPORT_EMAIL,
    contactEmail: config.CONTACT_EMAIL,
    customizeUrl: config.CUSTOMIZE_URL ?? `${config.PUBLIC_URL}/`,
    publicUrl: config.PUBLIC_URL,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
