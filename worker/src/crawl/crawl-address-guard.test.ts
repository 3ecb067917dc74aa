import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { isPublicAddress } from '../net/address.policy.ts';
import { fakeDns } from '../net/fake-dns.fixture.ts';
import { crawlDefaults } from './crawl.settings.ts';
import { crawlSite } from './crawl.use-case.ts';
import { importUrl } from './url-import.use-case.ts';

let server: Server;
let base: string;
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.headers.host}${req.url}`);
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (req.url === '/robots.txt' || req.url === '/sitemap.xml') res.writeHead(404).end();
    else if (to) res.writeHead(302, { location: to }).end();
    else if (req.url === '/') res.writeHead(301, { location: 'http://www.vetrina.test/' }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<main><p>Segreto</p></main>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// 127.0.0.1 stands in for the public internet, for the site's own first hop only
const settings = (www?: string) => ({
  ...crawlDefaults,
  requestTimeoutMs: 2000,
  resolve: { 'vetrina.test': base },
  policy: (address: string) => address === '127.0.0.1' || isPublicAddress(address),
  lookup: fakeDns(www ? { 'www.vetrina.test': www } : {}),
});
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('it should have been refused'),
    (err: unknown) => err as IngestError,
  );

/** The blocks the guard used to let through as 'unicast', and the metadata address in disguise. */
const measured = [
  '::7f00:1',
  '::ffff:a9fe:a9fe',
  '64:ff9b:1::a00:1',
  '64:ff9b::a9fe:a9fe',
  '198.18.0.1',
  'fec0::1',
  '3fff::1',
  '2002:a9fe:a9fe::1',
  '2001::1',
];

describe('the address guard in a crawl and a URL import', () => {
  it.each(measured)(
    'stops a crawl whose home page redirects to www, which resolves to %s',
    async (address) => {
      requests.length = 0;
      const failure = await failureOf(
        crawlSite({ domain: 'vetrina.test', maxPages: 5, maxDepth: 1 }, settings(address)),
      );
      expect(failure.message).toBe(
        'no pages could be read from vetrina.test: www.vetrina.test is a private or reserved address',
      );
      expect(requests).toContain('vetrina.test/');
      expect(requests.filter((r) => r.startsWith('www.'))).toEqual([]);
    },
  );

  it.each(measured.map((address) => (address.includes(':') ? `[${address}]` : address)))(
    'stops a URL import that redirects to http://%s/',
    async (host) => {
      requests.length = 0;
      const target = `http://${host}/segreto`;
      const start = `http://vetrina.test/hop?to=${encodeURIComponent(target)}`;
      const failure = await failureOf(importUrl({ url: start }, settings()));
      expect(failure.message).toMatch(/ is a private or reserved address$/);
      expect(requests).toEqual([
        'vetrina.test/robots.txt',
        `vetrina.test/hop?to=${encodeURIComponent(target)}`,
      ]);
    },
  );
});
