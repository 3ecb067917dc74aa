// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { adoptStyles } from './styles.ts';

describe('adoptStyles', () => {
  it('uses a constructable stylesheet (CSSOM, allowed by a strict CSP) where the engine has them', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const remove = adoptStyles(root, '.a{color:red}', 'n0nce');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
    remove();
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('falls back to a <style> carrying the embedder’s nonce where they are missing', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined });
    const remove = adoptStyles(root, '.a{color:red}', 'n0nce');
    const style = root.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('n0nce');
    expect(style?.textContent).toBe('.a{color:red}');
    remove();
    expect(root.querySelector('style')).toBeNull();
  });
});
