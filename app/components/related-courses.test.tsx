// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleCourse } from "../../tests/helpers/course-fixture";
import { RelatedCourses } from "./related-courses";

describe("RelatedCourses", () => {
  it("titles the found courses after the concept and shows each with its Register button", () => {
    const other = { ...sampleCourse, id: 8, title: "Traditional Chinese Medicine" };
    render(<RelatedCourses concept="Stoicism" courses={[sampleCourse, other]} onRegister={() => {}} registeringId={null} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Trial courses close to “Stoicism”");
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Register for “Traditional Chinese Medicine”" })).toBeTruthy();
  });

  it("says no course matches yet and that the wish is noted", () => {
    render(<RelatedCourses concept="Knitting" courses={[]} onRegister={() => {}} registeringId={null} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("No trial course matches “Knitting” yet");
    expect(screen.getByText(/Your wish is noted/)).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });
});
