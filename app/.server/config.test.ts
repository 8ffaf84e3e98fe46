import { existsSync, readFileSync } from "node:fs";
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

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
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
