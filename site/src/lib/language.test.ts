import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, switchLanguagePath } from './language.ts';

describe('language prefixes', () => {
  it('reads Italian from unprefixed and /it paths and English from /en', () => {
    expect(languageOfPath('/')).toBe('it');
    expect(languageOfPath('/it/voice-agent')).toBe('it');
    expect(languageOfPath('/en/voice-agent')).toBe('en');
    expect(languageOfPath('/english')).toBe('it');
  });

  it('adds /en when switching to English and removes it when switching back', () => {
    expect(switchLanguagePath('/voice-agent', 'en')).toBe('/en/voice-agent');
    expect(switchLanguagePath('/', 'en')).toBe('/en');
    expect(switchLanguagePath('/en/legal/privacy-policy', 'it')).toBe('/legal/privacy-policy');
    expect(switchLanguagePath('/en', 'it')).toBe('/');
  });

  it('keeps the /it prefix where the path already had it', () => {
    expect(switchLanguagePath('/it/portal', 'en')).toBe('/en/portal');
    expect(localizedPath('/admin/cms', 'it', { italianPrefix: true })).toBe('/it/admin/cms');
  });
});
