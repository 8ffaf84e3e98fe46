// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextInput } from "./text-input";

describe("TextInput (the specification's options)", () => {
  it("defaults: placeholder 'Enter something…', type text, light, base size, enabled", () => {
    render(<TextInput aria-label="Thing" />);
    const input = screen.getByRole("textbox", { name: "Thing" }) as HTMLInputElement;
    expect(input.placeholder).toBe("Enter something…");
    expect(input.type).toBe("text");
    expect(input.disabled).toBe(false);
    expect(input.className).toContain("bg-white");
    expect(input.className).toContain("text-base");
  });

  it("passes name, aria-label, value and type; dark colour and small font size", () => {
    render(<TextInput name="email" aria-label="Email" type="email" value="a@b.co" readOnly color="dark" fontSize="small" />);
    const input = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
    expect(input.name).toBe("email");
    expect(input.type).toBe("email");
    expect(input.value).toBe("a@b.co");
    expect(input.className).toContain("bg-slate-800");
    expect(input.className).toContain("text-sm");
  });

  it("shows start and end icons unless their switches are off; disabled works", () => {
    const { rerender } = render(
      <TextInput aria-label="x" startIcon={<i data-testid="start" />} endIcon={<i data-testid="end" />} disabled />,
    );
    expect(screen.getByTestId("start")).toBeTruthy();
    expect(screen.getByTestId("end")).toBeTruthy();
    expect((screen.getByRole("textbox") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole("textbox").className).toContain("pl-10");
    rerender(
      <TextInput aria-label="x" startIcon={<i data-testid="start" />} endIcon={<i data-testid="end" />} showStartIcon={false} showEndIcon={false} />,
    );
    expect(screen.queryByTestId("start")).toBeNull();
    expect(screen.queryByTestId("end")).toBeNull();
    expect(screen.getByRole("textbox").className).not.toContain("pl-10");
  });
});
