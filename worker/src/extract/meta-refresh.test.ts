import { describe, expect, it } from 'vitest';
import { extractHtml } from './html.extract.ts';
import { parseMetaRefresh } from './meta-refresh.ts';

const base = new URL('https://shop.test/it/index.html');
const parse = (content: string | undefined) => {
  const refresh = parseMetaRefresh(content, base);
  return refresh && { delaySeconds: refresh.delaySeconds, url: refresh.url?.href };
};

describe('reading a meta refresh', () => {
  it.each([
    ['0; URL=en/', 0, 'https://shop.test/it/en/'],
    ["0; URL='en/'", 0, 'https://shop.test/it/en/'],
    ['0; url="/en/"', 0, 'https://shop.test/en/'],
    ['0;url=/en/', 0, 'https://shop.test/en/'],
    ['  3 ;  URL = /benvenuto  ', 3, 'https://shop.test/benvenuto'],
    ['5, url=https://www.shop.test/', 5, 'https://www.shop.test/'],
    ['2.5; url=/lento', 2, 'https://shop.test/lento'],
    ['.5; url=/subito', 0, 'https://shop.test/subito'],
    ['0 /senza-url-uguale', 0, 'https://shop.test/senza-url-uguale'],
    ["0; 'quoted-without-url-keyword'", 0, 'https://shop.test/it/quoted-without-url-keyword'],
    ["0; URL='en/' extra words", 0, 'https://shop.test/it/en/'],
    ['0; URL=/en/#top', 0, 'https://shop.test/en/'],
    ['30; url=//cdn.shop.test/home', 30, 'https://cdn.shop.test/home'],
  ])('%j waits %d s and goes to %s', (content, delaySeconds, url) => {
    expect(parse(content)).toEqual({ delaySeconds, url });
  });

  it.each([
    ['0', 0],
    ['10', 10],
    ['0;', 0],
    ["0; URL=''", 0],
    ['0; url=javascript:alert(1)', 0],
    ['0; url=mailto:info@shop.test', 0],
  ])('%j only reloads the page (no address to go to)', (content, delaySeconds) => {
    expect(parse(content)).toEqual({ delaySeconds, url: undefined });
  });

  it.each([[undefined], [''], ['   '], ['url=/en/'], ['-1; url=/en/'], ['soon; url=/en/'], ['0x; url=/en/']])(
    'ignores %j, as a browser does',
    (content) => {
      expect(parse(content)).toBeUndefined();
    },
  );

  it('is found on a page, relative to its <base>, in any letter case of http-equiv', () => {
    const page = extractHtml(
      '<html><head><base href="https://shop.test/negozio/"><META HTTP-EQUIV="Refresh" CONTENT="0; URL=en/"></head><body></body></html>',
      new URL('https://shop.test/'),
    );
    expect(page.refresh?.url?.href).toBe('https://shop.test/negozio/en/');
    expect(page.text).toBe('');
  });
});
