// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bindAutoplayHolds, createAutoplay } from "./autoplay";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createAutoplay", () => {
  it("advances once every delay while nothing holds it", () => {
    const advance = vi.fn<() => void>();
    const autoplay = createAutoplay(5000, advance);
    vi.advanceTimersByTime(4999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(advance).toHaveBeenCalledTimes(3);
    autoplay.destroy();
    vi.advanceTimersByTime(20_000);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it("stays still until the last of several holds is released, then waits a whole delay", () => {
    const advance = vi.fn<() => void>();
    const autoplay = createAutoplay(5000, advance);
    vi.advanceTimersByTime(4000);
    autoplay.pause("hover");
    autoplay.pause("focus");
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.resume("hover");
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    expect(autoplay.isRunning()).toBe(false);
    autoplay.resume("focus");
    expect(autoplay.isRunning()).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it("a release without a hold changes nothing; initial holds start it paused", () => {
    const advance = vi.fn<() => void>();
    const autoplay = createAutoplay(5000, advance, ["reduced-motion"]);
    autoplay.resume("hover");
    vi.advanceTimersByTime(30_000);
    expect(advance).not.toHaveBeenCalled();
    expect(autoplay.has("reduced-motion")).toBe(true);
  });

  it("restart after a manual move waits a whole delay again", () => {
    const advance = vi.fn<() => void>();
    const autoplay = createAutoplay(5000, advance);
    vi.advanceTimersByTime(4000);
    autoplay.restart();
    vi.advanceTimersByTime(4000);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it("restart does not wake a held autoplay", () => {
    const advance = vi.fn<() => void>();
    const autoplay = createAutoplay(5000, advance);
    autoplay.pause("user");
    autoplay.restart();
    vi.advanceTimersByTime(30_000);
    expect(advance).not.toHaveBeenCalled();
  });
});

describe("bindAutoplayHolds", () => {
  const pointer = (type: string, pointerType: string) => {
    const e = new Event(type, { bubbles: true }) as Event & { pointerType: string };
    Object.defineProperty(e, "pointerType", { value: pointerType });
    return e;
  };

  function setup() {
    document.body.innerHTML = `<div id="root"><button id="inside">x</button></div><button id="outside">y</button>`;
    const root = document.getElementById("root")!;
    const autoplay = createAutoplay(5000, vi.fn<() => void>());
    const unbind = bindAutoplayHolds(root, autoplay);
    return { root, autoplay, unbind };
  }

  it("a mouse over the carousel holds it; leaving releases it; a touch's emulated mouse does not", () => {
    const { root, autoplay } = setup();
    root.dispatchEvent(pointer("pointerenter", "touch"));
    expect(autoplay.has("hover")).toBe(false);
    root.dispatchEvent(pointer("pointerenter", "mouse"));
    expect(autoplay.isRunning()).toBe(false);
    root.dispatchEvent(pointer("pointerleave", "mouse"));
    expect(autoplay.isRunning()).toBe(true);
  });

  it("a finger on the carousel holds it until it lifts, wherever it lifts", () => {
    const { root, autoplay } = setup();
    root.dispatchEvent(pointer("pointerdown", "touch"));
    expect(autoplay.has("touch")).toBe(true);
    document.body.dispatchEvent(pointer("pointerup", "touch"));
    expect(autoplay.has("touch")).toBe(false);
    root.dispatchEvent(pointer("pointerdown", "pen"));
    document.dispatchEvent(pointer("pointercancel", "pen"));
    expect(autoplay.isRunning()).toBe(true);
  });

  it("focus inside holds it; moving focus within keeps the hold; leaving releases it", () => {
    const { autoplay } = setup();
    const inside = document.getElementById("inside")!;
    const outside = document.getElementById("outside")!;
    inside.focus();
    expect(autoplay.has("focus")).toBe(true);
    inside.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: inside }));
    expect(autoplay.has("focus")).toBe(true);
    outside.focus();
    expect(autoplay.has("focus")).toBe(false);
  });

  it("a hidden tab holds it; a visible one releases it", () => {
    const { autoplay } = setup();
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(autoplay.has("hidden")).toBe(true);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(autoplay.has("hidden")).toBe(false);
    hidden.mockRestore();
  });

  it("unbinding removes every listener", () => {
    const { root, autoplay, unbind } = setup();
    unbind();
    root.dispatchEvent(pointer("pointerenter", "mouse"));
    root.dispatchEvent(pointer("pointerdown", "touch"));
    document.getElementById("inside")!.focus();
    expect(autoplay.isRunning()).toBe(true);
  });
});
