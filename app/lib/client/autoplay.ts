// The carousel's autoplay clock, apart from the carousel and the DOM so its rules can be tested
// with fake timers: it advances every `delayMs` while nothing holds it, and any holder pauses it.

/** How long each course stays in view before the carousel moves on by itself. */
export const AUTOPLAY_DELAY_MS = 5000;

/** Why the carousel is held still: each one pauses it until it is released. */
export type PauseReason = "hover" | "focus" | "touch" | "hidden" | "offscreen" | "reduced-motion" | "user";

export type Autoplay = {
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** After a manual move, the next automatic one waits a whole delay again. */
  restart(): void;
  isRunning(): boolean;
  has(reason: PauseReason): boolean;
  destroy(): void;
};

export function createAutoplay(delayMs: number, advance: () => void, initial: PauseReason[] = []): Autoplay {
  const holds = new Set<PauseReason>(initial);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    stop();
    if (destroyed || holds.size > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      advance();
      schedule();
    }, delayMs);
  };
  schedule();

  return {
    pause(reason) {
      holds.add(reason);
      stop();
    },
    resume(reason) {
      if (!holds.delete(reason)) return;
      // Released by the last holder: a full delay before the next move, never an immediate jump.
      if (holds.size === 0) schedule();
    },
    restart() {
      if (timer !== undefined) schedule();
    },
    isRunning: () => timer !== undefined,
    has: (reason) => holds.has(reason),
    destroy() {
      destroyed = true;
      stop();
    },
  };
}

/**
 * Holds the autoplay while a person is using the carousel: a mouse over it, keyboard or
 * programmatic focus inside it, a finger or pen on it, or the tab in the background.
 * Returns the function that removes the listeners.
 */
export function bindAutoplayHolds(root: HTMLElement, autoplay: Autoplay, doc: Document = root.ownerDocument): () => void {
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === "mouse") autoplay.pause("hover");
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === "mouse") autoplay.resume("hover");
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") autoplay.pause("touch");
  };
  // The finger may leave the carousel while dragging: the end of the touch is watched on the document.
  const onPointerUp = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") autoplay.resume("touch");
  };
  const onFocusIn = () => autoplay.pause("focus");
  const onFocusOut = (e: FocusEvent) => {
    if (!(e.relatedTarget instanceof Node && root.contains(e.relatedTarget))) autoplay.resume("focus");
  };
  const onVisibility = () => {
    if (doc.hidden) autoplay.pause("hidden");
    else autoplay.resume("hidden");
  };

  // One list for adding and removing, so the two can never drift apart.
  const listeners: Array<[EventTarget, string, (e: never) => void]> = [
    [root, "pointerenter", onPointerEnter],
    [root, "pointerleave", onPointerLeave],
    [root, "pointerdown", onPointerDown],
    [doc, "pointerup", onPointerUp],
    [doc, "pointercancel", onPointerUp],
    [root, "focusin", onFocusIn],
    [root, "focusout", onFocusOut],
    [doc, "visibilitychange", onVisibility],
  ];
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn as EventListener);
  onVisibility();
  // Already under the mouse or holding focus when the carousel starts: held from the outset.
  if (root.contains(doc.activeElement)) autoplay.pause("focus");
  if (root.matches(":hover")) autoplay.pause("hover");

  return () => {
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn as EventListener);
  };
}
