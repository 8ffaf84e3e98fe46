// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleCourse } from "../../tests/helpers/course-fixture";
import { CoursesSection } from "./courses-section";

// Embla itself is tried in the browser tests; here a stand-in records how the section drives it.
const embla = vi.hoisted(() => {
  const state = { created: [] as Array<{ options: unknown }>, selected: 0, listeners: {} as Record<string, Array<(api: unknown) => void>> };
  const api = {
    selectedScrollSnap: () => state.selected,
    scrollNext: vi.fn<(jump?: boolean) => void>(() => {
      state.selected = (state.selected + 1) % 9;
      for (const l of state.listeners.select ?? []) l(api);
    }),
    scrollPrev: vi.fn<(jump?: boolean) => void>(() => {
      state.selected = (state.selected + 8) % 9;
      for (const l of state.listeners.select ?? []) l(api);
    }),
    on: (event: string, l: (api: unknown) => void) => {
      (state.listeners[event] ??= []).push(l);
      return api;
    },
    off: vi.fn<(event: string) => void>(),
    destroy: vi.fn<() => void>(),
  };
  return { state, api, factory: vi.fn<(root: HTMLElement, options: unknown) => typeof api>((_root, options) => {
    state.created.push({ options });
    return api;
  }) };
});
vi.mock("embla-carousel", () => ({ default: embla.factory }));

const nine = Array.from({ length: 9 }, (_, i) => ({ ...sampleCourse, id: i + 1, title: `Course number ${i + 1}` }));

let narrow = true;
let reduced = false;
beforeEach(() => {
  narrow = true;
  reduced = false;
  embla.state.created.length = 0;
  embla.state.selected = 0;
  embla.state.listeners = {};
  embla.factory.mockClear();
  embla.api.scrollNext.mockClear();
  embla.api.scrollPrev.mockClear();
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reduced : narrow,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderSection() {
  const view = render(<CoursesSection courses={nine} onRegister={() => {}} registeringId={null} />);
  // Let the dynamic import of Embla settle.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return view;
}

describe("CoursesSection", () => {
  it("is titled 'Upcoming Trial Courses' (shown on desktop only) and lists each course exactly once", async () => {
    narrow = false;
    await renderSection();
    const heading = screen.getByRole("heading", { level: 2, name: "Upcoming Trial Courses" });
    expect(heading.className).toContain("sr-only");
    expect(heading.className).toContain("md:not-sr-only");
    const items = within(screen.getByTestId("course-list")).getAllByRole("listitem");
    expect(items).toHaveLength(9);
    expect(new Set(items.map((li) => li.textContent)).size).toBe(9);
  });

  it("on a wide screen it stays a static row: no Embla, no carousel buttons", async () => {
    narrow = false;
    await renderSection();
    expect(embla.factory).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Next course" })).toBeNull();
    expect(screen.getByTestId("course-list").parentElement!.className).toContain("overflow-x-auto");
  });

  it("on a narrow screen it becomes a looping Embla carousel, loaded on first use, with previous, next and pause", async () => {
    await renderSection();
    // The controls are there at once; Embla itself waits for its first use.
    expect(screen.getByRole("button", { name: "Pause automatic scrolling" })).toBeTruthy();
    expect(embla.factory).not.toHaveBeenCalled();
    // About 1.07 slides: each takes 1/1.07 of the width.
    expect(screen.getAllByRole("listitem")[0]!.className).toContain("basis-[93.5%]");

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next course" }));
      await vi.dynamicImportSettled();
    });
    expect(embla.factory).toHaveBeenCalledTimes(1);
    expect(embla.state.created[0]!.options).toMatchObject({ loop: true, align: "start", startIndex: 0 });
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("course-list").closest("[data-carousel]")!.getAttribute("data-carousel")).toBe("on");
    expect(screen.getAllByRole("listitem")[1]!.dataset.active).toBe("true");
    expect(screen.getByTestId("carousel-status").textContent).toBe("Course 2 of 9: Course number 2");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Previous course" }));
      await vi.dynamicImportSettled();
    });
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
    expect(embla.factory).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("listitem")[0]!.dataset.active).toBe("true");
  });

  it("autoplays every 5000 ms, holds while hovered, and the pause button stops it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await renderSection();
    await act(async () => vi.advanceTimersByTime(4999));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await vi.dynamicImportSettled();
    });
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    // Automatic moves are not announced.
    expect(screen.getByTestId("carousel-status").textContent).toBe("");

    const root = screen.getByTestId("course-list").closest("[data-carousel]")!;
    const enter = new Event("pointerenter") as Event & { pointerType: string };
    Object.defineProperty(enter, "pointerType", { value: "mouse" });
    root.dispatchEvent(enter);
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    const leave = new Event("pointerleave") as Event & { pointerType: string };
    Object.defineProperty(leave, "pointerType", { value: "mouse" });
    root.dispatchEvent(leave);
    await act(async () => {
      vi.advanceTimersByTime(5000);
      await vi.dynamicImportSettled();
    });
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);

    await act(async () => screen.getByRole("button", { name: "Pause automatic scrolling" }).click());
    // Clicking moved focus into the carousel; take it out so only the button's pause holds.
    await act(async () => (document.activeElement as HTMLElement).blur());
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
    await act(async () => screen.getByRole("button", { name: "Resume automatic scrolling" }).click());
    await act(async () => (document.activeElement as HTMLElement).blur());
    await act(async () => {
      vi.advanceTimersByTime(5000);
      await vi.dynamicImportSettled();
    });
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(3);
  });

  it("on a wide screen the carousel's code is never loaded", async () => {
    narrow = false;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await renderSection();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(embla.factory).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: /^(Previous|Next) course$/ })).toBeNull();
  });

  it("under reduced motion it never autoplays, offers no play button, and moves without animation", async () => {
    reduced = true;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await renderSection();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    expect(embla.factory).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: /automatic scrolling/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next course" }));
      await vi.dynamicImportSettled();
    });
    expect(embla.api.scrollNext).toHaveBeenCalledWith(true);
  });
});
