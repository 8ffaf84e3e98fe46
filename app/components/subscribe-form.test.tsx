// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewsletterResult } from "~/lib/schemas/newsletter-form";
import { SubscribeForm } from "./subscribe-form";


// The /subscribe action stands in for the server: it records what it got and answers as told.
let answer: NewsletterResult = { ok: true, from: "/", confirmation: { when: "now" }, email: "reader@example.com", masked: "re•••@example.com", resent: false };
const received: Array<Record<string, string>> = [];

function renderForm(variant: "get-in-touch" | "footer") {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SubscribeForm variant={variant} /> },
    {
      path: "/subscribe",
      action: async ({ request }) => {
        received.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return answer;
      },
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => {
  received.length = 0;
  answer = { ok: true, from: "/", confirmation: { when: "now" }, email: "reader@example.com", masked: "re•••@example.com", resent: false };
});

describe.each(["get-in-touch", "footer"] as const)("SubscribeForm (%s)", (variant) => {
  const placeholder = variant === "footer" ? "Your email" : "Your email...";
  const input = () => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
  const submit = () => screen.getByRole("button", { name: "Subscribe" });

  it("has a named e-mail field with the specification's placeholder and a Subscribe button", () => {
    renderForm(variant);
    expect(screen.getByRole("textbox", { name: "Email address" })).toBe(input());
    expect(input().type).toBe("email");
    expect(submit().getAttribute("type")).toBe("submit");
  });

  it("a malformed address gets an inline error and is never sent", async () => {
    renderForm(variant);
    fireEvent.change(input(), { target: { value: "not-an-address" } });
    await act(async () => fireEvent.click(submit()));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Please enter a valid email address.");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().getAttribute("aria-describedby")).toBe(alert.id);
    expect(received).toEqual([]);
    // Typing again clears the error.
    fireEvent.change(input(), { target: { value: "not-an-address@" } });
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("a valid address is posted to /subscribe; the form becomes the inbox panel, whose Resend posts it again", async () => {
    renderForm(variant);
    fireEvent.change(input(), { target: { value: "reader@example.com" } });
    fireEvent.click(submit());
    const panel = await screen.findByTestId("inbox-panel");
    expect(panel.textContent).toContain("We asked re•••@example.com to confirm.");
    expect(panel.textContent).toContain("Please confirm with the link we've e-mailed you");
    // The panel takes the focus in an effect after it appears.
    await waitFor(() => expect(document.activeElement).toBe(panel));
    const from = variant === "footer" ? "/#site-footer" : "/#get-in-touch";
    expect(received).toEqual([{ email: "reader@example.com", website: "", from }]);
    expect(screen.queryByPlaceholderText(placeholder)).toBeNull();

    answer = { ok: true, from: "/", email: "reader@example.com", masked: "re•••@example.com", resent: true, confirmation: { when: "later", minutes: 9 } };
    fireEvent.click(screen.getByRole("button", { name: "Resend the e-mail" }));
    await waitFor(() => expect(screen.getByTestId("inbox-timing").textContent).toContain("follows in about 9 minutes"));
    // The address and the page the first answer named.
    expect(received[1]).toEqual({ intent: "resend", email: "reader@example.com", from: "/", website: "" });

    // Another address: the empty form again.
    fireEvent.click(screen.getByRole("button", { name: "Use another address" }));
    expect(input().value).toBe("");
  });

  it("the server's refusal shows inline and keeps the typed text", async () => {
    answer = { ok: false, error: "Too many requests. Please try again in 30 seconds.", email: "reader@example.com", from: "/" };
    renderForm(variant);
    fireEvent.change(input(), { target: { value: "reader@example.com" } });
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please try again in 30 seconds."));
    expect(input().value).toBe("reader@example.com");
    expect(screen.queryByTestId("inbox-panel")).toBeNull();
  });
});
