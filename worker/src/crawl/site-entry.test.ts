import type dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import { isPublicAddress } from '../net/address.policy.ts';
import type { LookupFunction } from '../net/guarded-agent.ts';
import {
  type EntrySitesServer,
  entrySites,
  hiddenCellarSecret,
  startEntrySites,
} from '../test/entry-sites.ts';
import { crawlDefaults } from './crawl.settings.ts';
import { crawlSite } from './crawl.use-case.ts';

let sites: EntrySitesServer;
beforeAll(async () => {
  sites = await startEntrySites();
});
afterAll(() => sites.close());

const crawl = (domain: string) =>
  runIngestJob(
    { kind: 'crawl', trainingId: 1, domain, maxPages: 20, maxDepth: 3 },
    { allowPrivateHosts: true, resolve: sites.resolve },
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the crawl should have failed'),
    (err: unknown) => err as IngestError,
  );

describe('a home page that sends the browser elsewhere first', () => {
  it('follows a meta refresh to en/ and reads the English site behind it', async () => {
    const { domain, fact, pages } = entrySites.metaRefresh;
    const result = await crawl(domain);
    expect(result.documents.map((d) => new URL(d.source).pathname).sort()).toEqual([...pages].sort());
    expect(result.documents.find((d) => d.source === fact.url)?.text).toContain(fact.answer);
    expect(result.report).toMatchObject({
      start: `http://${domain}/en/`,
      pagesRead: 3,
      byLanguage: { en: 3 },
      skipped: [],
    });
  });

  it('follows a redirect from / to the /it/ language folder', async () => {
    const { domain, fact, pages } = entrySites.languageFolder;
    const result = await crawl(domain);
    expect(result.documents.map((d) => new URL(d.source).pathname).sort()).toEqual([...pages].sort());
    expect(result.documents.find((d) => d.source === fact.url)?.text).toContain(fact.answer);
    expect(result.report?.start).toBe(`http://${domain}/it/`);
  });

  it('moves from the bare domain to https://www., reading robots.txt and the sitemap there', async () => {
    const { domain, www, fact, pages, disallowed } = entrySites.apexToWww;
    sites.requests.length = 0;
    const result = await crawl(domain);
    expect(result.documents.map((d) => d.source).sort()).toEqual(
      pages.map((p) => `https://${www}${p}`).sort(),
    );
    expect(result.documents.find((d) => d.source === fact.url)?.text).toContain(fact.answer);
    expect(result.report?.start).toBe(`https://${www}/`);
    expect(sites.requests).toContain(`${www}/robots.txt`);
    expect(sites.requests).not.toContain(`${www}${disallowed}`);
    expect(result.report?.skipped).toContainEqual({ url: `https://${www}${disallowed}`, reason: 'robots' });
  });

  it('moves from www. to the bare domain, reading its robots.txt', async () => {
    const { domain, apex, fact, pages, disallowed } = entrySites.wwwToApex;
    sites.requests.length = 0;
    const result = await crawl(domain);
    expect(result.documents.map((d) => d.source).sort()).toEqual(
      pages.map((p) => `http://${apex}${p}`).sort(),
    );
    expect(result.documents.find((d) => d.source === fact.url)?.text).toContain(fact.answer);
    expect(sites.requests).toContain(`${apex}/robots.txt`);
    expect(sites.requests.map((r) => r.replace(/^www\./, ''))).not.toContain(`${apex}${disallowed}`);
  });

  it('reads robots.txt and the sitemap where the home page’s canonical link points on the same site', async () => {
    const { domain, www, fact, disallowed } = entrySites.canonicalWww;
    sites.requests.length = 0;
    const result = await crawl(domain);
    expect(sites.requests).toContain(`${www}/robots.txt`);
    expect(sites.requests).toContain(`${www}/sitemap.xml`);
    expect(sites.requests).not.toContain(`${domain}${disallowed}`);
    expect(result.documents.map((d) => d.source).sort()).toEqual([fact.url, `https://${www}/`].sort());
    expect(result.documents.find((d) => d.source === fact.url)?.text).toContain(fact.answer);
  });

  it('gives up on a redirect loop, saying so', async () => {
    const failure = await failureOf(crawl(entrySites.redirectLoop.domain));
    expect(failure).toBeInstanceOf(IngestError);
    expect(failure.message).toBe('no pages could be read from giro-tondo.test: it redirects too many times');
    expect(failure.retryable).toBe(false);
  });
});

/** A fake DNS: the named hosts resolve to the given addresses, others fail. */
function fakeDns(records: Record<string, string>): LookupFunction {
  return ((host: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const address = records[host];
    if (!address)
      return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    return options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4);
  }) as unknown as LookupFunction;
}

describe('the address guard on the way in', () => {
  it('refuses a meta refresh to a host on a private address, and reads nothing from it', async () => {
    const { domain, www } = entrySites.privateRefresh;
    // 127.0.0.1 stands in for the public internet here; the www name resolves to a private address
    const policy = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
    const { [www]: _, ...resolve } = sites.resolve;
    sites.requests.length = 0;
    const failure = await failureOf(
      crawlSite(
        { domain, maxPages: 10, maxDepth: 2 },
        {
          ...crawlDefaults,
          resolve,
          policy,
          lookup: fakeDns({ [www]: '10.0.0.8' }),
        },
      ),
    );
    expect(failure.message).toBe(
      `no pages could be read from ${domain}: ${www} is a private or reserved address`,
    );
    expect(failure.retryable).toBe(false);
    expect(sites.requests.every((r) => !r.startsWith(www))).toBe(true);
    expect(sites.requests).toContain(`${domain}/`);
    expect(JSON.stringify(failure)).not.toContain(hiddenCellarSecret);
  });
});

describe('a home page without text', () => {
  it('reads the language versions its hreflang links name', async () => {
    const { domain, fact, pages } = entrySites.hreflangOnly;
    const result = await crawl(domain);
    expect(result.documents.map((d) => new URL(d.source).pathname).sort()).toEqual([...pages].sort());
    expect(result.documents.find((d) => d.source === fact.url)?.text).toContain(fact.answer);
    expect(result.report?.skipped).toEqual([{ url: `http://${domain}/`, reason: 'no_text' }]);
  });

  it('fails only after its sitemap, links and language versions, naming each', async () => {
    const failure = await failureOf(crawl(entrySites.noText.domain));
    expect(failure.message).toBe(
      'no pages could be read from solo-script.test: the site has no readable text; tried the home page ' +
        'http://solo-script.test/, its sitemap (http://solo-script.test/sitemap.xml: no pages listed), ' +
        'its links (none to another page of the site) and its language versions (none named by hreflang)',
    );
    expect(failure.retryable).toBe(false);
  });

  it('names the hop it came through when the page behind it has no text either', async () => {
    const failure = await failureOf(crawl(entrySites.refreshToNoText.domain));
    expect(failure.message).toMatch(
      /^no pages could be read from vetrina-vuota\.test: the site has no readable text; tried the home page http:\/\/vetrina-vuota\.test\/benvenuto \(reached from http:\/\/vetrina-vuota\.test\/\), /,
    );
  });
});
