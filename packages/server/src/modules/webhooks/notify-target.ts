import ipaddr from 'ipaddr.js';

/**
 * Notify URLs and private networks. A notification is an HTTP request our server makes to an address a merchant
 * chose, so an address on our own network would let a merchant probe it. Only globally routable unicast addresses
 * pass unless WEBHOOK_ALLOW_PRIVATE_TARGETS (the development switch: the demo's receiver is on 127.0.0.1). The
 * ranges come from ipaddr.js, which follows the IANA special-purpose registries: loopback, RFC 1918, CGNAT,
 * link-local, 0/8, 192.0.0/24, 198.18/15, documentation, multicast, 240/4, unique- and site-local IPv6 …
 * The check runs on the address actually connected to (the relay's DNS lookup, or the IP literal itself).
 */
export function isPrivateAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Strips a zone id (fe80::1%eth0) and turns ::ffff:a.b.c.d into the IPv4 address the socket really reaches.
    parsed = ipaddr.process(address.replace(/%.*$/, ''));
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  // IPv6 global unicast is 2000::/3; outside it (::/96 IPv4-compatible like ::7f00:1, 64:ff9b::/96 NAT64, fec0::/10,
  // 100::/64 …) nothing passes. Inside it, the registry's special ranges (6to4 2002::/16, Teredo, documentation …)
  // are refused whole rather than judged by the IPv4 address they embed: a relay could forward them anywhere.
  const v6 = parsed as ipaddr.IPv6;
  return !v6.match(GLOBAL_UNICAST_V6) || v6.range() !== 'unicast';
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** Whether a URL names a private target by itself (localhost or a private IP literal); names are checked at delivery. */
export function isPrivateUrl(url: string): boolean {
  // The URL parser has already normalised the host (0x7f.1 → 127.0.0.1, [::ffff:127.0.0.1] → [::ffff:7f00:1]).
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && isPrivateAddress(host);
}
