import { describe, expect, it } from "vitest";
import { parseSubscriberFilter } from "./subscribers";

describe("the Subscribers page's filter", () => {
  it("keeps known filter values and ignores the rest", () => {
    const f = parseSubscriberFilter(new URLSearchParams("q=%20Ana%20&status=confirmed&source=nope&list=course"));
    expect(f).toEqual({ q: "Ana", status: "confirmed", source: undefined, list: "course" });
  });
});
