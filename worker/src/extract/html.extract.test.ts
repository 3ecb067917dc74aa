import { describe, expect, it } from 'vitest';
import { extractHtml } from './html.extract.ts';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`;
const url = new URL('https://shop.test/blog/post?x=1');

describe('extracting a page’s main text', () => {
  it('keeps headings as # lines, paragraphs, lists and table rows', () => {
    const { text } = extractHtml(
      page(
        '<main><h1>Menu</h1><p>Fresh  <b>bread</b>\n daily.</p><h3>Cakes</h3><ul><li>Apple</li><li>Lemon</li></ul><table><tr><td>Tart</td><td>4 €</td></tr></table></main>',
      ),
      url,
    );
    expect(text).toBe('# Menu\n\nFresh bread daily.\n\n### Cakes\n\n- Apple\n- Lemon\n\nTart 4 €');
  });

  it('drops navigation, header/footer landmarks, scripts, styles, forms and cookie banners', () => {
    const { text } = extractHtml(
      page(
        '<nav>Home About</nav><div role="banner">Logo</div><div class="cc-banner cookie-consent">We use cookies</div>' +
          '<div id="gdpr">Consent</div><p>Main story.</p><script>track()</script><style>p{}</style><form>Search</form><footer>© Shop</footer>',
      ),
      url,
    );
    expect(text).toBe('Main story.');
  });

  it('drops the site header but keeps an article’s own header', () => {
    const { text } = extractHtml(
      page(
        '<header><a href="/">Shop</a><p>Since 1990</p></header><article><header><h1>Post</h1></header><p>Body</p></article><article><p>Other</p></article>',
      ),
      url,
    );
    expect(text).toBe('# Post\n\nBody\n\nOther');
  });

  it('prefers <main> over the rest of the body', () => {
    expect(extractHtml(page('<div>Sidebar promo</div><main><p>Only this</p></main>'), url).text).toBe(
      'Only this',
    );
  });

  it('reads the title, the language and absolute links (navigation included, fragments removed)', () => {
    const result = extractHtml(
      page(
        '<nav><a href="/about#team">About</a></nav><a href="../contact">Contact</a><a rel="nofollow" href="/login">x</a><p>x</p>',
        '<title> Shop &amp; Co </title><link rel="canonical" href="/blog/post">',
      ),
      url,
    );
    expect(result.title).toBe('Shop & Co');
    expect(result.language).toBe('en');
    expect(result.links.map(String)).toEqual(['https://shop.test/about', 'https://shop.test/contact']);
    expect(result.canonical?.href).toBe('https://shop.test/blog/post');
  });

  it('falls back to the first heading for a page without a title, and reads noindex', () => {
    const result = extractHtml(page('<h2>Hello</h2>', '<meta name="robots" content="noindex, follow">'), url);
    expect(result.title).toBe('Hello');
    expect(result.noindex).toBe(true);
    expect(result.nofollow).toBe(false);
  });
});
