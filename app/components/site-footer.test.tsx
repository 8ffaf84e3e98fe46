// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteFooter supportEmail="help@classwish.example" /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

const column = (name: string) => screen.getByRole("navigation", { name });
const labels = (el: HTMLElement) => within(el).getAllByRole("link").map((a) => a.textContent);

describe("SiteFooter", () => {
  it("has the Products, Resources and Company columns of the specification", () => {
    renderFooter();
    expect(labels(column("Products"))).toEqual(["Web Studio", "DynamicBox Flex", "Programming Forms", "Integrations", "Command-line"]);
    expect(labels(column("Resources"))).toEqual(["Documentation", "Tutorials & Guides", "Blog", "Support Center", "Partners"]);
    expect(labels(column("Company"))).toEqual(["Home", "About us", "Company values", "Pricing", "Privacy policy"]);
  });

  it("no link points to '#': every one has a real target", () => {
    renderFooter();
    const links = screen.getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(22);
    for (const a of links) {
      const href = a.getAttribute("href") ?? "";
      expect(href, a.textContent ?? "").not.toBe("");
      expect(href, a.textContent ?? "").not.toBe("#");
      expect(href, a.textContent ?? "").toMatch(/^(\/|https:\/\/|mailto:)/);
    }
    expect(screen.getByRole("link", { name: "Support Center" }).getAttribute("href")).toBe("mailto:help@classwish.example");
  });

  it("has Terms and Privacy links, three named social links, credits, rights and the copyright line", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "Terms" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy");
    const social = screen.getByRole("list", { name: "Classwish elsewhere" });
    expect(within(social).getAllByRole("link").map((a) => a.getAttribute("aria-label"))).toEqual(["LinkedIn", "GitHub", "YouTube"]);
    expect(screen.getByText(/Template design by/)).toBeTruthy();
    expect(screen.getByText(/Pages built with/)).toBeTruthy();
    expect(screen.getByText(/All rights reserved\./)).toBeTruthy();
    const copyright = screen.getByText("© 2025 Classwish.", { exact: false });
    // Shown on desktop only.
    expect(copyright.className).toContain("hidden");
    expect(copyright.className).toContain("md:inline");
  });

  it("has the Subscribe block with its text, an e-mail field 'Your email' and an arrow button that submits", () => {
    renderFooter();
    expect(screen.getByRole("heading", { name: "Subscribe" })).toBeTruthy();
    expect(screen.getByText("Get the latest news and articles to your inbox every month.")).toBeTruthy();
    const form = screen.getByTestId("subscribe-footer");
    expect(within(form).getByPlaceholderText("Your email")).toBeTruthy();
    const arrow = within(form).getByRole("button", { name: "Subscribe" });
    expect(arrow.getAttribute("type")).toBe("submit");
    expect(arrow.querySelector("svg")).not.toBeNull();
    expect(form.getAttribute("action")).toBe("/subscribe");
    expect(form.getAttribute("method")).toBe("post");
  });
});
