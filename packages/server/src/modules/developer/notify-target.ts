import { isIP } from 'node:net';

/**
 * Notify URLs and private networks. A notification is an HTTP request our server makes to an address a merchant
 * chose, so an address on our own network (loopback, RFC 1918, link-local, CGNAT, unique-local IPv6 …) would let a
 * merchant probe it. Deployments refuse them (WEBHOOK_ALLOW_PRIVATE_TARGETS=0); development and the sandbox allow
 * them, since the receiver there is on 127.0.0.1. The check runs on the address actually connected to (the relay's
 * DNS lookup), so a name that resolves to a private address is refused too.
 */
const PRIVATE_V4: readonly [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 (CGNAT)
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xe0000000, 3], // multicast and reserved
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) {
    const value = v4ToInt(address);
    return PRIVATE_V4.some(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
  }
  if (family === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]!);
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
  }
  return true;
}

/** Whether a URL names a private target by itself (localhost or a private IP literal); names are checked at delivery. */
export function isPrivateUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}
