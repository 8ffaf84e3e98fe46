import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

// An endpoint must be somewhere on the internet: a URL that resolves to this machine, the private
// network or the cloud's metadata address (SSRF) is refused when it is registered, and again on
// every delivery, where the check sits inside the connection's own DNS lookup, so a name that
// changes its answer between the two (DNS rebinding) is caught too. WEBHOOKS_ALLOW_PRIVATE lifts
// it for local development and tests.

// Which addresses are "the internet" is the IANA special-purpose registries' answer (IPv4 and
// IPv6), as ipaddr.js keeps them: anything its range() does not call plain unicast is refused, in
// both families. That covers the IPv6 forms that carry an IPv4 address inside them, which a
// hand-kept list missed: IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96, NAT64
// 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16 and Teredo 2001::/32. The deprecated
// IPv4-compatible ::/96 is no longer in the registry, and ipaddr.js names only :: and ::1 in it:
// it is refused here by hand.
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/** Not a plain unicast address on the internet: loopback, private, link-local, shared, reserved, multicast, or one embedding an IPv4 address. */
export function isPrivateAddress(address: string): boolean {
  // Only what Node itself would connect to as an IP (no "0x7f.1" or "127.1" shorthands reach here as such).
  if (isIP(address) === 0) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return true;
  return parsed.range() !== "unicast";
}

export class PrivateAddressError extends Error {}

const refusal = (host: string, address: string) =>
  new PrivateAddressError(`${host} resolves to ${address}, a loopback, private or link-local address: webhooks are only sent to the internet.`);

/** The URL's host, bracketless. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/**
 * The URL's host checked now: `refused` when it is or resolves to an address webhooks are not sent
 * to; `unresolved` (a warning, not a refusal) when DNS has no answer for it at the moment.
 */
export type HostCheck = { refused?: string; unresolved?: string };

/** What the operator is told about an endpoint saved while its host had no DNS answer. */
export const unresolvedWarning = (host: string) =>
  `${host} could not be found in DNS when the endpoint was saved: deliveries to it fail until the name resolves (each delivery looks it up again). Check the address.`;

export async function checkEndpointHost(url: URL, allowPrivate: boolean): Promise<HostCheck> {
  if (allowPrivate) return {};
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? { refused: refusal(host, host).message } : {};
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise<LookupAddress[]>((resolve, reject) => dnsLookup(host, { all: true }, (err, a) => (err ? reject(err) : resolve(a))));
  } catch {
    // A name not published yet, or DNS down for a moment, is no reason to refuse it: every delivery
    // looks the name up again and refuses a private answer then (guardedLookup).
    return { unresolved: unresolvedWarning(host) };
  }
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  return bad ? { refused: refusal(host, bad.address).message } : {};
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The lookup an outgoing request uses: it refuses to connect where an endpoint may not be. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(refusal(hostname, bad.address) as NodeJS.ErrnoException, []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** An IP written in the URL is not looked up: it is checked as it stands. */
export function literalRefusal(url: URL, allowPrivate: boolean): string | undefined {
  const host = hostOf(url);
  return !allowPrivate && isIP(host) && isPrivateAddress(host) ? refusal(host, host).message : undefined;
}
