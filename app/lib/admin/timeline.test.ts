import { describe, expect, it } from "vitest";
import { personTimeline } from "./timeline";

const t = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));

describe("a person's timeline", () => {
  it("puts the address, its lists, confirmations, unsubscribing, asking again and every message in time order", () => {
    const events = personTimeline({
      subscriber: { createdAt: t(0), source: "newsletter", confirmedAt: t(5), unsubscribedAt: t(20) },
      lists: [
        { list: "newsletter", courseTitle: null, state: "pending", requestedAt: t(30), confirmedAt: t(5) },
        { list: "course", courseTitle: "Jazz Piano", state: "ended", requestedAt: t(0), confirmedAt: t(5) },
      ],
      messages: [
        { kind: "confirm", status: "sent", subject: null, createdAt: t(0), sentAt: t(1) },
        { kind: "newsletter", status: "dropped", subject: "November", createdAt: t(25), sentAt: null },
        { kind: "confirm", status: "queued", subject: null, createdAt: t(30), sentAt: null },
      ],
      searches: [{ concept: "jazz piano", createdAt: t(2) }],
      courseInterests: [],
    });
    expect(events.map((e) => [e.at.slice(11, 16), e.what, e.detail])).toEqual([
      ["10:00", "Address given", "through a newsletter form"],
      ["10:00", "Asked for the list of “Jazz Piano”", "ended by unsubscribing"],
      ["10:00", "E-mail: Confirmation", "sent 1 Nov 2026, 18:01 SGT"],
      ["10:02", "Searched “jazz piano”", undefined],
      ["10:05", "Confirmed the newsletter list", undefined],
      ["10:05", "Confirmed the list of “Jazz Piano”", undefined],
      ["10:05", "Mailbox confirmed the address", undefined],
      ["10:20", "Unsubscribed from every list", undefined],
      ["10:25", "E-mail: Newsletter “November”", "dropped"],
      ["10:30", "Asked again for the newsletter list", "awaiting confirmation"],
      ["10:30", "E-mail: Confirmation", "queued"],
    ]);
  });
});
