import { describe, expect, it } from "vitest";
import { daysUntil, launchLine } from "./launch-countdown.ts";
import { shareTargets, shareText } from "./share-targets.ts";

describe("share links", () => {
  const url = "https://classwish.test/wishes/AAAAAAAAAAAAAAAAAAAAAA?ref=w_AAAAAAAAAAAAAAAAAAAAAA";

  it("gives each network its own share address with the link, and encodes hostile text so it adds no parameter", () => {
    const text = `"><img src=x onerror=alert(1)>&url=https://evil.example#frag\n\rnext line`;
    const targets = shareTargets({ url, text, subject: "Hi & bye?\u0000" });
    expect(targets.map((t) => new URL(t.href).protocol + (new URL(t.href).host || ""))).toEqual([
      "https:wa.me",
      "https:t.me",
      "https:x.com",
      "https:www.linkedin.com",
      "https:www.facebook.com",
      "mailto:",
    ]);
    for (const { network, href } of targets) {
      expect(href, network).not.toMatch(/[\s"<>#]/);
      const params = new URL(href).searchParams;
      // Exactly the network's own parameters: the text's "&url=" stayed inside its value.
      expect([...params.keys()].sort(), network).toEqual(
        { whatsapp: ["text"], telegram: ["text", "url"], x: ["text", "url"], linkedin: ["url"], facebook: ["u"], email: ["body", "subject"] }[network],
      );
    }
    const x = new URL(targets.find((t) => t.network === "x")!.href).searchParams;
    expect(x.get("url")).toBe(url);
    expect(x.get("text")).toBe(`"><img src=x onerror=alert(1)>&url=https://evil.example#frag next line`);
    const mail = targets.find((t) => t.network === "email")!.href;
    // RFC 6068: spaces are %20, never '+'.
    expect(mail).toContain("subject=Hi%20%26%20bye%3F");
    expect(mail).not.toContain("+");
  });

  it("keeps a share text to one bounded line", () => {
    expect(shareText("a\u0000b\u2028c\t\td")).toBe("a b c d");
    expect(shareText("x".repeat(500))).toHaveLength(200);
    expect(shareText("x".repeat(500)).endsWith("…")).toBe(true);
  });
});

describe("launch countdown", () => {
  // 2026-09-19 20:00 UTC is 2026-09-20 04:00 in Singapore: the days are counted from Singapore's date.
  const now = new Date("2026-09-19T20:00:00Z");
  it("counts whole days from Singapore's date, and says nothing once the date has passed or none is set", () => {
    expect(daysUntil("2026-10-01", now)).toBe(11);
    expect(launchLine("2026-10-01", now)).toEqual({ date: "2026-10-01", days: 11 });
    expect(launchLine("2026-09-20", now)).toEqual({ date: "2026-09-20", days: 0 });
    expect(launchLine("2026-09-19", now)).toBeNull();
    expect(launchLine(null, now)).toBeNull();
  });
});
