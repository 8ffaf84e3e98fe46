import { generateKeyPairSync } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tmpDir } from "../../tests/helpers/db";
import { ConfigError, loadConfig, publicConfig } from "./config";

describe("loadConfig", () => {
  it("works with no settings at all", () => {
    const dir = tmpDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ PORT: 3000, RATE_LIMIT_PER_MIN: 60, MAIL_RATE: 10, LOG_LEVEL: "info" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe("http://localhost:3000");
    expect(c.MAIL_FROM).toBe("Classwish <no-reply@localhost>");
  });

  it("takes MAIL_FROM's domain from PUBLIC_URL's host when MAIL_FROM is unset", () => {
    expect(loadConfig({ DATA_DIR: tmpDir(), PUBLIC_URL: "https://www.classwish.sg/" }).MAIL_FROM).toBe("Classwish <no-reply@classwish.sg>");
    expect(loadConfig({ DATA_DIR: tmpDir(), PUBLIC_URL: "https://classwish.sg", MAIL_FROM: "Team <hi@example.org>" }).MAIL_FROM).toBe("Team <hi@example.org>");
  });

  it("takes DKIM settings whole (key inline with \\n, or from a file) and refuses half of them or a bad key", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const dir = tmpDir();
    const inline = loadConfig({ DATA_DIR: dir, DKIM_DOMAIN: "Classwish.SG", DKIM_SELECTOR: "cw1", DKIM_PRIVATE_KEY: pem.replaceAll("\n", "\\n") });
    expect(inline.dkim).toEqual({ domainName: "classwish.sg", keySelector: "cw1", privateKey: pem });
    const file = path.join(dir, "dkim.pem");
    writeFileSync(file, pem);
    expect(loadConfig({ DATA_DIR: dir, DKIM_DOMAIN: "classwish.sg", DKIM_SELECTOR: "cw1", DKIM_PRIVATE_KEY_FILE: file }).dkim?.privateKey).toBe(pem);
    expect(loadConfig({ DATA_DIR: dir }).dkim).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, DKIM_DOMAIN: "classwish.sg" })).toThrow(/DKIM_SELECTOR: is needed[\s\S]*DKIM_PRIVATE_KEY: is needed/);
    expect(() => loadConfig({ DATA_DIR: dir, DKIM_DOMAIN: "classwish.sg", DKIM_SELECTOR: "cw1", DKIM_PRIVATE_KEY: "not a key" })).toThrow(/DKIM_PRIVATE_KEY: is not a PEM private key/);
    expect(() => loadConfig({ DATA_DIR: dir, DKIM_DOMAIN: "classwish.sg", DKIM_SELECTOR: "cw1", DKIM_PRIVATE_KEY_FILE: path.join(dir, "missing.pem") })).toThrow(/DKIM_PRIVATE_KEY_FILE: cannot be read/);
    expect(() => loadConfig({ DATA_DIR: dir, DKIM_DOMAIN: "not a domain", DKIM_SELECTOR: "cw1", DKIM_PRIVATE_KEY: pem })).toThrow(/DKIM_DOMAIN: must be a domain name/);
  });

  it("refuses malformed bounce-webhook settings, naming the variable", () => {
    const dir = tmpDir();
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_EVENTS_SES_TOPIC_ARNS: "not-an-arn" })).toThrow(/MAIL_EVENTS_SES_TOPIC_ARNS: must be SNS topic ARNs/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_EVENTS_SENDGRID_PUBLIC_KEY: "bm90IGEga2V5" })).toThrow(/MAIL_EVENTS_SENDGRID_PUBLIC_KEY: must be SendGrid's verification key/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_EVENTS_MAILGUN_SIGNING_KEY: "short" })).toThrow(/MAIL_EVENTS_MAILGUN_SIGNING_KEY: must be at least 16/);
    expect(loadConfig({ DATA_DIR: dir, MAIL_EVENTS_SES_TOPIC_ARNS: "arn:aws:sns:eu-west-1:123456789012:ses-bounces, arn:aws:sns:us-east-1:123456789012:b" }).MAIL_EVENTS_SES_TOPIC_ARNS).toHaveLength(2);
  });

  it("derives PUBLIC_URL from HOST when HOST names an address, else localhost", () => {
    const url = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpDir(), ...env }).PUBLIC_URL;
    expect(url({ HOST: "192.168.1.20", PORT: "8080" })).toBe("http://192.168.1.20:8080");
    expect(url({ HOST: "classwish.lan" })).toBe("http://classwish.lan:3000");
    expect(url({ HOST: "::1" })).toBe("http://[::1]:3000");
    expect(url({ HOST: "0.0.0.0" })).toBe("http://localhost:3000");
    expect(url({ HOST: "::" })).toBe("http://localhost:3000");
    expect(url({ HOST: "192.168.1.20", PUBLIC_URL: "https://classwish.sg" })).toBe("https://classwish.sg");
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dir = tmpDir();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.SESSION_SECRETS[0]).toHaveLength(64);
    expect(b.SESSION_SECRETS).toEqual(a.SESSION_SECRETS);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(a.SESSION_SECRETS[0]);
  });

  it("reads EMAIL_DOMAINS_ALLOWED as a list of domains and refuses what is not one", () => {
    expect(loadConfig({ DATA_DIR: tmpDir() }).EMAIL_DOMAINS_ALLOWED).toEqual([]);
    expect(loadConfig({ DATA_DIR: tmpDir(), EMAIL_DOMAINS_ALLOWED: " Mail.Example.org, @yopmail.com ," }).EMAIL_DOMAINS_ALLOWED).toEqual(["mail.example.org", "yopmail.com"]);
    expect(() => loadConfig({ DATA_DIR: tmpDir(), EMAIL_DOMAINS_ALLOWED: "not a domain" })).toThrow(/EMAIL_DOMAINS_ALLOWED: must be domain names/);
  });

  it("lists the session secret first, then any previous ones", () => {
    const [current, old1, old2] = ["c", "p", "q"].map((ch) => ch.repeat(40)) as [string, string, string];
    const c = loadConfig({ DATA_DIR: tmpDir(), SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: ` ${old1}, ${old2},` });
    expect(c.SESSION_SECRETS).toEqual([current, old1, old2]);
    expect(c).not.toHaveProperty("SESSION_SECRET_PREVIOUS");
    const generated = loadConfig({ DATA_DIR: tmpDir() });
    expect(generated.SESSION_SECRETS).toHaveLength(1);
  });

  it("creates DATA_DIR when missing", () => {
    const dir = path.join(tmpDir(), "nested", "data");
    loadConfig({ DATA_DIR: dir });
    expect(existsSync(dir)).toBe(true);
  });

  it("takes a transaction pooler with or without a direct URL, and says which", () => {
    const url = "postgres://app@pooler:6432/classwish";
    const direct = "postgres://app@db:5432/classwish";
    const at = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpDir(), DATABASE_URL: url, ...env });
    expect(at({}).DATABASE_POOLER).toBe("none");
    // A direct URL beside DATABASE_URL means DATABASE_URL is the pooler.
    expect(at({ DATABASE_DIRECT_URL: direct })).toMatchObject({ DATABASE_POOLER: "transaction", DATABASE_DIRECT_URL: direct });
    const pooledOnly = at({ DATABASE_POOLER: "transaction" });
    expect([pooledOnly.DATABASE_POOLER, pooledOnly.DATABASE_DIRECT_URL]).toEqual(["transaction", undefined]);
    expect(() => at({ DATABASE_POOLER: "statement" })).toThrowError(/DATABASE_POOLER: must be none or transaction/);
    // Without DATABASE_URL there is no pooler: the embedded database is the process's own.
    expect(() => loadConfig({ DATA_DIR: tmpDir(), DATABASE_DIRECT_URL: direct })).toThrowError(/DATABASE_DIRECT_URL: only applies with DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tmpDir(), DATABASE_POOLER: "transaction" })).toThrowError(/DATABASE_POOLER: only applies with DATABASE_URL/);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["DATABASE_DIRECT_URL", "mysql://localhost/db"],
    ["SMTP_URL", "not a url"],
    ["RATE_LIMIT_PER_MIN", "-1"],
    ["LOG_LEVEL", "loud"],
    ["SUPPORT_EMAIL", "support"],
    ["SESSION_SECRET", "short"],
    ["SESSION_SECRET_PREVIOUS", `${"p".repeat(40)},short`],
    ["ADMIN_PASSWORD", "123"],
  ])("a bad %s (%s) stops start-up with a message naming it", (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tmpDir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmpDir(), [name]: value })).toThrowError(new RegExp(`${name}:`));
  });

  it("exposes only public values to the browser", () => {
    const c = loadConfig({ DATA_DIR: tmpDir(), ADMIN_TOKEN: "x".repeat(20), SESSION_SECRET: "s".repeat(40), PUBLIC_URL: "https://classwish.sg/" });
    const pub = publicConfig(c);
    expect(JSON.stringify(pub)).not.toContain("x".repeat(20));
    expect(JSON.stringify(pub)).not.toContain("s".repeat(40));
    expect(pub).toEqual({
      supportEmail: "support@classwish.example",
      contactEmail: "hello@classwish.example",
      customizeUrl: "https://classwish.sg/",
      publicUrl: "https://classwish.sg",
    });
  });
});
