import {
  BLOG_ID,
  GLICINE_EMAIL,
  GLICINE_FACEBOOK,
  GLICINE_INSTAGRAM,
  GLICINE_NAME,
  GLICINE_OWNER,
  GLICINE_PHONE,
  GLICINE_PHONE_HREF,
  GLICINE_SITE,
  GLICINE_STREET,
  GLICINE_TOWN,
  GLICINE_VAT,
  GLICINE_WHATSAPP,
  type GlicinePage,
  IMG,
  PROFILE,
} from './fioreria-glicine.layout.ts';
import type { SitePage } from './site-server.ts';

/**
 * Blogger's "Semplice" template around the Blog1 widget: the header and PageList tabs, the welcome widget
 * of the home page, the sidebar (hours, contacts, languages, profile, archive), the footer and the cookie
 * notice, the same on every page, the English ones included. Links are written from the root.
 */

/* ── The template: header, tabs, sidebar, footer ────────────────────────────────────────────────────── */

const tabs: [label: string, href: string][] = [
  ['Home', '/'],
  ['Bouquet', '/p/bouquet-e-composizioni.html'],
  ['Matrimoni ed eventi', '/p/matrimoni-ed-eventi.html'],
  ['Funerali', '/p/fiori-per-funerali.html'],
  ['Piante', '/p/piante.html'],
  ['Consegne', '/p/consegne.html'],
  ['Abbonamenti', '/p/abbonamenti-uffici-e-ristoranti.html'],
  ['Laboratori', '/p/laboratori-di-composizione-floreale.html'],
  ['Chi siamo', '/p/chi-siamo.html'],
  ['Orari e contatti', '/p/orari-e-contatti.html'],
  ['Domande frequenti', '/p/domande-frequenti.html'],
  ['English', '/p/english.html'],
];

interface ArchiveMonth {
  name: string;
  href: string;
  posts: [title: string, path: string][];
}

/** The posts as BlogArchive1 lists them, newest first (the same titles as the posts). */
const ARCHIVE: { year: string; months: ArchiveMonth[] }[] = [
  {
    year: '2026',
    months: [
      {
        name: 'novembre',
        href: '/2026/11/',
        posts: [
          ['Natale 2026: orari delle feste e ordini', '/2026/11/natale-2026-orari-delle-feste-e-ordini.html'],
        ],
      },
      {
        name: 'febbraio',
        href: '/2026/02/',
        posts: [['San Valentino 2026 alla Fioreria Glicine', '/2026/02/san-valentino-2026.html']],
      },
    ],
  },
  {
    year: '2024',
    months: [
      {
        name: 'gennaio',
        href: '/2024/01/',
        posts: [['Nuovi orari e nuovo listino dal 15 gennaio', '/2024/01/nuovi-orari-e-nuovo-listino.html']],
      },
    ],
  },
];

const widget = (type: string, id: string, title: string, content: string) =>
  `<div class='widget ${type}' data-version='1' id='${id}'>
<h2 class='title'>${title}</h2>
<div class='widget-content'>
${content}
</div>
<div class='clear'></div>
</div>`;

/** HTML1: the hours, as the owner typed them in an HTML widget. */
const hoursWidget = () =>
  widget(
    'HTML',
    'HTML1',
    'Orari del negozio',
    `<div style="text-align: center;">
<b>Lunedì</b><br />
chiuso<br />
<br />
<b>Martedì - Sabato</b><br />
8:30 - 13:00<br />
15:30 - 19:30<br />
<br />
<b>Domenica</b><br />
9:00 - 12:30<br />
<br />
<i>Consegne a domicilio dal martedì al sabato</i>
</div>`,
  );

/** Text1: the address and phones, one value a line. */
const contactWidget = () =>
  widget(
    'Text',
    'Text1',
    'Dove siamo',
    `${GLICINE_STREET}<br />${GLICINE_TOWN}<br /><br /><b>Telefono</b><br /><a href="${GLICINE_PHONE_HREF}">${GLICINE_PHONE}</a><br /><br /><b>WhatsApp</b><br />${GLICINE_WHATSAPP}<br /><br /><b>Email</b><br />${GLICINE_EMAIL}`,
  );

/** HTML3: the language links, the same on every page (each leads to the other language's first page). */
const languageWidget = () =>
  widget(
    'HTML',
    'HTML3',
    'Lingua / Language',
    `<a href="/" hreflang="it"><img src="${IMG}/AVvXsEflagitQx7Lk2/s20/bandiera-italia.png" width="20" height="14" alt="" /> Italiano</a> &nbsp;|&nbsp; <a href="/p/english.html" hreflang="en"><img src="${IMG}/AVvXsEflagukQx7Lk2/s20/flag-uk.png" width="20" height="14" alt="" /> English</a>`,
  );

const profileWidget = () => `<div class='widget Profile' data-version='1' id='Profile1'>
<h2>Informazioni personali</h2>
<div class='widget-content'>
<a href='${PROFILE}'><img alt='La mia foto' class='profile-img' height='80' src='${IMG}/AVvXsEprofileQx7Lk2/s80/glicine-logo.jpg' width='80'/></a>
<dl class='profile-datablock'>
<dt class='profile-data'>
<a class='profile-name-link g-profile' href='${PROFILE}' rel='author' style='background-image: url(//www.blogger.com/img/logo-16.png);'>
Fioreria Glicine
</a>
</dt>
<dd class='profile-textblock'>Fiori freschi, piante e composizioni nel cuore di Parma dal 1987. Anna, Sofia e Luca vi aspettano in Borgo delle Colonne.</dd>
</dl>
<a class='profile-link' href='${PROFILE}' rel='author'>Visualizza il mio profilo completo</a>
<div class='clear'></div>
</div>
</div>`;

/** BlogArchive1 in "Gerarchia" style: only the year and month of the page (or the newest) are expanded. */
const archiveWidget = (path: string) => {
  const current = ARCHIVE.flatMap((y) => y.months).find((m) => m.posts.some(([, p]) => p === path));
  const open = current ?? ARCHIVE[0]?.months[0];
  const zippy = (expanded: boolean) =>
    `<a class='toggle' href='javascript:void(0)'>\n<span class='zippy${expanded ? ' toggle-open' : ''}'>\n${expanded ? '▼&nbsp;' : '►&nbsp;'}\n</span>\n</a>`;
  const years = ARCHIVE.map((y) => {
    const yearOpen = y.months.includes(open as ArchiveMonth);
    const count = y.months.reduce((n, m) => n + m.posts.length, 0);
    const months = yearOpen
      ? `\n<ul class='hierarchy'>\n${y.months
          .map((m) => {
            const monthOpen = m === open;
            return `<li class='archivedate ${monthOpen ? 'expanded' : 'collapsed'}'>\n${zippy(monthOpen)}\n<a class='post-count-link' href='${m.href}'>\n${m.name}\n</a>\n<span class='post-count' dir='ltr'>(${m.posts.length})</span>${monthOpen ? `\n<ul class='posts'>\n${m.posts.map(([t, p]) => `<li><a href='${p}'>${t}</a></li>`).join('\n')}\n</ul>` : ''}\n</li>`;
          })
          .join('\n')}\n</ul>`
      : '';
    return `<li class='archivedate ${yearOpen ? 'expanded' : 'collapsed'}'>\n${zippy(yearOpen)}\n<a class='post-count-link' href='/${y.year}/'>\n${y.year}\n</a>\n<span class='post-count' dir='ltr'>(${count})</span>${months}\n</li>`;
  }).join('\n');
  return `<div class='widget BlogArchive' data-version='1' id='BlogArchive1'>
<h2>Archivio blog</h2>
<div class='widget-content'>
<div id='ArchiveList'>
<div id='BlogArchive1_ArchiveList'>
<ul class='hierarchy'>
${years}
</ul>
</div>
</div>
<div class='clear'></div>
</div>
</div>`;
};

const pageList = (path: string) => `<div class='widget PageList' data-version='1' id='PageList1'>
<h2>Pagine</h2>
<div class='widget-content'>
<ul>
${tabs.map(([label, href]) => `<li${href === path ? " class='selected'" : ''}><a href='${href}'>${label}</a></li>`).join('\n')}
</ul>
<div class='clear'></div>
</div>
</div>`;

/** Text2 and LinkList1 side by side in the footer's two-column table, then the Attribution widget. */
const footer = () => `<footer>
<div class='footer-outer'>
<div class='footer-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left footer-fauxborder-left'><div class='fauxborder-right footer-fauxborder-right'></div><div class='region-inner footer-inner'>
<div class='foot no-items section' id='footer-1'></div>
<table border='0' cellpadding='0' cellspacing='0' class='section-columns columns-2'>
<tbody>
<tr>
<td class='first columns-cell'>
<div class='foot section' id='footer-2-1'>${widget(
  'Text',
  'Text2',
  'Fioreria Glicine',
  `${GLICINE_OWNER}<br />${GLICINE_STREET} - ${GLICINE_TOWN} (PR)<br />P.IVA<br />${GLICINE_VAT}<br />Tel. ${GLICINE_PHONE}`,
)}</div>
</td>
<td class='columns-cell'>
<div class='foot section' id='footer-2-2'>${widget(
  'LinkList',
  'LinkList1',
  'Link utili',
  `<ul>
<li><a href='/p/condizioni-di-vendita.html'>Condizioni di vendita</a></li>
<li><a href='/p/condizioni-di-vendita.html#privacy'>Privacy e cookie</a></li>
<li><a href='/p/domande-frequenti.html'>Domande frequenti</a></li>
<li><a href='${GLICINE_FACEBOOK}'>Facebook</a></li>
<li><a href='${GLICINE_INSTAGRAM}'>Instagram</a></li>
</ul>`,
)}</div>
</td>
</tr>
</tbody>
</table>
<!-- outside of the include in order to lock Attribution widget -->
<div class='foot section' id='footer-3' name='Piè di pagina'><div class='widget Attribution' data-version='1' id='Attribution1'>
<div class='widget-content' style='text-align: center;'>
Tema Semplice. Powered by <a href='https://www.blogger.com' target='_blank'>Blogger</a>.
</div>
<div class='clear'></div>
</div></div>
</div>
</div>
<div class='footer-cap-bottom cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div>
</div>
</footer>`;

/** Blogger's EU cookie notice, as its script renders it: in English, whatever the page's language. */
const cookieNotice = `<div class="cookie-choices-info" id="cookieChoiceInfo" style="position: fixed; width: 100%; background-color: #666; margin: 0px; left: 0px; bottom: 0px; padding: 4px; z-index: 1000; text-align: center;"><span class="cookie-choices-text">This site uses cookies from Google to deliver its services and to analyze traffic. Your IP address and user-agent are shared with Google along with performance and security metrics to ensure quality of service, generate usage statistics, and to detect and address abuse.</span><span class="cookie-choices-buttons"><a class="cookie-choices-button" href="https://policies.google.com/technologies/cookies" id="cookieChoiceLearnMore" target="_blank">Learn more</a><a class="cookie-choices-button" href="#" id="cookieChoiceDismiss">Ok</a></span></div>`;

const skin = `<style id='page-skin-1' type='text/css'><!--
/*
-----------------------------------------------
Blogger Template Style
Name:     Simple
Designer: Blogger
URL:      www.blogger.com
----------------------------------------------- */
/* Content ----------------------------------------------- */
body { font: normal normal 13px Georgia, Utopia, 'Palatino Linotype', Palatino, serif; color: #3d3a3f; background: #f4f0f6 none repeat scroll top left; padding: 0 0 0 0; }
html body .region-inner { min-width: 0; max-width: 100%; width: auto; }
a:link { text-decoration:none; color: #7d5a9b; }
a:visited { text-decoration:none; color: #5c4a6b; }
.header-inner .Header .titlewrapper { padding: 22px 30px 0; }
.Header h1 { font: normal normal 42px 'Dancing Script', cursive; color: #6a4c83; }
.tabs-inner .widget ul { background: #ffffff none repeat-x scroll 0 -800px; border-top: 1px solid #e3d9ea; border-bottom: 1px solid #e3d9ea; }
.tabs-inner .widget li a { display: inline-block; padding: .6em 1em; font: normal normal 14px Georgia, serif; color: #6a4c83; }
.tabs-inner .widget li.selected a, .tabs-inner .widget li a:hover { color: #ffffff; background-color: #8e6bab; }
.main-inner .column-center-inner { padding: 0 15px; }
h2.date-header span { background-color: transparent; color: #8e6bab; padding: inherit; letter-spacing: inherit; }
.post-title { font: normal normal 24px Georgia, serif; margin: .75em 0 0; }
.post-body { font-size: 110%; line-height: 1.4; position: relative; }
.sidebar .widget h2 { font: normal bold 12px Georgia, serif; color: #6a4c83; text-transform: uppercase; }
.footer-inner { padding: 30px 15px; }
#navbar-iframe { display: none; }
--></style>
<style id='template-skin-1' type='text/css'><!--
body { min-width: 960px; }
.content-outer, .content-fauxcolumn-outer, .region-inner { min-width: 960px; max-width: 960px; _width: 960px; }
.main-inner .columns { padding-left: 0px; padding-right: 310px; }
.main-inner .fauxcolumn-right-outer { width: 310px; }
.main-inner .column-right-outer { width: 310px; margin-right: -310px; }
.main-inner .column-left-outer { width: 0px; right: 100%; margin-left: -0px; }
--></style>`;

/**
 * Lays a page out as Blogger serves it: the head (Blogger's "Blog: Page" title, canonical, feeds, the
 * owner's hreflang lines, the skin), the navbar, the header and tabs, the welcome widget on the home page,
 * the Blog1 widget, the sidebar, the footer, the cookie notice and the widget scripts.
 */
export function glicineLayout(page: GlicinePage): SitePage {
  const url = `${GLICINE_SITE}${page.path}`;
  const title = page.kind === 'home' ? GLICINE_NAME : `${GLICINE_NAME}: ${page.title}`;
  const hreflang = page.alternate
    ? [
        `<link rel="alternate" hreflang="${page.lang}" href="${url}" />`,
        `<link rel="alternate" hreflang="${page.lang === 'it' ? 'en' : 'it'}" href="${GLICINE_SITE}${page.alternate}" />`,
        `<link rel="alternate" hreflang="x-default" href="${GLICINE_SITE}${page.lang === 'it' ? page.path : page.alternate}" />`,
      ].join('\n')
    : '';
  const html = `<!DOCTYPE html>
<html class='v2' dir='ltr' lang='it' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<link href='https://www.blogger.com/static/v1/widgets/3566091532-css_bundle_v2.css' rel='stylesheet' type='text/css'/>
<meta content='width=1100' name='viewport'/>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href='${GLICINE_SITE}/favicon.ico' rel='icon' type='image/x-icon'/>
<link href='${url}' rel='canonical'/>
<link rel="alternate" type="application/atom+xml" title="${GLICINE_NAME} - Atom" href="${GLICINE_SITE}/feeds/posts/default" />
<link rel="alternate" type="application/rss+xml" title="${GLICINE_NAME} - RSS" href="${GLICINE_SITE}/feeds/posts/default?alt=rss" />
<link rel="service.post" type="application/atom+xml" title="${GLICINE_NAME} - Atom" href="https://www.blogger.com/feeds/${BLOG_ID}/posts/default" />
<link rel="me" href="${PROFILE}" />
<meta name="description" content="${page.description}" />
<meta content='${url}' property='og:url'/>
<meta content='${page.kind === 'home' ? GLICINE_NAME : page.title}' property='og:title'/>
<meta content='${page.description}' property='og:description'/>
<title>${title}</title>
${hreflang}
<link href='https://fonts.googleapis.com/css?family=Dancing+Script' rel='stylesheet' type='text/css'/>
${skin}
<script type='text/javascript'>
        cookieOptions = {"msg": "This site uses cookies from Google to deliver its services and to analyze traffic. Your IP address and user-agent are shared with Google along with performance and security metrics to ensure quality of service, generate usage statistics, and to detect and address abuse.", "link": "https://www.blogger.com/go/blogspot-cookies", "close": "Ok", "learn": "Learn more"};
      </script>
</head>
<body class='loading variant-pale'>
<div class='navbar no-items section' id='navbar' name='Navbar'>
</div>
<div class='body-fauxcolumns'>
<div class='fauxcolumn-outer body-fauxcolumn-outer'>
<div class='cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left'><div class='fauxborder-right'></div><div class='fauxcolumn-inner'></div></div>
<div class='cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div>
</div>
</div>
<div class='content'>
<div class='content-fauxcolumns'>
<div class='fauxcolumn-outer content-fauxcolumn-outer'>
<div class='fauxborder-left'><div class='fauxborder-right'></div><div class='fauxcolumn-inner'></div></div>
</div>
</div>
<div class='content-outer'>
<div class='content-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left content-fauxborder-left'><div class='fauxborder-right content-fauxborder-right'></div><div class='content-inner'>
<div class='outer-wrapper'>
<header>
<div class='header-outer'>
<div class='header-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left header-fauxborder-left'><div class='fauxborder-right header-fauxborder-right'></div><div class='region-inner header-inner'>
<div class='header section' id='header' name='Intestazione'><div class='widget Header' data-version='1' id='Header1'>
<div id='header-inner'>
<div class='titlewrapper'>
<h1 class='title'>
<a href='/'>
${GLICINE_NAME}
</a>
</h1>
</div>
<div class='descriptionwrapper'>
<p class='description'><span>Fiori, piante e composizioni a Parma dal 1987 · Consegne a domicilio</span></p>
</div>
</div>
</div></div>
</div>
</div>
<div class='header-cap-bottom cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div>
</div>
</header>
<div class='tabs-outer'>
<div class='tabs-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left tabs-fauxborder-left'><div class='fauxborder-right tabs-fauxborder-right'></div><div class='region-inner tabs-inner'>
<div class='tabs section' id='crosscol' name='Tutte le colonne'>${pageList(page.path)}${
    page.welcome ? widget('HTML', 'HTML2', 'Benvenuti!', page.welcome) : ''
  }</div>
<div class='tabs no-items section' id='crosscol-overflow' name='Cross-Column 2'></div>
</div>
</div>
<div class='tabs-cap-bottom cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div>
</div>
<div class='main-outer'>
<div class='main-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left main-fauxborder-left'><div class='fauxborder-right main-fauxborder-right'></div><div class='region-inner main-inner'>
<div class='columns fauxcolumns'>
<div class='fauxcolumn-outer fauxcolumn-center-outer'>
<div class='cap-top'><div class='cap-left'></div><div class='cap-right'></div></div>
<div class='fauxborder-left'><div class='fauxborder-right'></div><div class='fauxcolumn-inner'></div></div>
</div>
<div class='columns-inner'>
<div class='column-center-outer'>
<div class='column-center-inner'>
<div class='main section' id='main' name='Principale'><div class='widget Blog' data-version='1' id='Blog1'>
${page.blog}
</div></div>
</div>
</div>
<div class='column-left-outer'>
<div class='column-left-inner'>
<aside>
</aside>
</div>
</div>
<div class='column-right-outer'>
<div class='column-right-inner'>
<aside>
<div class='sidebar section' id='sidebar-right-1'>${hoursWidget()}
${contactWidget()}
${languageWidget()}
${profileWidget()}
${archiveWidget(page.path)}</div>
</aside>
</div>
</div>
</div>
<div style='clear: both'></div>
<!-- columns -->
</div>
<!-- main -->
</div>
</div>
<div class='main-cap-bottom cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div>
</div>
${footer()}
</div>
</div>
</div>
<div class='content-cap-bottom cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div>
</div>
</div>
<script type='text/javascript'>
    window.setTimeout(function() {
        document.body.className = document.body.className.replace('loading', '');
      }, 10);
  </script>
<script type="text/javascript" src="https://www.blogger.com/static/v1/widgets/2975350028-widgets.js"></script>
<script type='text/javascript'>
window['__wavt'] = 'AOuZoY4dG3kq2vH0bqk1N7mF5cT2xYw9Lg:1732440000000';_WidgetManager._Init('//www.blogger.com/rearrange?blogID\\x3d${BLOG_ID}','//${GLICINE_SITE.slice(8)}${page.path}','${BLOG_ID}');
_WidgetManager._SetDataContext([{'name': 'blog', 'data': {'blogId': '${BLOG_ID}', 'title': '${GLICINE_NAME}', 'pageType': '${page.kind === 'post' ? 'item' : page.kind === 'home' ? 'index' : 'static_page'}', 'locale': 'it', 'languageDirection': 'ltr', 'isMobile': false}}]);
_WidgetManager._RegisterWidget('_HeaderView', new _WidgetInfo('Header1', 'header', document.getElementById('Header1'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_PageListView', new _WidgetInfo('PageList1', 'crosscol', document.getElementById('PageList1'), {'title': 'Pagine', 'links': [], 'mobile': false}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_BlogView', new _WidgetInfo('Blog1', 'main', document.getElementById('Blog1'), {'cmtInteractionsEnabled': false, 'lightboxEnabled': true}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_HTMLView', new _WidgetInfo('HTML1', 'sidebar-right-1', document.getElementById('HTML1'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_TextView', new _WidgetInfo('Text1', 'sidebar-right-1', document.getElementById('Text1'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_HTMLView', new _WidgetInfo('HTML3', 'sidebar-right-1', document.getElementById('HTML3'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_ProfileView', new _WidgetInfo('Profile1', 'sidebar-right-1', document.getElementById('Profile1'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_BlogArchiveView', new _WidgetInfo('BlogArchive1', 'sidebar-right-1', document.getElementById('BlogArchive1'), {'languageDirection': 'ltr', 'loadingMessage': 'Caricamento in corso\\x26hellip;'}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_TextView', new _WidgetInfo('Text2', 'footer-2-1', document.getElementById('Text2'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_LinkListView', new _WidgetInfo('LinkList1', 'footer-2-2', document.getElementById('LinkList1'), {}, 'displayModeFull'));
_WidgetManager._RegisterWidget('_AttributionView', new _WidgetInfo('Attribution1', 'footer-3', document.getElementById('Attribution1'), {}, 'displayModeFull'));
</script>
${cookieNotice}
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Blogger's own "page not found" page, in the blog's template. */
export const glicineNotFound: GlicinePage = {
  path: '/404',
  lang: 'it',
  kind: 'page',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  blog: `<div class='status-msg-wrap'>
<div class='status-msg-body'>
Spiacenti, la pagina che stavi cercando in questo blog non esiste.
</div>
<div class='status-msg-border'>
<div class='status-msg-bg'>
<div class='status-msg-hidden'>Spiacenti, la pagina che stavi cercando in questo blog non esiste.</div>
</div>
</div>
</div>
<div style='clear: both;'></div>
<div class='blog-pager' id='blog-pager'>
<a class='home-link' href='/'>Home page</a>
</div>`,
};
