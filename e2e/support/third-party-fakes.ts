/**
 * Stand-ins for the public site's three outside services, served by the host-pages server (a real HTTP server on
 * loopback) so no test reaches the internet:
 * - a Cal.com-style scheduler: `/embed/embed.js` drains the page's `Cal` queue ('init', 'inline', 'ui') as the
 *   provider's script does, draws the booking page in a frame inside the given element and, once that page says it
 *   is ready, hands it the 'ui' settings; the booking page shows the event type and paints its button in the brand
 *   colour it was given.
 * - a lead-capture provider: its form-embed script `/js/form_embed.js` and the 'Contact us' form page.
 * - the social-media tool: a page that shows the query it was opened with and the PARENT_URL message it receives.
 */
import type { ServerResponse } from 'node:http';

/** The settings the product's webServer gets (BOOKING_URL, LEAD_FORM_URL, SOCIAL_AGENT_URL), on `origin`. */
export function thirdPartyUrls(origin: string) {
  return {
    bookingUrl: `${origin}/vela-ai/consulenza-gratuita`,
    /** Where the site loads the scheduler's script from (chat-service's site config: `<origin>/embed/embed.js`). */
    bookingScriptUrl: `${origin}/embed/embed.js`,
    leadFormUrl: `${origin}/forms/contact-us`,
    /** chat-service's site config: `/js/form_embed.js` on the lead form's origin. */
    leadFormScriptUrl: `${origin}/js/form_embed.js`,
    socialAgentUrl: `${origin}/social/agent`,
  };
}

const CAL_EMBED_JS = `(() => {
  const Cal = window.Cal;
  if (!Cal || !Cal.q) throw new Error('Cal is not defined');
  let origin = new URL(document.currentScript.src).origin;
  let ui = null;
  const frames = [];
  const run = (instruction) => {
    const [method, ...rest] = Array.from(instruction);
    const arg = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (method === 'init') origin = (arg && arg.origin) || origin;
    if (method === 'ui') {
      ui = arg;
      for (const frame of frames) if (frame.ready) frame.element.contentWindow.postMessage({ originator: 'CAL', method: 'ui', arg: ui }, origin);
    }
    if (method === 'inline') {
      const host = typeof arg.elementOrSelector === 'string' ? document.querySelector(arg.elementOrSelector) : arg.elementOrSelector;
      if (!host) throw new Error('Element not found');
      const url = new URL(origin + '/' + arg.calLink);
      url.searchParams.set('embed', '');
      url.searchParams.set('embedType', 'inline');
      for (const [key, value] of Object.entries(arg.config || {})) url.searchParams.set(key, String(value));
      const element = document.createElement('iframe');
      element.className = 'cal-embed';
      element.title = 'Book a call';
      element.src = url.toString();
      element.style.width = '100%';
      element.style.height = '640px';
      element.style.border = '0';
      host.appendChild(element);
      frames.push({ element, ready: false });
    }
  };
  Cal.q.forEach(run);
  Cal.q.splice(0);
  Cal.q.push = (instruction) => { run(instruction); return 0; };
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !event.data || event.data.originator !== 'CAL' || event.data.type !== '__iframeReady') return;
    const frame = frames.find((f) => f.element.contentWindow === event.source);
    if (!frame) return;
    frame.ready = true;
    if (ui) event.source.postMessage({ originator: 'CAL', method: 'ui', arg: ui }, origin);
  });
})();
`;

function bookingPage(eventType: string, query: URLSearchParams): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Book ${eventType}</title>
<style>body { font: 16px system-ui, sans-serif; margin: 24px; color: #111; } button { padding: 8px 16px; border: 0; color: #fff; background: var(--cal-brand, #111); }</style>
</head>
<body>
<main>
<h1>${eventType}</h1>
<p id="layout">Layout: ${query.get('layout') ?? 'none'}</p>
<p><button type="button" id="confirm">Confirm</button></p>
</main>
<script>
window.addEventListener('message', (event) => {
  if (event.source !== parent || !event.data || event.data.originator !== 'CAL' || event.data.method !== 'ui') return;
  const vars = (event.data.arg.cssVarsPerTheme || {}).light || {};
  for (const [name, value] of Object.entries(vars)) document.documentElement.style.setProperty('--' + name, value);
});
parent.postMessage({ originator: 'CAL', type: '__iframeReady', fullType: 'CAL::__iframeReady' }, '*');
</script>
</body>
</html>`;
}

/** Sets a global as a provider's script does, so a test can tell it ran under the page's CSP. */
const FORM_EMBED_JS = `window.leadFormEmbed = { loadedAt: Date.now() };\n`;

const LEAD_FORM_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Contact us</title></head>
<body>
<main>
<h1>Contact us</h1>
<form>
<p><label>Name <input name="name" autocomplete="name"></label></p>
<p><label>Email <input name="email" type="email" autocomplete="email"></label></p>
<p><button type="submit">Send</button></p>
</form>
</main>
</body>
</html>`;

function socialAgentPage(query: URLSearchParams): string {
  const escaped = query.toString().replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Social agent</title></head>
<body>
<main>
<h1>Social agent</h1>
<p id="query">Query: ${escaped}</p>
<p id="parent-url">Parent URL: none yet</p>
<p id="parent-origin">From: none yet</p>
</main>
<script>
window.addEventListener('message', (event) => {
  if (event.source !== parent || !event.data || event.data.type !== 'PARENT_URL') return;
  document.getElementById('parent-url').textContent = 'Parent URL: ' + event.data.url;
  document.getElementById('parent-origin').textContent = 'From: ' + event.origin;
});
</script>
</body>
</html>`;
}

function send(res: ServerResponse, type: string, body: string) {
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** Answers a request for one of the stand-ins; false when the path is none of theirs. */
export function serveThirdParty(url: URL, res: ServerResponse): boolean {
  const js = 'text/javascript; charset=utf-8';
  const html = 'text/html; charset=utf-8';
  if (url.pathname === '/embed/embed.js') send(res, js, CAL_EMBED_JS);
  else if (url.pathname === '/vela-ai/consulenza-gratuita')
    send(res, html, bookingPage('consulenza-gratuita', url.searchParams));
  else if (url.pathname === '/js/form_embed.js') send(res, js, FORM_EMBED_JS);
  else if (url.pathname === '/forms/contact-us') send(res, html, LEAD_FORM_PAGE);
  else if (url.pathname === '/social/agent') send(res, html, socialAgentPage(url.searchParams));
  else return false;
  return true;
}
