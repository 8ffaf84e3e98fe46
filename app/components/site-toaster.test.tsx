// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The toast library is fetched when first needed, not with the page: each test starts from a fresh
// copy of the notice module (its "loaded yet?" state is the module's own).
async function freshModules() {
  vi.resetModules();
  const [{ SiteToaster }, { toast }] = await Promise.all([import("./site-toaster"), import("~/lib/client/toast")]);
  return { SiteToaster, toast };
}

// sonner's region (its list comes with the first notice).
const toaster = () => document.querySelector('section[aria-label^="Notifications"]');

describe("SiteToaster", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });

  it("mounts no toaster before a notice or a first key or press; a first key mounts it", async () => {
    const { SiteToaster } = await freshModules();
    render(<SiteToaster />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toaster()).toBeNull();
    fireEvent.keyDown(document.body, { key: "Tab", code: "Tab" });
    await waitFor(() => expect(toaster()).not.toBeNull());
  });

  it("shows the notices asked for before the library loaded, in order: a success takes the error before it away", async () => {
    const { SiteToaster, toast } = await freshModules();
    render(<SiteToaster />);
    toast.error("Invalid Email", { description: "Check the address." });
    toast.success("Thank you!");
    toast.success("Recorded", { id: "recorded" });
    toast.dismiss("recorded");
    await waitFor(() => expect(screen.getByText("Thank you!")).toBeTruthy());
    await waitFor(() => expect(screen.queryByText("Invalid Email")).toBeNull());
    await waitFor(() => expect(screen.queryByText("Recorded")).toBeNull());
  });

  it("a dismissal before any notice does not fetch the library", async () => {
    const { SiteToaster, toast } = await freshModules();
    render(<SiteToaster />);
    toast.dismiss("nothing");
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toaster()).toBeNull();
  });
});
