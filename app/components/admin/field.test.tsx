// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

describe("Field", () => {
  it("ties its error and hint to the control for a screen reader", () => {
    render(
      <Field id="days" label="Days" hint="One to ninety." error="Enter a whole number.">
        <input id="days" name="days" />
      </Field>,
    );
    const input = screen.getByLabelText("Days");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("days-error days-hint");
    expect(document.getElementById("days-error")?.textContent).toBe("Enter a whole number.");
    expect(document.getElementById("days-hint")?.textContent).toBe("One to ninety.");
  });

  it("without an error: not invalid, described by its hint and its own ids (each once)", () => {
    render(
      <Field id="url" label="URL" hint="https only">
        <input id="url" aria-describedby="url-hint other" />
      </Field>,
    );
    const input = screen.getByLabelText("URL");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("url-hint other");
    expect(document.getElementById("url-error")).toBeNull();
  });

  it("is in the server's HTML, so a post without JavaScript shows it", () => {
    const html = renderToString(
      <Field id="subject" label="Subject" error="subject is required.">
        <input id="subject" />
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="subject-error"');
    expect(html).toContain('<p id="subject-error" class="text-sm text-red-800">subject is required.</p>');
  });
});
