/**
 * The address blocks the crawler never connects to: data copied from IANA, not logic.
 *
 * Sources (contents as the registries stood in 2025):
 * - IANA IPv4 Special-Purpose Address Registry, https://www.iana.org/assignments/iana-ipv4-special-registry/
 * - IANA IPv6 Special-Purpose Address Registry, https://www.iana.org/assignments/iana-ipv6-special-registry/
 *   (both set up by RFC 6890, updated by RFC 8190)
 * - IPv4 Multicast Address Space Registry (224.0.0.0/4, RFC 5771)
 * - IPv6 Address Space Registry, https://www.iana.org/assignments/ipv6-address-space/: 2000::/3 is the only
 *   global unicast space IANA allocates from; fec0::/10 (deprecated site-local), ff00::/8 (multicast) and
 *   ::/96 (deprecated IPv4-compatible, RFC 4291 §2.5.5.1) sit outside it.
 *
 * Blocks the registries mark "globally reachable" are refused too: no web site is served from an anycast
 * relay, AS112 or AMT address, and refusing them costs nothing.
 */
export interface SpecialPurposeBlock {
  cidr: string;
  name: string;
  rfc: string;
  /**
   * The address carries an IPv4 address in its last 32 bits that the packet really goes to (mapped on a
   * dual-stack socket, translated by a NAT64 on the path): that address decides.
   */
  embedsIPv4?: true;
}

/** IPv4: an address is global unicast when it is in none of these. */
export const IPV4_SPECIAL_PURPOSE: readonly SpecialPurposeBlock[] = [
  // holds 0.0.0.0/32 "this host on this network" (RFC 1122 §3.2.1.3), which Linux connects to loopback
  { cidr: '0.0.0.0/8', name: 'This network', rfc: 'RFC 791 §3.2' },
  { cidr: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918' },
  { cidr: '100.64.0.0/10', name: 'Shared Address Space (CGNAT)', rfc: 'RFC 6598' },
  { cidr: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3' },
  // holds the cloud metadata address 169.254.169.254
  { cidr: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927' },
  { cidr: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918' },
  // all of it, though its registry entries 192.0.0.9/32 (PCP anycast, RFC 7723) and 192.0.0.10/32 (TURN
  // anycast, RFC 8155) are globally reachable; also 192.0.0.0/29 (RFC 7335), 192.0.0.8/32 (RFC 7600),
  // 192.0.0.170/32 and 192.0.0.171/32 (NAT64/DNS64 discovery, RFC 8880)
  { cidr: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890 §2.1' },
  { cidr: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535' },
  { cidr: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450' },
  { cidr: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526' },
  { cidr: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918' },
  { cidr: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { cidr: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544' },
  { cidr: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { cidr: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { cidr: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771' },
  { cidr: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112 §4' },
  { cidr: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 8190, RFC 919 §7' },
];

/** IPv6: the only space that can be global unicast at all. */
export const IPV6_GLOBAL_UNICAST: SpecialPurposeBlock = {
  cidr: '2000::/3',
  name: 'Global Unicast',
  rfc: 'RFC 4291',
};

/** IPv6: an address is global unicast when it is inside 2000::/3 and in none of these. */
export const IPV6_SPECIAL_PURPOSE: readonly SpecialPurposeBlock[] = [
  { cidr: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291' },
  { cidr: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291' },
  { cidr: '::/96', name: 'IPv4-compatible Address (deprecated)', rfc: 'RFC 4291 §2.5.5.1' },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', embedsIPv4: true },
  // RFC 6052 §3.1 forbids the well-known prefix for non-global IPv4 addresses: the embedded one must be public
  { cidr: '64:ff9b::/96', name: 'IPv4-IPv6 Translation', rfc: 'RFC 6052', embedsIPv4: true },
  // local-use NAT64: the operator's translator may well reach private IPv4 space
  { cidr: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translation (local use)', rfc: 'RFC 8215' },
  { cidr: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666' },
  { cidr: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780' },
  // all of it: holds 2001:1::1-3/128 (anycast), 2001:2::/48 (benchmarking), 2001:3::/32 (AMT),
  // 2001:4:112::/48 (AS112-v6), 2001:10::/28 (ORCHID), 2001:20::/28 (ORCHIDv2), 2001:30::/28 (DRIP DETs)
  { cidr: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928' },
  // refused whatever client address it carries: the packet goes to a relay the crawler cannot vouch for
  { cidr: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380, RFC 8190' },
  { cidr: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849' },
  // refused whatever IPv4 address it carries: 6to4 is a relay mechanism, no site is served only through it
  { cidr: '2002::/16', name: '6to4', rfc: 'RFC 3056' },
  { cidr: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { cidr: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637' },
  { cidr: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602' },
  { cidr: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193, RFC 8190' },
  { cidr: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291' },
  { cidr: 'fec0::/10', name: 'Site-Local (deprecated)', rfc: 'RFC 3879' },
  { cidr: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291' },
];
