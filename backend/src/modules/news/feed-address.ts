import ipaddr from 'ipaddr.js';

/** A connection to an address inside the network, refused before it is made. */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

// ipaddr.js's range names, as an operator reads them; any other range than 'unicast' is 'reserved'.
const KINDS: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'shared (CGNAT)',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
};

// IPv4-compatible IPv6 (deprecated): ipaddr.js calls ::7f00:1 unicast.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
// NAT64's well-known prefix: the last 32 bits are the IPv4 address reached.
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * What kind of inside address `address` is (loopback, private, link-local with the cloud metadata
 * service, unique-local, CGNAT, unspecified, multicast, reserved...), or null when it is a public
 * one. IPv4 inside IPv6 (mapped, NAT64) is judged as the IPv4 address it carries.
 */
export function insideKind(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'unreadable';
  }
  if (parsed instanceof ipaddr.IPv6) {
    const range = parsed.range();
    if (range === 'ipv4Mapped') return insideKind(parsed.toIPv4Address().toString());
    if (parsed.match(NAT64))
      return insideKind(ipaddr.fromByteArray(parsed.toByteArray().slice(12)).toString());
    if (range === 'unicast' && parsed.match(IPV4_COMPATIBLE)) return 'reserved';
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  return KINDS[range] ?? 'reserved';
}

/** A host as the URL parser writes it (lower case, IPv6 without brackets), for comparing with the allowed ones. */
export function hostKey(host: string): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const hostname = new URL(`http://${ipaddr.IPv6.isValid(bare) ? `[${bare}]` : bare}/`).hostname;
  return hostname.replace(/^\[(.*)\]$/, '$1');
}
