import { describe, expect, it } from 'vitest';
import { isCrawlable, isSameSite, pageKey, parseDomain } from './site-url.ts';

describe('site URLs', () => {
  it('gives one key per page however it is linked', () => {
    const keys = [
      'https://www.shop.it/menu/',
      'http://shop.it/menu#dolci',
      'https://shop.it/menu?utm_source=x&fbclid=1',
    ].map((u) => pageKey(new URL(u)));
    expect(new Set(keys)).toEqual(new Set(['shop.it/menu']));
    expect(pageKey(new URL('https://shop.it/list?b=2&a=1'))).toBe('shop.it/list?a=1&b=2');
  });

  it('treats www and the bare host as one site, and nothing else', () => {
    expect(isSameSite(new URL('https://www.shop.it/x'), 'shop.it')).toBe(true);
    expect(isSameSite(new URL('https://blog.shop.it/x'), 'shop.it')).toBe(false);
    expect(isSameSite(new URL('mailto:ciao@shop.it'), 'shop.it')).toBe(false);
  });

  it('skips assets and media but keeps pages and PDFs', () => {
    expect(isCrawlable(new URL('https://shop.it/foto.JPG'))).toBe(false);
    expect(isCrawlable(new URL('https://shop.it/app.js'))).toBe(false);
    expect(isCrawlable(new URL('https://shop.it/listino.pdf'))).toBe(true);
    expect(isCrawlable(new URL('https://shop.it/chi-siamo'))).toBe(true);
  });

  it('accepts a domain typed with a scheme, a path or a port', () => {
    expect(parseDomain(' Shop.it ')).toBe('shop.it');
    expect(parseDomain('https://www.shop.it/about')).toBe('www.shop.it');
    expect(parseDomain('127.0.0.1:4567')).toBe('127.0.0.1:4567');
  });
});
