// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { faq } from "~/lib/copy/faq";
import { privacy } from "~/lib/copy/privacy";
import { InfoDialog } from "./info-dialog";

describe("InfoDialog", () => {
  it.each([
    ["privacy", privacy],
    ["faq", faq],
  ] as const)("%s: a titled modal dialog with every question as a collapsible item, all closed", (topic, content) => {
    render(<InfoDialog topic={topic} supportEmail="help@classwish.test" onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: content.title });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    const items = dialog.querySelectorAll("details");
    expect(items).toHaveLength(content.items.length);
    items.forEach((details, i) => {
      expect(details.querySelector("summary")?.textContent).toBe(content.items[i]!.question);
      expect(details.open).toBe(false);
      // A `name` would make the items exclusive (one open at a time): they must not have one.
      expect(details.hasAttribute("name")).toBe(false);
    });
  });

  it("renders the support address in answers as a mail link", () => {
    render(<InfoDialog topic="privacy" supportEmail="help@classwish.test" onClose={() => {}} />);
    const links = within(screen.getByRole("dialog")).getAllByRole("link", { name: "help@classwish.test", hidden: true });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute("href")).toBe("mailto:help@classwish.test");
    expect(screen.getByRole("dialog").textContent).not.toContain("{supportEmail}");
    expect(within(screen.getByRole("dialog")).getByRole("link", { name: "Read the full privacy policy", hidden: true }).getAttribute("href")).toBe("/privacy");
  });

  it("Escape and the close button close it", () => {
    const onClose = vi.fn<() => void>();
    const { unmount } = render(<InfoDialog topic="faq" supportEmail="help@classwish.test" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    render(<InfoDialog topic="faq" supportEmail="help@classwish.test" onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Close Frequently asked questions" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
