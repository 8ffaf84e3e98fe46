// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/lib/schemas/image-options";
import { Image } from "./image";

const wide = { src: "/images/wide.png", width: 1600, height: 1000, hash: "abc123" };
const small = { src: "/images/small.png", width: 192, height: 192, hash: "def456" };

function img(ui: React.ReactElement) {
  return render(ui).container.querySelector("img")!;
}
const entries = (el: HTMLImageElement) =>
  el.getAttribute("srcset")!.split(", ").map((e) => {
    const [url, w] = e.split(" ");
    return { url: new URL(url!, "http://x"), w: Number(w!.slice(0, -1)) };
  });

describe("Image", () => {
  it("offers every allowed width up to the image's own as a srcset through the endpoint", () => {
    const el = img(<Image image={wide} alt="A class" sizes="100vw" />);
    const list = entries(el);
    expect(list.map((e) => e.w)).toEqual(IMAGE_WIDTHS.filter((w) => w <= 1600));
    for (const { url, w } of list) {
      expect(url.pathname).toBe("/_image");
      expect(url.searchParams.get("url")).toBe("/images/wide.png");
      expect(url.searchParams.get("w")).toBe(String(w));
      expect(url.searchParams.get("v")).toBe("abc123");
      // Default quality is left to the endpoint (75), so URLs stay short and cache keys shared.
      expect(url.searchParams.has("q")).toBe(false);
      // The format is negotiated from Accept, not fixed in the URL.
      expect(url.searchParams.has("f")).toBe(false);
    }
    expect(el.getAttribute("sizes")).toBe("100vw");
    expect(new URL(el.getAttribute("src")!, "http://x").searchParams.get("w")).toBe("1080");
  });

  it("always sets width and height, and loads lazily unless it is a priority image", () => {
    const lazy = img(<Image image={wide} alt="" sizes="50vw" />);
    expect(lazy.getAttribute("width")).toBe("1600");
    expect(lazy.getAttribute("height")).toBe("1000");
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("decoding")).toBe("async");
    expect(lazy.getAttribute("alt")).toBe("");
    const eager = img(<Image image={wide} alt="Hero" sizes="100vw" priority />);
    expect(eager.getAttribute("loading")).toBe("eager");
    expect(eager.getAttribute("fetchpriority")).toBe("high");
  });

  it("keeps a displayed size when given, and never offers widths beyond a small source", () => {
    const el = img(<Image image={small} alt="" sizes="64px" width={64} height={64} quality={60} />);
    expect(el.getAttribute("width")).toBe("64");
    expect(el.getAttribute("height")).toBe("64");
    const list = entries(el);
    expect(Math.max(...list.map((e) => e.w))).toBe(128);
    expect(list.every((e) => e.url.searchParams.get("q") === "60")).toBe(true);
  });
});
