import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address.policy.ts';
import { fakeDns } from './fake-dns.fixture.ts';
import { createGuardedAgent } from './guarded-agent.ts';
import { FetchError, fetchUrl } from './http.fetcher.ts';
import { specialAddresses } from './special-addresses.fixture.ts';

let server: Server;
let port: number;
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.headers.host}${req.url}`);
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (to) res.writeHead(302, { location: to }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Ciao</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// 127.0.0.1 stands in for the public internet, for the first hop only: every other special address is refused
const seen: string[] = [];
const policy = (address: string) => {
  seen.push(address);
  return address === '127.0.0.1' || isPublicAddress(address);
};
const dns = {
  'public.example': '127.0.0.1',
  ...Object.fromEntries(specialAddresses.map(([address], i) => [`special-${i}.example`, address])),
};
const cases = specialAddresses
  .filter(([address]) => address !== '127.0.0.1')
  .map(([address, cidr]) => ({
    address,
    cidr,
    name: `special-${specialAddresses.findIndex(([a]) => a === address)}.example`,
  }));
const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** Fetches through a guarded agent on the fake DNS; answers how it failed and what reached the server. */
async function attempt(url: string) {
  const dispatcher = createGuardedAgent({
    policy,
    connections: 1,
    lookup: fakeDns(dns),
    connectTimeoutMs: 1000,
  });
  requests.length = 0;
  seen.length = 0;
  try {
    const failure = await fetchUrl(new URL(url), {
      dispatcher,
      resolve: {},
      timeoutMs: 2000,
      maxBytes: 1e6,
    }).then(
      () => undefined,
      (err: unknown) => err,
    );
    return { failure, requests: [...requests], seen: [...seen] };
  } finally {
    await dispatcher.close();
  }
}
const via = (target: string) => `http://public.example:${port}/hop?to=${encodeURIComponent(target)}`;

describe('the address guard on every special-purpose block', () => {
  it('lets the stand-in for the public internet through, so the refusals below are the guard’s', async () => {
    const { failure, requests } = await attempt(`http://public.example:${port}/`);
    expect(failure).toBeUndefined();
    expect(requests).toEqual([`public.example:${port}/`]);
  });

  it.each(cases)('refuses $address as a URL host, before sending anything', async ({ address }) => {
    const { failure, requests } = await attempt(`http://${literal(address)}:${port}/`);
    expect(failure).toBeInstanceOf(FetchError);
    expect((failure as FetchError).kind).toBe('blocked');
    expect(requests).toEqual([]);
  });

  it.each(cases)('refuses a host whose DNS answer is $address', async ({ address, name }) => {
    const { failure, requests, seen } = await attempt(`http://${name}:${port}/`);
    expect((failure as FetchError).kind).toBe('blocked');
    expect(requests).toEqual([]);
    expect(seen).toEqual([address]);
  });

  it.each(cases)('refuses a redirect to $address, after the first hop only', async ({ address }) => {
    const target = `http://${literal(address)}:${port}/secret`;
    const { failure, requests } = await attempt(via(target));
    expect((failure as FetchError).kind).toBe('blocked');
    expect(requests).toEqual([`public.example:${port}/hop?to=${encodeURIComponent(target)}`]);
  });

  it.each(cases)('refuses a redirect to a host whose DNS answer is $address', async ({ address, name }) => {
    const { failure, requests, seen } = await attempt(via(`http://${name}:${port}/secret`));
    expect((failure as FetchError).kind).toBe('blocked');
    expect(requests).toHaveLength(1);
    // the first hop's address is checked on lookup and again on the connected socket
    expect(seen.filter((a) => a !== '127.0.0.1')).toEqual([address]);
  });

  it.each([
    ['2130706434', '127.0.0.2'],
    ['0x7f.2', '127.0.0.2'],
    ['017700000002', '127.0.0.2'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['0xa9fea9fe', '169.254.169.254'],
    ['0', '0.0.0.0'],
    ['[::127.0.0.1]', '::7f00:1'],
    ['[::ffff:127.0.0.2]', '::ffff:7f00:2'],
    ['[0:0:0:0:0:ffff:a9fe:a9fe]', '::ffff:a9fe:a9fe'],
    ['[64:ff9b::10.0.0.1]', '64:ff9b::a00:1'],
  ])(
    'refuses a redirect to http://%s/, judging the address WHATWG makes of it (%s)',
    async (host, address) => {
      const { failure, requests, seen } = await attempt(via(`http://${host}:${port}/secret`));
      expect((failure as FetchError).kind).toBe('blocked');
      expect(requests).toHaveLength(1);
      expect(seen.at(-1)).toBe(address);
    },
  );
});
