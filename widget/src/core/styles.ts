/**
 * Adds a stylesheet to the shadow root. Constructable stylesheets are CSSOM, which a strict CSP allows;
 * older engines get a `<style>` carrying the embedder's nonce.
 */
export function adoptStyles(root: ShadowRoot, css: string, nonce?: string): () => void {
  if (Array.isArray(root.adoptedStyleSheets) && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const style = document.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  root.prepend(style);
  return () => style.remove();
}
