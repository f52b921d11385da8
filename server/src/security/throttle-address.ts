import { isIPv6 } from 'node:net';

/** Bits of an IPv6 address that name one client: a /64 is the least any host is given. */
const IPV6_CLIENT_GROUPS = 4;

/**
 * The client an address belongs to, as the per-IP limits count it. An IPv6 host holds a whole
 * /64 (and usually more), so counting full addresses gave it 2^64 fresh ones: the address is
 * cut to its /64, written one way (lower case, no leading zeros). An IPv4 address the socket
 * shows IPv4-mapped (`::ffff:192.0.2.7`, in any spelling) is the plain IPv4 one. Anything else
 * stays as it is.
 */
export function throttleAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  return mappedIPv4(groups) ?? `${groups.slice(0, IPV6_CLIENT_GROUPS).join(':')}::/64`;
}

/**
 * The IPv4 address of an IPv4-mapped one (::ffff:0:0/96), however it is written (`::ffff:1.2.3.4`,
 * `::ffff:102:304`, longhand): else every IPv4 client spelt another way fell in one /64 of zeros.
 */
function mappedIPv4(groups: string[]): string | null {
  if (groups.slice(0, 5).some((g) => g !== '0') || groups[5] !== 'ffff') return null;
  const [high = 0, low = 0] = groups.slice(6).map((g) => parseInt(g, 16));
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight groups of a valid IPv6 address, in hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').flatMap(embeddedIPv4) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}

/** A group, or the two groups of a dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`). */
function embeddedIPv4(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
