// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { optionsFromScript } from './options.ts';

/** A snippet as a host page would carry it. */
function snippet(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://vela.example/widget.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('the snippet’s attributes', () => {
  it('read the bot, the server origin from the script’s own src, and every override', () => {
    expect(
      optionsFromScript(
        snippet({
          'data-bot-id': ' bot-1 ',
          'data-position': 'left',
          'data-color': '#10b981',
          'data-language': 'it',
          'data-open': 'true',
          'data-greeting': 'Serve aiuto?',
          'data-nonce': 'abc123',
        }),
      ),
    ).toEqual({
      botId: 'bot-1',
      demoId: undefined,
      serverUrl: 'https://vela.example',
      language: 'it',
      position: 'left',
      color: '#10b981',
      open: true,
      greeting: 'Serve aiuto?',
      nonce: 'abc123',
    });
  });

  it('take a demo id when no bot id is given, and name nothing without either', () => {
    expect(optionsFromScript(snippet({ 'data-demo-id': 'demo-9' }))).toMatchObject({
      botId: undefined,
      demoId: 'demo-9',
    });
    expect(optionsFromScript(snippet({ 'data-position': 'left' }))).toBeUndefined();
  });

  it('ignore a side or colour they do not know, and read data-open="false" as closed', () => {
    const options = optionsFromScript(
      snippet({
        'data-bot-id': 'b',
        'data-position': 'top',
        'data-color': 'red;background:url(x)',
        'data-open': 'false',
      }),
    );
    expect(options).toMatchObject({ position: undefined, color: undefined, open: false });
  });

  it('fall back to the script’s own nonce attribute for the style nonce', () => {
    const script = snippet({ 'data-bot-id': 'b' });
    script.nonce = 'from-csp';
    expect(optionsFromScript(script)?.nonce).toBe('from-csp');
  });
});
