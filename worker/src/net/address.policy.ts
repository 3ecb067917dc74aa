import net from 'node:net';
import ipaddr from 'ipaddr.js';
import {
  IPV4_SPECIAL_PURPOSE,
  IPV6_GLOBAL_UNICAST,
  IPV6_SPECIAL_PURPOSE,
  type SpecialPurposeBlock,
} from './special-purpose.ranges.ts';

/** Whether the crawler may connect to an address, and if not, the block that forbids it. */
export type AddressVerdict = { public: true } | { public: false; reason: string };

interface Block<T> {
  block: SpecialPurposeBlock;
  range: [T, number];
}

const PUBLIC: AddressVerdict = { public: true };
const v4Blocks: Block<ipaddr.IPv4>[] = IPV4_SPECIAL_PURPOSE.map((block) => ({
  block,
  range: ipaddr.IPv4.parseCIDR(block.cidr),
}));
const v6Blocks: Block<ipaddr.IPv6>[] = IPV6_SPECIAL_PURPOSE.map((block) => ({
  block,
  range: ipaddr.IPv6.parseCIDR(block.cidr),
}));
const globalUnicast = ipaddr.IPv6.parseCIDR(IPV6_GLOBAL_UNICAST.cidr);

const refused = (reason: string): AddressVerdict => ({ public: false, reason });
const label = (block: SpecialPurposeBlock) => `${block.name} ${block.cidr} (${block.rfc})`;

/** The most specific block holding the address (Teredo rather than its /23), if any. */
function mostSpecific<T>(
  blocks: Block<T>[],
  holds: (range: [T, number]) => boolean,
): SpecialPurposeBlock | undefined {
  let found: Block<T> | undefined;
  for (const entry of blocks) {
    if (holds(entry.range) && (!found || entry.range[1] > found.range[1])) found = entry;
  }
  return found?.block;
}

function judgeV4(address: ipaddr.IPv4): AddressVerdict {
  const block = mostSpecific(v4Blocks, (range) => address.match(range));
  return block ? refused(label(block)) : PUBLIC;
}

function judgeV6(address: ipaddr.IPv6): AddressVerdict {
  const block = mostSpecific(v6Blocks, (range) => address.match(range));
  if (block?.embedsIPv4) {
    const [high, low] = [address.parts[6]!, address.parts[7]!];
    const embedded = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
    const inner = judgeV4(embedded);
    return inner.public ? PUBLIC : refused(`${inner.reason}, embedded in ${label(block)}`);
  }
  if (block) return refused(label(block));
  if (!address.match(globalUnicast)) return refused(`outside ${label(IPV6_GLOBAL_UNICAST)}`);
  return PUBLIC;
}

/**
 * Writes an IPv6 address's dotted IPv4 tail as two hex groups (`::127.0.0.1` → `::7f00:1`): ipaddr.js 1.9
 * cannot read `::a.b.c.d`, and 2.x reads it as `::ffff:a.b.c.d`, a different address.
 */
function hexTail(address: string): string {
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (!dotted) return address;
  const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
  return `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/**
 * Allows only global unicast: an IPv4 address in none of IANA's special-purpose blocks, or an IPv6 address
 * inside 2000::/3 in none of them. An IPv4-mapped or NAT64 well-known-prefix address is judged by the IPv4
 * address it carries; IPv4-compatible, 6to4, Teredo and local-use NAT64 addresses are refused whatever they
 * carry. Only plain text forms are accepted (as DNS answers, sockets and WHATWG-parsed URLs give them):
 * `0x7f.1`, `2130706433`, `[::1]` and scoped addresses with a zone id (`fe80::1%eth0`) are refused.
 */
export function judgeAddress(address: string): AddressVerdict {
  if (net.isIP(address) === 0) return refused('not an IP address in plain form');
  if (address.includes('%')) return refused('a scoped address (zone id)');
  try {
    if (net.isIPv4(address)) return judgeV4(ipaddr.IPv4.parse(address));
    return judgeV6(ipaddr.IPv6.parse(hexTail(address)));
  } catch {
    // a form Node's parser accepts and ipaddr.js does not: refuse rather than guess
    return refused('an address form the policy cannot read');
  }
}

/** True only for globally routable unicast addresses (see `judgeAddress`). */
export function isPublicAddress(address: string): boolean {
  return judgeAddress(address).public;
}

/** Decides whether the crawler may connect to an address (after DNS resolution). */
export type AddressPolicy = (address: string) => boolean;

export function addressPolicy(allowPrivateHosts: boolean): AddressPolicy {
  return allowPrivateHosts ? () => true : isPublicAddress;
}
