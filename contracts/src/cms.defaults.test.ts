import { describe, expect, it } from 'vitest';
import { cmsDefaults } from './cms.defaults.ts';

describe('the CMS sections’ default texts', () => {
  it('have the same sections and keys in Italian and English, none empty', () => {
    const keys = (language: 'it' | 'en') =>
      Object.entries(cmsDefaults[language]).flatMap(([section, texts]) =>
        Object.keys(texts).map((key) => `${section}.${key}`),
      );
    expect(keys('it').sort()).toEqual(keys('en').sort());
    for (const texts of [cmsDefaults.it, cmsDefaults.en])
      for (const section of Object.values(texts))
        for (const text of Object.values<string>(section)) expect(text.trim()).not.toBe('');
  });
});
