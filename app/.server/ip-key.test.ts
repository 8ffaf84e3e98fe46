import { describe, expect, it } from "vitest";
import { ipKey } from "./ip-key";

describe("ipKey", () => {
  it("keys IPv6 by its /64, so one subscriber's addresses share one budget", () => {
    expect(ipKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:0db8:0001:0002:abcd::9")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:db8:1:3::1")).not.toBe(ipKey("2001:db8:1:2::1"));
  });

  it("keys IPv4 by the address, written as IPv6 or not", () => {
    expect(ipKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("203.0.113.8")).not.toBe(ipKey("203.0.113.7"));
  });

  it("leaves what is not an address as it is", () => {
    expect(ipKey("unknown")).toBe("unknown");
  });
});
