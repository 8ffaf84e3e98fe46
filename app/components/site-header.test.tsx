// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

// jsdom applies no CSS, so the bar's entries (hidden below 768 px by a class) are always in the
// tree here; the menu's entries are hidden by the `hidden` attribute until the menu opens.
function renderHeader({ supportEmail }: { supportEmail?: string } = { supportEmail: "help@classwish.test" }) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SiteHeader supportEmail={supportEmail} /> },
    { path: "/about", Component: () => <SiteHeader supportEmail={supportEmail} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}
const menuButton = () => screen.getByRole("button", { name: "Menu" });
const menuPanel = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;

describe("SiteHeader", () => {
  it("has About, Privacy, FAQ and Contact Us (mail to the support address)", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About" }).getAttribute("href")).toBe("/about");
    expect(within(nav).getByRole("button", { name: "Privacy" }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(within(nav).getByRole("button", { name: "FAQ" }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(within(nav).getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("mailto:help@classwish.test");
    expect(screen.getByRole("link", { name: "Classwish" }).getAttribute("href")).toBe("/");
  });

  it("leaves Contact Us out rather than linking nowhere when no address is known", () => {
    renderHeader({});
    expect(screen.queryByRole("link", { name: "Contact Us" })).toBeNull();
  });

  it("the menu button shows and hides the menu, and says so with aria-expanded", () => {
    renderHeader();
    const button = menuButton();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(menuPanel().hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(menuPanel().hidden).toBe(false);
    const menu = within(menuPanel());
    expect(menu.getByRole("link", { name: "About" })).toBeTruthy();
    expect(menu.getByRole("button", { name: "Privacy" })).toBeTruthy();
    expect(menu.getByRole("button", { name: "FAQ" })).toBeTruthy();
    expect(menu.getByRole("link", { name: "Contact Us" })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(menuPanel().hidden).toBe(true);
  });

  it("Escape closes the menu and puts focus back on its button", () => {
    renderHeader();
    fireEvent.click(menuButton());
    const about = within(menuPanel()).getByRole("link", { name: "About" });
    about.focus();
    fireEvent.keyDown(about, { key: "Escape" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
  });

  it("a press outside the header closes the menu", () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.pointerDown(document.body);
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("following About from the menu closes it", async () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(within(menuPanel()).getByRole("link", { name: "About" }));
    await waitFor(() => expect(menuButton().getAttribute("aria-expanded")).toBe("false"));
  });

  it("choosing FAQ in the menu closes the menu, opens the FAQ dialog and returns focus to the menu button", async () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(within(menuPanel()).getByRole("button", { name: "FAQ" }));
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    const dialog = await screen.findByRole("dialog", { name: "Frequently asked questions" });
    expect(dialog).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(menuButton());
  });

  it("Privacy in the bar opens the privacy dialog; closing it returns focus to the button", async () => {
    renderHeader();
    const privacy = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("button", { name: "Privacy" })[0]!;
    fireEvent.click(privacy);
    const dialog = await screen.findByRole("dialog", { name: "Privacy" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close Privacy" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(privacy);
  });
});
