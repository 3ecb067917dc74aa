import { describe, expect, it } from 'vitest';
import { extractHtml } from '../extract/html.extract.ts';
import { homeLeads, noTextReason } from './entry-points.ts';

const home = new URL('https://shop.test/en/');

describe('what a crawl tried before it found no text', () => {
  it('counts the other pages of the site a home page leads to, by links, refresh and hreflang', () => {
    const page = extractHtml(
      `<html><head><meta http-equiv="refresh" content="10; url=/en/welcome">
        <link rel="alternate" hreflang="it" href="/it/"><link rel="alternate" hreflang="en" href="/en/"></head>
        <body><a href="/en/">home</a><a href="/en/about">about</a><a href="/en/about#team">team</a>
        <a href="https://elsewhere.test/">out</a><a href="/logo.png">logo</a></body></html>`,
      home,
    );
    expect(homeLeads(page, home, 'shop.test')).toEqual({ links: 2, languageVersions: 1 });
    expect(homeLeads(undefined, home, 'shop.test')).toEqual({ links: 0, languageVersions: 0 });
  });

  it('names the home page, the hop it came through, the sitemap, links, languages and the first error', () => {
    const reason = noTextReason(
      {
        home,
        hops: [new URL('https://shop.test/')],
        sitemaps: [new URL('https://shop.test/sitemap.xml')],
        sitemapPages: 4,
        links: 1,
        languageVersions: 2,
        pagesTried: 8,
      },
      '/en/about answered 403',
    );
    expect(reason).toBe(
      'the site has no readable text; tried the home page https://shop.test/en/ (reached from https://shop.test/), ' +
        'the 4 pages its sitemap lists, the 1 page it links to and the 2 language versions named by hreflang; ' +
        '8 pages fetched, none with text; first error: /en/about answered 403',
    );
  });
});
