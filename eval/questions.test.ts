import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { categories, loadQuestions } from './questions.ts';
import { holdsFact } from './score.ts';
import { evalSiteDefinitions } from './sites/eval-sites.ts';
import { riversideLeisure } from './sites/riverside-leisure.site.ts';
import type { SiteDefinition } from './sites/site-server.ts';

const sites = new Map<string, SiteDefinition>(evalSiteDefinitions.map((s) => [s.domain, s]));

/** Elements a browser runs on in the line with the text around them, without a space. */
const INLINE = 'span, a, strong, b, em, i, small, sup, sub, abbr, code, mark, u, s, label';

/** What a reader sees on a page: its text without scripts and styles, table cells kept apart. */
function visibleText(html: string): string {
  const $ = load(html);
  $('script, style, noscript').remove();
  $('body *').not(INLINE).append(' ');
  return $('body').text();
}

const pageTexts = new Map(
  [...sites.values()].flatMap((site) =>
    site.pages.map((p) => [`${site.domain}${p.path}`, visibleText(p.html)]),
  ),
);
const textOf = (site: string, path: string) => pageTexts.get(`${site}${path}`);

describe('the question sets', () => {
  const questions = loadQuestions();

  it('ask at least 90 questions, at least 10 in every category, on every site', () => {
    expect(questions.length).toBeGreaterThanOrEqual(90);
    for (const category of categories)
      expect(questions.filter((q) => q.category === category).length, category).toBeGreaterThanOrEqual(10);
    expect(new Set(questions.map((q) => q.site))).toEqual(new Set(sites.keys()));
  });

  it("name only the fixture sites' pages", () => {
    for (const q of questions)
      for (const path of q.pages) expect(textOf(q.site, path), `${q.id}: ${path}`).toBeDefined();
  });

  it('expect facts that the named pages print (translations allowed only across languages)', () => {
    for (const q of questions) {
      const texts = q.pages.map((path) => textOf(q.site, path) ?? '');
      const found = q.expect.filter((fact) => texts.some((text) => holdsFact(text, fact)));
      if (q.category === 'cross-language') expect(found.length, q.id).toBeGreaterThan(0);
      else expect(found, q.id).toEqual(q.expect);
    }
  });

  it('reject facts that the site does print somewhere, as a sloppy bot could quote them', () => {
    for (const q of questions.filter((x) => x.reject.length > 0)) {
      const site = sites.get(q.site)!;
      const printed = q.reject.filter((fact) =>
        site.pages.some((p) => holdsFact(textOf(q.site, p.path) ?? '', fact)),
      );
      expect(printed.length, q.id).toBeGreaterThan(0);
    }
  });

  it('hold the key facts of the broken page outside its <article>, as a browser would still show them', () => {
    const page = riversideLeisure.pages.find((p) => p.path === '/kids-parties')!;
    const $ = load(page.html);
    expect($('article').text()).not.toContain('£165');
    expect($('main').text()).toContain('£165');
  });
});
