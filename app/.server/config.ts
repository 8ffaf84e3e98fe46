import { randomBytes } from "node:crypto";
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
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  PUBLIC_URL: optionalUrl(["http://", "https://"]),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Classwish <no-reply@localhost>")),
  MAIL_RATE: int(10, 0, 10_000),
  /** How long a worker's claim on a message lasts without renewal (it renews while sending); a stopped worker's message is retried after it. */
  MAIL_LEASE_SECONDS: int(30, 2, 3600),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, "must be at least 8 characters").optional()),
  ADMIN_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  RATE_LIMIT_PER_MIN: int(60, 0, 1_000_000),
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
  /** Tries per webhook delivery (the first and its retries, with growing waits) before it counts as failed. */
  WEBHOOK_ATTEMPTS: int(8, 1, 20),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "SESSION_SECRET" | "SESSION_SECRET_PREVIOUS" | "PUBLIC_URL"> & {
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
  const { SESSION_SECRET_PREVIOUS: previousSecrets = [], ...e } = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, "");
  const secret = e.SESSION_SECRET ?? persistedSecret(dataDir);
  return {
    ...e,
    DATA_DIR: dataDir,
    SESSION_SECRETS: [secret, ...previousSecrets],
    PUBLIC_URL: publicUrl,
    publicHost: new URL(publicUrl).hostname,
    isProduction: e.NODE_ENV === "production",
  };
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
