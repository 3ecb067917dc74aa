import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses: refuses private, loopback, link-local (which holds
 * the cloud metadata address 169.254.169.254), CGNAT, unique-local, multicast and reserved ranges, and
 * IPv6 forms that embed an IPv4 address (mapped, 6to4, Teredo, NAT64) unless the embedded one is public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Decides whether the crawler may connect to an address (after DNS resolution). */
export type AddressPolicy = (address: string) => boolean;

export function addressPolicy(allowPrivateHosts: boolean): AddressPolicy {
  return allowPrivateHosts ? () => true : isPublicAddress;
}
