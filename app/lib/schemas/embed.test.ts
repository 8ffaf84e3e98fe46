import { describe, expect, it } from "vitest";
import { EMBED_ORIGINS_MAX, embedSnippet, parseEmbedOrigins } from "./embed.ts";

describe("the sites allowed to embed the form", () => {
  it("takes https origins and http only on localhost, one a line or separated by commas, each once, as origins", () => {
    expect(parseEmbedOrigins("https://Blog.Example.org/\nhttps://shop.example.net:8443, http://localhost:5173 https://blog.example.org")).toEqual({
      ok: true,
      origins: ["https://blog.example.org", "https://shop.example.net:8443", "http://localhost:5173"],
    });
    expect(parseEmbedOrigins("  \n ")).toEqual({ ok: true, origins: [] });
  });

  it.each([
    ["http://blog.example.org", /must start with https:\/\//],
    ["ftp://blog.example.org", /must start with https:\/\//],
    ["javascript:alert(1)", /must start with https:\/\//],
    ["blog.example.org", /is not a web address/],
    ["https://blog.example.org/page", /origin only/],
    ["https://blog.example.org/?x=1", /origin only/],
    ["https://blog.example.org#top", /origin only/],
    ["https://user:pw@blog.example.org", /origin only/],
    ["https://*.example.org", /wildcards|not a web address/],
    ["'none'", /is not a web address/],
  ])("refuses %s, saying why", (typed, why) => {
    const parsed = parseEmbedOrigins(`https://ok.example.org\n${typed}`);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.error).toMatch(why);
  });

  it("refuses more sites than the limit", () => {
    const many = Array.from({ length: EMBED_ORIGINS_MAX + 1 }, (_, i) => `https://site${i}.example.org`).join("\n");
    expect(parseEmbedOrigins(many).ok).toBe(false);
  });

  it("the snippet loads the script from the public address and names the form and its list", () => {
    expect(embedSnippet("https://classwish.example/", "subscribe", { list: "course", slug: "jazz-piano" })).toBe(
      '<script async src="https://classwish.example/embed.js" data-classwish="subscribe" data-list="course" data-course="jazz-piano"></script>',
    );
    expect(embedSnippet("https://classwish.example", "wish")).toBe('<script async src="https://classwish.example/embed.js" data-classwish="wish"></script>');
  });
});
