import { describe, expect, it } from "vitest";
import { sendTitle } from "./mail-log.ts";

describe("a send's title on the Sent mail page", () => {
  it("names what the send is of", () => {
    expect(sendTitle("newsletter", "May news")).toBe("May news");
    expect(sendTitle("launch", null)).toBe("Launch announcement");
    expect(sendTitle("invitation", "3")).toBe("Launch wave 3");
    expect(sendTitle("course_opened", "Python")).toBe("Opening of “Python”");
    expect(sendTitle("asked_class_open", "Python")).toBe("To those who asked for “Python”");
  });
});
