// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { MessageStatus } from "~/lib/schemas/mail-constants";
import { OpeningProgress } from "./opening-progress";

const counts = (c: Partial<Record<MessageStatus, number>>): Record<MessageStatus, number> => ({ queued: 0, sending: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, paused: 0, ...c });

function renderProgress(progress: Record<MessageStatus, number>) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <OpeningProgress progress={progress} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

/** What a screen reader is told of itself: the text of every live region. */
const announced = () => [...document.querySelectorAll('[aria-live]:not([aria-live="off"])')].map((el) => el.textContent);

describe("OpeningProgress", () => {
  it("while messages go, shows the figures without announcing them at each refresh", async () => {
    renderProgress(counts({ sent: 3, queued: 2 }));
    expect((await screen.findByTestId("progress")).textContent).toBe("3 of 5 sent · 2 on the way · 0 failed · 0 dropped");
    expect(announced()).toEqual([""]);
  });

  it("announces the outcome once nothing is on its way", async () => {
    renderProgress(counts({ sent: 4, failed: 1 }));
    await screen.findByTestId("progress");
    expect(announced()).toEqual(["Opening notices: 4 of 5 sent, 1 failed, 0 dropped."]);
  });
});
