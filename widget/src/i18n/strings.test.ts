import { describe, expect, it } from 'vitest';
import { panelResources } from './panel-strings.ts';
import { pickLanguage, resources, stringsFor } from './strings.ts';

describe('widget strings', () => {
  it('Italian and English have the same keys, none empty', () => {
    expect(Object.keys(resources.it).sort()).toEqual(Object.keys(resources.en).sort());
    for (const lang of [resources.en, resources.it]) {
      for (const value of Object.values(lang)) expect(value.trim()).not.toBe('');
    }
  });

  it("the panel's texts too: Italian and English have the same keys, none empty, none shared with the loader's", () => {
    expect(Object.keys(panelResources.it).sort()).toEqual(Object.keys(panelResources.en).sort());
    for (const lang of [panelResources.en, panelResources.it]) {
      for (const value of Object.values(lang)) expect(value.trim()).not.toBe('');
    }
    expect(Object.keys(panelResources.en).filter((k) => k in resources.en)).toEqual([]);
    for (const lang of [panelResources.en, panelResources.it]) expect(lang.consent).toContain('{privacy}');
  });

  it("shows the spec's error text in both languages", () => {
    expect(resources.en.error).toBe('Sorry, I encountered an error. Please try again.');
    expect(resources.it.error).toBe('Spiacente, si è verificato un errore. Riprova.');
  });

  it("prefers the embedder's language, then the bot's, then the page's, then English", () => {
    expect(pickLanguage('en', 'it', 'it-IT')).toBe('en');
    expect(pickLanguage(undefined, 'it', 'en')).toBe('it');
    expect(pickLanguage(undefined, undefined, 'it-IT')).toBe('it');
    expect(pickLanguage('fr', undefined, 'de')).toBe('en');
  });

  it('lets the embedder override any text', () => {
    expect(stringsFor('it', { send: 'Manda' }).send).toBe('Manda');
    expect(stringsFor('it', { send: 'Manda' }).retry).toBe('Riprova');
  });
});
