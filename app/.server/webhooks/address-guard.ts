import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

// An endpoint must be somewhere on the internet: a URL that resolves to this machine, the private
// network or the cloud's metadata address (SSRF) is refused when it is registered, and again on
// every delivery, where the check sits inside the connection's own DNS lookup, so a name that
// changes its answer between the two (DNS rebinding) is caught too. WEBHOOKS_ALLOW_PRIVATE lifts
// it for local development and tests.

const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["64:ff9b::", 96], ["100::", 64]] as const) blocked.addSubnet(net, bits, "ipv6");

/** Loopback, private, link-local, shared, multicast or unspecified (an IPv4 address inside IPv6 judged as itself). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class PrivateAddressError extends Error {}

const refusal = (host: string, address: string) =>
  new PrivateAddressError(`${host} resolves to ${address}, a loopback, private or link-local address: webhooks are only sent to the internet.`);

/** The URL's host, bracketless. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** Resolves the URL's host now; the reason it may not be used, or undefined. */
export async function checkEndpointHost(url: URL, allowPrivate: boolean): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? refusal(host, host).message : undefined;
  try {
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) => dnsLookup(host, { all: true }, (err, a) => (err ? reject(err) : resolve(a))));
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    return bad ? refusal(host, bad.address).message : undefined;
  } catch {
    return `${host} could not be found (no DNS answer). Check the address.`;
  }
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
