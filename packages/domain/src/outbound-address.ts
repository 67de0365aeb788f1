/*
 * Server-side request forgery rule for admin-set outbound URLs (webhook): which IP addresses an
 * outbound call may reach. The server resolves the host name and asks this rule about every
 * address it gets; this file knows nothing of DNS.
 */

/** Why an address is refused, or 'public' when an outbound call may reach it. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

const IPV4_PART = /^(?:0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

/** Parses an IPv4 address in every form inet_aton accepts (127.1, 0x7f.1, 2130706433), or null. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    const lower = part.toLowerCase();
    const value = lower.startsWith('0x')
      ? lower.length === 2
        ? 0
        : Number.parseInt(lower.slice(2), 16)
      : lower.length > 1 && lower.startsWith('0')
        ? Number.parseInt(lower, 8)
        : Number(lower);
    if (!Number.isSafeInteger(value)) return null;
    values.push(value);
  }
  // a.b.c.d, a.b.c16, a.b24, a32: the last part fills the remaining bytes.
  const last = values.pop() ?? 0;
  for (const v of values) if (v > 255) return null;
  const lastBytes = 4 - values.length;
  if (last >= 2 ** (8 * lastBytes)) return null;
  let result = 0;
  for (const v of values) result = result * 256 + v;
  return result * 2 ** (8 * lastBytes) + last;
}

/** Parses an IPv6 address (optionally bracketed, with an embedded IPv4 tail) into 8 groups, or null. */
export function parseIpv6(text: string): number[] | null {
  let s = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return null;
  const lastColon = s.lastIndexOf(':');
  const maybeV4 = s.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    // An embedded IPv4 tail (::ffff:10.0.0.1) becomes two hex groups.
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(maybeV4)) return null;
    const v4 = parseIpv4(maybeV4);
    if (v4 === null) return null;
    const hex = (n: number) => n.toString(16);
    s = `${s.slice(0, lastColon + 1)}${hex(Math.floor(v4 / 65536))}:${hex(v4 % 65536)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const toGroups = (h: string): number[] | null => {
    if (h === '') return [];
    const groups: number[] = [];
    for (const g of h.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      groups.push(Number.parseInt(g, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0] ?? '');
  const rest = halves.length === 2 ? toGroups(halves[1] ?? '') : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length;
  if (halves.length === 2) {
    if (known > 7) return null;
    return [...head, ...new Array<number>(8 - known).fill(0), ...rest];
  }
  return known === 8 ? head : null;
}

const inV4 = (ip: number, base: string, bits: number): boolean => {
  const start = parseIpv4(base) ?? 0;
  const size = 2 ** (32 - bits);
  return ip >= start && ip < start + size;
};

function classifyIpv4(ip: number): AddressClass {
  if (ip === parseIpv4('169.254.169.254') || ip === parseIpv4('100.100.100.200')) return 'metadata';
  if (inV4(ip, '0.0.0.0', 8)) return 'unspecified';
  if (inV4(ip, '127.0.0.0', 8)) return 'loopback';
  if (inV4(ip, '10.0.0.0', 8) || inV4(ip, '172.16.0.0', 12) || inV4(ip, '192.168.0.0', 16))
    return 'private';
  if (inV4(ip, '100.64.0.0', 10)) return 'private'; // carrier-grade NAT
  if (inV4(ip, '169.254.0.0', 16)) return 'link-local';
  const reserved: Array<[string, number]> = [
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  if (reserved.some(([base, bits]) => inV4(ip, base, bits))) return 'reserved';
  return 'public';
}

function classifyIpv6(groups: number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upperZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (upperZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) carry an IPv4 address.
  if (upperZero && (g5 === 0xffff || g5 === 0)) return classifyIpv4(g6 * 65536 + g7);
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4(g6 * 65536 + g7);
  }
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g7 === 0x254 && g2 === 0 && g3 === 0) return 'metadata';
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // old site-local
  if ((g0 & 0xff00) === 0xff00) return 'reserved'; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  return 'public';
}

/** Classifies an IP address literal (IPv4 in any inet_aton form, IPv6 with or without brackets). */
export function classifyAddress(address: string): AddressClass {
  const text = address.trim();
  const v4 = parseIpv4(text);
  if (v4 !== null) return classifyIpv4(v4);
  const v6 = parseIpv6(text);
  if (v6 !== null) return classifyIpv6(v6);
  return 'invalid';
}

/** True when an outbound call may reach this address (public internet only). */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/** True when a URL host is an IP literal rather than a name (so no DNS lookup is needed). */
export function isIpLiteral(host: string): boolean {
  return parseIpv4(host) !== null || parseIpv6(host) !== null;
}
