import { isIPv6 } from 'node:net';

/** Bits of an IPv6 address that name one client: a /64 is the least any host is given. */
const IPV6_CLIENT_GROUPS = 4;

/**
 * The client an address belongs to, as the per-IP limits count it. An IPv6 host holds a whole
 * /64 (and usually more), so counting full addresses gave it 2^64 fresh ones: the address is
 * cut to its /64, written one way (lower case, no leading zeros). An IPv4 address the socket
 * shows IPv4-mapped (`::ffff:192.0.2.7`, in any spelling) or through a NAT64 gateway's well-known
 * prefix (`64:ff9b::192.0.2.7`) is the plain IPv4 one. Anything else stays as it is.
 */
export function throttleAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  return embeddedClientIPv4(groups) ?? `${groups.slice(0, IPV6_CLIENT_GROUPS).join(':')}::/64`;
}

/** The /96 prefixes whose last 32 bits are one IPv4 client (groups as `ipv6Groups` writes them). */
const IPV4_CARRIERS = [
  // IPv4-mapped (::ffff:0:0/96): else every IPv4 client spelt another way fell in one /64 of zeros.
  ['0', '0', '0', '0', '0', 'ffff'],
  // NAT64's well-known prefix (64:ff9b::/96, RFC 6052): an IPv6-only network reaching IPv4
  // clients through its gateway would else put every one of them in the gateway's single /64.
  ['64', 'ff9b', '0', '0', '0', '0'],
];

/**
 * The IPv4 address an IPv6 one carries (IPv4-mapped or NAT64), however it is written
 * (`::ffff:1.2.3.4`, `::ffff:102:304`, longhand), or null.
 */
function embeddedClientIPv4(groups: string[]): string | null {
  const prefix = groups.slice(0, 6);
  if (!IPV4_CARRIERS.some((carrier) => carrier.every((g, i) => g === prefix[i]))) return null;
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
