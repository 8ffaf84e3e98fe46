import ipaddr from "ipaddr.js";

// Per-IP limits count a client by the address it connects from. One IPv6 subscriber is usually
// given a whole /64 (SLAAC, privacy addresses), so keyed by the exact address one household or one
// attacker had 2^64 budgets: an IPv6 address counts by its /64. An IPv4 address written as IPv6
// (::ffff:a.b.c.d, as a dual-stack socket reports it) counts as itself.

/** The key a per-IP limit counts this address under: an IPv4 address, or an IPv6 /64 ("2001:db8:1:2::/64"). */
export function ipKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
