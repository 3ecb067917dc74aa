import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { type AddressVerdict, isPublicAddress, judgeAddress } from './address.policy.ts';
import { publicAddresses, specialAddresses } from './special-addresses.fixture.ts';
import { IPV4_SPECIAL_PURPOSE, IPV6_SPECIAL_PURPOSE } from './special-purpose.ranges.ts';

/** Whether a refusal names this block (reasons read `<name> <cidr> (<rfc>)`). */
const names = (verdict: AddressVerdict, cidr: string) =>
  !verdict.public && verdict.reason.includes(` ${cidr} (`);

/** Shifts an address by `delta` (undefined past either end of its family's space). */
function shifted(address: string, delta: bigint): string | undefined {
  const bytes = ipaddr.parse(address).toByteArray();
  let value = bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n) + delta;
  if (value < 0n || value >= 1n << BigInt(bytes.length * 8)) return undefined;
  const out = bytes.map(() => 0);
  for (let i = out.length - 1; i >= 0; i--, value >>= 8n) out[i] = Number(value & 0xffn);
  return ipaddr.fromByteArray(out).toString();
}

/** First and last address of a block, and the ones just before and after it. */
function edges(cidr: string) {
  const [network, prefix] = ipaddr.parseCIDR(cidr);
  const size = 1n << BigInt(network.toByteArray().length * 8 - prefix);
  const first = network.toString();
  return {
    first,
    last: shifted(first, size - 1n)!,
    before: shifted(first, -1n),
    after: shifted(first, size),
  };
}

const prefixOf = (cidr: string) => ipaddr.parseCIDR(cidr)[1];
function inside(address: string, cidr: string): boolean {
  const parsed = ipaddr.parse(address);
  const range = ipaddr.parseCIDR(cidr);
  return parsed.kind() === range[0].kind() && (parsed as ipaddr.IPv4).match(range as [ipaddr.IPv4, number]);
}

const blocks = [...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE];

describe('the address policy', () => {
  it.each(specialAddresses)('refuses %s, naming %s', (address, cidr) => {
    const verdict = judgeAddress(address);
    expect(names(verdict, cidr), JSON.stringify(verdict)).toBe(true);
    expect(isPublicAddress(address)).toBe(false);
  });

  it('has an address above for every block of the registries', () => {
    const tested = new Set(specialAddresses.map(([, cidr]) => cidr));
    expect(blocks.map((b) => b.cidr).filter((cidr) => !tested.has(cidr))).toEqual([]);
  });

  it.each(publicAddresses)('lets %s through', (address) => {
    expect(judgeAddress(address)).toEqual({ public: true });
  });

  it.each(blocks.map((b) => b.cidr))(
    'refuses the first and last address of %s, and names it for neither neighbour outside',
    (cidr) => {
      const { first, last, before, after } = edges(cidr);
      // the most specific block names an address: the edge of a block may sit in a smaller one inside it
      const nested = (address: string) =>
        blocks.filter((b) => prefixOf(b.cidr) > prefixOf(cidr) && inside(address, b.cidr));
      for (const address of [first, last]) {
        const verdict = judgeAddress(address);
        const named = [cidr, ...nested(address).map((b) => b.cidr)].some((c) => names(verdict, c));
        expect(named, `${address}: ${JSON.stringify(verdict)}`).toBe(true);
      }
      for (const address of [before, after].filter((a) => a !== undefined)) {
        expect(names(judgeAddress(address), cidr), address).toBe(false);
      }
    },
  );

  it('judges an IPv4-mapped or NAT64 address by the IPv4 address it carries', () => {
    expect(judgeAddress('::ffff:127.0.0.1')).toEqual({
      public: false,
      reason:
        'Loopback 127.0.0.0/8 (RFC 1122 §3.2.1.3), embedded in IPv4-mapped Address ::ffff:0:0/96 (RFC 4291)',
    });
    expect(names(judgeAddress('64:ff9b::c0a8:101'), '192.168.0.0/16')).toBe(true);
    expect(names(judgeAddress('64:ff9b::c0a8:101'), '64:ff9b::/96')).toBe(true);
  });

  it('refuses IPv6 outside 2000::/3 that no block names', () => {
    for (const address of ['1::1', '1fff:ffff::1', '4000::1', 'e000::1', 'fe00::1']) {
      expect(judgeAddress(address)).toEqual({
        public: false,
        reason: 'outside Global Unicast 2000::/3 (RFC 4291)',
      });
    }
  });

  it('accepts only plain text forms: no numeric shorthands, brackets, zone ids or names', () => {
    for (const odd of [
      '2130706433',
      '0x7f.1',
      '0x7f000001',
      '017700000001',
      '0177.0.0.1',
      '127.1',
      '010.0.0.1',
      '8.8.8.8.',
      ' 8.8.8.8',
      '[::1]',
      '[2606:4700:4700::1111]',
      'fe80::1%eth0',
      'fe80::1%25eth0',
      '2606:4700:4700::1111%eth0',
      'localhost',
      'dns.google',
      '',
    ]) {
      expect(isPublicAddress(odd), odd).toBe(false);
    }
  });

  it('relies on WHATWG URL parsing to turn numeric hosts and IPv6 forms into the plain form it judges', () => {
    const hosts = Object.fromEntries(
      [
        'http://2130706433/',
        'http://0x7f.1/',
        'http://017700000001/',
        'http://0251.0376.0251.0376/',
        'http://0xa9fea9fe/',
        'http://[::127.0.0.1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[64:ff9b::10.0.0.1]/',
        'http://[0:0:0:0:0:0:0:1]/',
      ].map((url) => [url, new URL(url).hostname]),
    );
    expect(hosts).toEqual({
      'http://2130706433/': '127.0.0.1',
      'http://0x7f.1/': '127.0.0.1',
      'http://017700000001/': '127.0.0.1',
      'http://0251.0376.0251.0376/': '169.254.169.254',
      'http://0xa9fea9fe/': '169.254.169.254',
      'http://[::127.0.0.1]/': '[::7f00:1]',
      'http://[::ffff:127.0.0.1]/': '[::ffff:7f00:1]',
      'http://[64:ff9b::10.0.0.1]/': '[64:ff9b::a00:1]',
      'http://[0:0:0:0:0:0:0:1]/': '[::1]',
    });
    // a zone id cannot be written in a URL at all
    expect(URL.canParse('http://[fe80::1%25eth0]/')).toBe(false);
    for (const host of Object.values(hosts)) {
      expect(isPublicAddress(host.replace(/^\[|\]$/g, '')), host).toBe(false);
    }
  });
});
