import type { SitePage } from './site-server.ts';

/** A page of Riverside Leisure Centre before layout. */
export interface RiversidePage {
  path: string;
  title: string;
  /** The whole content of `<main>`, written by hand (so it may be broken, as one page is). */
  main: string;
  /** Section of the menu to highlight. */
  section?: string;
  unlisted?: boolean;
}

const menu: [string, string, [string, string][]][] = [
  ['/opening-times', 'Opening times', []],
  [
    '/swimming',
    'Swimming',
    [
      ['/swimming', 'Public swimming'],
      ['/swimming-lessons', 'Swimming lessons'],
    ],
  ],
  ['/gym', 'Gym', []],
  ['/classes', 'Classes', []],
  ['/membership', 'Membership', []],
  ['/kids-parties', 'Parties', []],
  ['/cafe', 'Café', []],
  [
    '/contact',
    'Visit us',
    [
      ['/getting-here', 'Parking &amp; getting here'],
      ['/accessibility', 'Accessibility'],
      ['/faq', 'FAQs'],
      ['/contact', 'Contact us'],
    ],
  ],
  ['/news', 'News', []],
];

function navigation(section?: string): string {
  return menu
    .map(([href, label, children]) => {
      const active = section === href ? ' is-active' : '';
      const sub = children.length
        ? `<ul class="dropdown">${children.map(([h, l]) => `<li><a href="${h}">${l}</a></li>`).join('')}</ul>`
        : '';
      return `<li class="nav__item${children.length ? ' has-dropdown' : ''}${active}"><a href="${href}">${label}</a>${sub}</li>`;
    })
    .join('\n      ');
}

/** The whole document: utility bar, header and menu, cookie banner, content, a footer repeated everywhere. */
export function riversideLayout(page: RiversidePage): SitePage {
  const html = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <title>${page.title} - Riverside Leisure Centre</title>
  <meta property="og:site_name" content="Riverside Leisure Centre">
  <link rel="stylesheet" href="/assets/css/main.min.css?v=20260112">
  <script async src="https://tags.example/gtm.js?id=GTM-RLC123"></script>
</head>
<body class="template-page">
  <noscript><iframe src="https://tags.example/ns.html?id=GTM-RLC123" height="0" width="0" style="display:none"></iframe></noscript>
  <div class="utility-bar">
    <a href="https://app.example/riverside/join">Join online</a>
    <a href="https://app.example/riverside/book">Book a class</a>
    <a href="https://app.example/riverside/login">Member log in</a>
  </div>
  <header class="header">
    <a href="/" class="header__logo"><img src="/assets/img/riverside-logo.png" alt="Riverside Leisure Centre"></a>
    <button class="header__burger" aria-label="Menu"><span></span><span></span><span></span></button>
    <nav class="nav" aria-label="Main">
      <ul class="nav__list">
      ${navigation(page.section)}
      </ul>
    </nav>
  </header>
  <div class="cc-window cookie-consent-banner" id="cookieConsent" aria-label="cookieconsent" role="dialog">
    <span class="cc-message">We use cookies to make our website work and, if you agree, to understand how you use it. <a class="cc-link" href="/cookie-policy">Cookie policy</a></span>
    <div class="cc-compliance"><a class="cc-btn cc-deny">Reject non-essential</a><a class="cc-btn cc-allow">Allow all cookies</a></div>
  </div>
  <main class="main" id="main">
${page.main}
  </main>
  <aside class="cta-strip"><div class="wrap"><h2>Ready to get started?</h2><p>Join online in five minutes, no contract.</p><a class="button" href="https://app.example/riverside/join">Join now</a></div></aside>
  <footer class="footer">
    <div class="footer__cols">
      <div><h3>Riverside Leisure Centre</h3><p>14 Mill Lane, Ashford Vale AV3 7RL</p></div>
      <div><h3>Quick links</h3><ul><li><a href="/opening-times">Opening times</a></li><li><a href="/membership">Prices</a></li><li><a href="/faq">FAQs</a></li><li><a href="/contact">Contact</a></li></ul></div>
      <div><h3>Legal</h3><ul><li><a href="/terms">Terms &amp; conditions</a></li><li><a href="/privacy">Privacy notice</a></li><li><a href="/cookie-policy">Cookies</a></li></ul></div>
      <div><h3>Follow us</h3><a href="https://facebook.example/riversidelc" aria-label="Facebook"><i class="icon-fb"></i></a> <a href="https://instagram.example/riversidelc" aria-label="Instagram"><i class="icon-ig"></i></a></div>
    </div>
    <p class="footer__small">&copy; 2026 Ashford Vale Leisure Trust. Registered charity no. 1098765. Company no. 04567890.</p>
  </footer>
  <script src="/assets/js/bundle.min.js?v=20260112"></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
