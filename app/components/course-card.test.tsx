// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sampleCourse } from "../../tests/helpers/course-fixture";
import { CourseCard, type RegisterHandler } from "./course-card";


describe("CourseCard", () => {
  it("shows every field of the card: title, instructor, rating, duration, price, category, level", () => {
    render(<CourseCard course={sampleCourse} onRegister={() => {}} />);
    const card = screen.getByRole("article", { name: sampleCourse.title });
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe(sampleCourse.title);
    expect(card.textContent).toContain("Dr. Wei Jie Chen");
    expect(card.textContent).toContain("4.8");
    expect(card.textContent).toContain("(120)");
    expect(within(card).getByText("Rated 4.8 out of 5 by 120 learners")).toBeTruthy();
    expect(card.querySelector("svg path")).not.toBeNull();
    expect(within(card).getByText("7 weeks")).toBeTruthy();
    expect(within(card).getByText("S$35")).toBeTruthy();
    expect(card.textContent).toContain("Philosophy");
    expect(within(card).getByTestId("course-level").textContent).toContain("Registration Open");
  });

  it("the Register button's accessible name starts with its visible text and includes the title", () => {
    render(<CourseCard course={sampleCourse} onRegister={() => {}} />);
    const button = screen.getByRole("button", { name: `Register for “${sampleCourse.title}”` });
    expect(button.textContent).toBe("Register");
  });

  it("Register hands the course and its button to the handler", () => {
    const onRegister = vi.fn<RegisterHandler>();
    render(<CourseCard course={sampleCourse} onRegister={onRegister} />);
    const button = screen.getByRole("button", { name: /Register/ });
    fireEvent.click(button);
    expect(onRegister).toHaveBeenCalledWith(sampleCourse, button);
  });

  it("Register is the submit button of a form posting the course to /register (no JavaScript needed)", () => {
    const onRegister = vi.fn<RegisterHandler>();
    render(<CourseCard course={sampleCourse} onRegister={onRegister} />);
    const button = screen.getByRole("button", { name: /Register/ });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/register");
    expect(button.getAttribute("type")).toBe("submit");
    expect(Object.fromEntries(new FormData(form))).toEqual({ course_id: String(sampleCourse.id) });
    // With JavaScript the page handles it in place: the browser's own submission is cancelled.
    expect(fireEvent.submit(form)).toBe(false);
    expect(onRegister).toHaveBeenCalledWith(sampleCourse, button);
  });

  it("while busy the button stays focusable, says so, and ignores clicks", () => {
    const onRegister = vi.fn<RegisterHandler>();
    render(<CourseCard course={sampleCourse} onRegister={onRegister} busy />);
    const button = screen.getByRole("button", { name: /Register/ });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    // Nor does the browser post the form meanwhile.
    expect(fireEvent.submit(button.closest("form")!)).toBe(false);
    fireEvent.click(button);
    expect(onRegister).not.toHaveBeenCalled();
  });

  it("the main action follows the course's state: Register, Reserve a seat, Join the waitlist (links to the seat form), none when closed", () => {
    const cases = [
      { status: "registration_open", seats_left: 0, role: "button", name: `Register for “${sampleCourse.title}”`, text: "Register", href: null },
      { status: "opened", seats_left: 3, role: "link", name: `Reserve a seat in “${sampleCourse.title}”`, text: "Reserve a seat", href: `/courses/${sampleCourse.slug}#seats` },
      { status: "opened", seats_left: 0, role: "link", name: `Join the waitlist for “${sampleCourse.title}”`, text: "Join the waitlist", href: `/courses/${sampleCourse.slug}#seats` },
    ] as const;
    for (const c of cases) {
      const { unmount } = render(<CourseCard course={{ ...sampleCourse, status: c.status, seats_left: c.seats_left }} onRegister={() => {}} />);
      const action = screen.getByTestId("card-action");
      expect(action.textContent).toBe(c.text);
      expect(screen.getByRole(c.role, { name: c.name })).toBe(action);
      expect(action.getAttribute("href")).toBe(c.href);
      unmount();
    }
    render(<CourseCard course={{ ...sampleCourse, status: "closed" }} onRegister={() => {}} />);
    expect(screen.queryByTestId("card-action")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
