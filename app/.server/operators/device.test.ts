import { describe, expect, it } from "vitest";
import { deviceOf } from "./device.ts";

describe("deviceOf", () => {
  it("names the browser and system of a User-Agent", () => {
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox on Linux");
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS");
    expect(deviceOf("")).toBe("Unknown device");
  });
});
