import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Dotted-quad IPv4 or IPv6 only: the legacy forms `1.2.3` and `0x7f.1` are refused. */
function isStrictIp(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

/** Plain address form: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes 1.2.3.4. */
export function normalizeIp(raw: string): string | null {
  const value = raw.trim();
  if (!isStrictIp(value)) return null;
  const addr = ipaddr.parse(value);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address().toString();
  }
  return addr.toString();
}

export function isIpOrCidr(value: string): boolean {
  return parseRange(value) !== null;
}

/** An IP is a /32 (or /128) range; a CIDR keeps its prefix. Invalid text → null. */
export function parseRange(value: string): Range | null {
  const text = value.trim();
  try {
    if (text.includes('/')) {
      if (!isStrictIp(text.slice(0, text.indexOf('/')))) return null;
      const [addr, bits] = ipaddr.parseCIDR(text);
      return [unmap(addr), addr.kind() === 'ipv6' && unmap(addr) !== addr ? bits - 96 : bits];
    }
    if (!isStrictIp(text)) return null;
    const addr = unmap(ipaddr.parse(text));
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

function unmap(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr;
}

/** A matcher over IPs and CIDR blocks; entries that do not parse never match. */
export function ipMatcher(entries: readonly string[]): (ip: string) => boolean {
  const ranges = entries.map(parseRange).filter((r): r is Range => r !== null);
  return (ip) => {
    // Most lists are empty: parsing the address first was a per-request cost for nothing.
    if (ranges.length === 0) return false;
    const normalized = normalizeIp(ip);
    if (!normalized) return false;
    const addr = ipaddr.parse(normalized);
    return ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
  };
}

/** Loopback, private, link-local and other non-public addresses have no country. */
export function isPublicIp(ip: string): boolean {
  const normalized = normalizeIp(ip);
  return normalized !== null && ipaddr.parse(normalized).range() === 'unicast';
}
