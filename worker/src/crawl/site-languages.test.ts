import { describe, expect, it } from 'vitest';
import { SiteLanguages } from './site-languages.ts';

const at = (path: string) => new URL(path, 'https://shop.test');
const read = (language?: string, alternates: [string, string][] = []) => ({
  language,
  alternates: alternates.map(([path, lang]) => ({ url: at(path), language: lang })),
});

describe('judging a page’s language before reading it', () => {
  it('takes the language an hreflang alternate of a page already read gave it', () => {
    const languages = new SiteLanguages();
    languages.notePage(
      at('/about'),
      read('en', [
        ['/chi-siamo', 'it'],
        ['/about', 'en'],
      ]),
    );
    expect(languages.judge(at('/chi-siamo'))).toBe('it');
  });

  it('takes /en/, /de/ and /en-gb/ prefixes for languages once the site uses two of them', () => {
    const languages = new SiteLanguages();
    languages.noteUrl(at('/en-gb/shop'));
    expect(languages.judge(at('/en-gb/shop'))).toBeUndefined();
    languages.noteUrl(at('/de/laden'));
    expect(languages.judge(at('/en-gb/shop'))).toBe('en');
    expect(languages.judge(at('/de/laden'))).toBe('de');
  });

  it('takes a lone prefix for a language once a page under it says so', () => {
    const languages = new SiteLanguages();
    languages.notePage(at('/en/'), read('en'));
    expect(languages.judge(at('/en/rooms'))).toBe('en');
  });

  it('does not take a one-language site’s /id/ or /hr/ section for Indonesian or Croatian', () => {
    const languages = new SiteLanguages();
    languages.noteUrl(at('/id/123'));
    languages.notePage(at('/'), read('it'));
    expect(languages.judge(at('/id/123'))).toBeUndefined();
    expect(languages.judge(at('/contatti'))).toBeUndefined();
  });

  it('on a site with translations under prefixes, gives the pages outside them the language read there', () => {
    const languages = new SiteLanguages();
    languages.noteUrl(at('/en/'));
    languages.noteUrl(at('/de/'));
    languages.notePage(at('/'), read('it'));
    expect(languages.judge(at('/contatti'))).toBe('it');
  });
});

describe('a read page’s language', () => {
  it('is <html lang>, else the path prefix, else the hreflang that names the page', () => {
    const languages = new SiteLanguages();
    languages.notePage(at('/fr/'), read('fr'));
    expect(languages.languageOf(at('/fr/a'), read('de'))).toBe('de');
    expect(languages.languageOf(at('/fr/a'), read(undefined))).toBe('fr');
    expect(languages.languageOf(at('/a'), read(undefined, [['/a', 'nl']]))).toBe('nl');
    expect(languages.languageOf(at('/b'), read(undefined))).toBeUndefined();
  });
});
