import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import { isPublicAddress } from './address.policy.ts';
import { fakeDns } from './fake-dns.fixture.ts';
import { createGuardedAgent, type LookupFunction } from './guarded-agent.ts';
import { FetchError, fetchUrl } from './http.fetcher.ts';

let server: Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/to-metadata')
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (req.url === '/to-intranet')
      res.writeHead(302, { location: 'http://intranet.example/admin' }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Ciao</p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const importUrl = (url: string, lookup?: LookupFunction) =>
  runIngestJob({ kind: 'url', trainingId: 1, url }, { allowPrivateHosts: false, resolve: {}, lookup }).then(
    () => expect.fail('the import should have been refused'),
    (err: unknown) => err as IngestError,
  );

describe('the address guard, with CRAWL_ALLOW_PRIVATE_HOSTS off', () => {
  it('classifies loopback, private, link-local, CGNAT, unique-local and metadata addresses as not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.4.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
  });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/`],
    ['a 10.x address', () => 'http://10.0.0.8/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['localhost, which resolves to loopback', () => `http://localhost:${port}/`],
  ])('refuses %s before sending anything', async (_name, url) => {
    const before = hits;
    const failure = await importUrl(url());
    expect(failure).toBeInstanceOf(IngestError);
    expect(failure.message).toMatch(/is a private or reserved address$/);
    expect(failure.retryable).toBe(false);
    expect(hits).toBe(before);
  });

  it('refuses a hostname whose DNS answer is a private address', async () => {
    const failure = await importUrl('http://shop.example/', fakeDns({ 'shop.example': '10.1.2.3' }));
    expect(failure.message).toBe(
      'http://shop.example/ could not be imported: shop.example is a private or reserved address',
    );
  });

  it('checks every redirect hop: a public page redirecting to a private address is refused', async () => {
    // 127.0.0.1 stands in for the public internet here: the policy lets it through, and nothing else private
    const internetIsLoopback = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
    const lookup = fakeDns({ 'public.example': '127.0.0.1', 'intranet.example': '192.168.0.10' });
    const dispatcher = createGuardedAgent({ policy: internetIsLoopback, connections: 1, lookup });
    const settings = { dispatcher, resolve: {}, timeoutMs: 5000, maxBytes: 1e6 };
    try {
      const ok = await fetchUrl(new URL(`http://public.example:${port}/`), settings);
      expect(ok.status).toBe(200);
      for (const path of ['/to-metadata', '/to-intranet']) {
        const failure = await fetchUrl(new URL(`http://public.example:${port}${path}`), settings).catch(
          (e) => e,
        );
        expect(failure).toBeInstanceOf(FetchError);
        expect((failure as FetchError).kind).toBe('blocked');
      }
    } finally {
      await dispatcher.close();
    }
  });

  it('lets a test reach loopback when private hosts are allowed', async () => {
    const result = await runIngestJob(
      { kind: 'url', trainingId: 2, url: `http://127.0.0.1:${port}/` },
      { allowPrivateHosts: true, resolve: {} },
    );
    expect(result.documents[0]!.text).toBe('Ciao');
  });
});
