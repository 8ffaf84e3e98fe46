import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./address-guard";

describe("isPrivateAddress", () => {
  it("knows loopback, private, shared, link-local, multicast and unspecified addresses in both families", () => {
    for (const a of ["127.0.0.1", "10.0.0.5", "172.16.3.4", "192.168.1.1", "100.64.0.1", "169.254.169.254", "0.0.0.0", "224.0.0.1", "::1", "::", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1"]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it("lets public addresses through", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "2a00:1450:4001:80e::200e"]) expect(isPrivateAddress(a), a).toBe(false);
  });

  it("refuses every IANA special-purpose range, including the IPv6 forms that embed an IPv4 address (issue 26)", () => {
    for (const a of [
      "::127.0.0.1", // IPv4-compatible ::/96
      "::7f00:1",
      "::ffff:0:7f00:1", // IPv4-translated ::ffff:0:0:0/96
      "::ffff:8.8.8.8", // IPv4-mapped ::ffff:0:0/96: never needed for a public endpoint
      "64:ff9b::7f00:1", // NAT64
      "64:ff9b:1::a00:1",
      "2002:7f00:1::", // 6to4
      "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
      "2001:db8::1", // documentation
      "100::1", // discard
      "fec0::1", // site-local
      "192.0.2.1",
      "198.51.100.7",
      "203.0.113.9",
      "192.88.99.1",
      "255.255.255.255",
      "240.0.0.1",
      "not an address",
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });
});
