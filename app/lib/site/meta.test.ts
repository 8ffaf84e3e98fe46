import { describe, expect, it } from "vitest";
import { noIndexMeta, pageMeta, publicUrlOf } from "./meta";

const matches = [{ id: "root", loaderData: { config: { publicUrl: "https://classwish.test" } } }, { id: "routes/about" }];

describe("site meta", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags from PUBLIC_URL", () => {
    const tags = pageMeta(matches, { title: "About", description: "What we do.", path: "/about" });
    expect(tags).toContainEqual({ title: "About" });
    expect(tags).toContainEqual({ name: "description", content: "What we do." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://classwish.test/about" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://classwish.test/about" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://classwish.test/og-image.png" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "twitter:image", content: "https://classwish.test/og-image.png" });
    // No tag is empty (the original's about page had empty ones).
    for (const tag of tags) for (const value of Object.values(tag)) expect(String(value).length).toBeGreaterThan(0);
  });

  it("falls back to site-relative URLs when the root loader did not run", () => {
    expect(publicUrlOf([undefined, { id: "root" }])).toBe("");
    expect(pageMeta([], { title: "T", description: "D", path: "/" })).toContainEqual({ tagName: "link", rel: "canonical", href: "/" });
  });

  it("marks pages that are not to be indexed", () => {
    expect(noIndexMeta({ title: "Page not found", description: "Gone." })).toEqual([
      { title: "Page not found | Classwish" },
      { name: "description", content: "Gone." },
      { name: "robots", content: "noindex" },
    ]);
  });
});
