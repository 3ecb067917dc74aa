import type { SitePage } from './site-server.ts';

/** A page of the Montevento town guide before layout: the content cell and where its translation lives. */
export interface GuidaPage {
  path: string;
  lang: 'it' | 'en';
  title: string;
  /** The HTML of the content column, written by hand page by page (old habits differ from page to page). */
  body: string;
  /** The same page in the other language, when it was translated. */
  alternate?: string;
  /** Left out of sitemap.xml, reachable through links only. */
  unlisted?: boolean;
  /** Printed under the content as the old CMS did ("Ultimo aggiornamento"). */
  updated?: string;
}

const menus: Record<'it' | 'en', [string, string][]> = {
  it: [
    ['/', 'Home page'],
    ['/storia.htm', 'Storia del borgo'],
    ['/musei.htm', 'Musei'],
    ['/chiese.htm', 'Chiese e monumenti'],
    ['/eventi.htm', 'Eventi 2026'],
    ['/come-arrivare.htm', 'Come arrivare'],
    ['/dormire.htm', 'Dove dormire'],
    ['/mangiare.htm', 'Dove mangiare'],
    ['/prodotti-tipici.htm', 'Prodotti tipici e mercati'],
    ['/dintorni.htm', 'Passeggiate nei dintorni'],
    ['/notizie.htm', 'Notizie'],
    ['/faq.htm', 'Domande frequenti'],
    ['/ufficio-turistico.htm', 'Ufficio turistico'],
  ],
  en: [
    ['/en/index.htm', 'Home page'],
    ['/en/museums.htm', 'Museums'],
    ['/en/getting-there.htm', 'Getting there'],
    ['/en/tourist-office.htm', 'Tourist office'],
    ['/chiese.htm', 'Churches (in Italian)'],
    ['/eventi.htm', 'Events (in Italian)'],
    ['/dormire.htm', 'Accommodation (in Italian)'],
    ['/mangiare.htm', 'Restaurants (in Italian)'],
  ],
};

const ui = {
  it: {
    menu: 'MEN&Ugrave;',
    other: 'English version',
    otherHome: '/en/index.htm',
    otherLang: 'en',
    flag: '/img/flag_uk.gif',
    site: 'Comune di Montevento - Guida turistica',
    updated: 'Ultimo aggiornamento',
    best: 'Sito ottimizzato per Internet Explorer 6.0 - risoluzione 1024x768',
    privacy: 'Privacy',
  },
  en: {
    menu: 'MENU',
    other: 'Versione italiana',
    otherHome: '/',
    otherLang: 'it',
    flag: '/img/flag_it.gif',
    site: 'Town of Montevento - Tourist guide',
    updated: 'Last updated',
    best: 'Best viewed with Internet Explorer 6.0 at 1024x768',
    privacy: 'Privacy (in Italian)',
  },
};

const origin = 'http://guida-borgo.test';

function alternateLinks(page: GuidaPage): string {
  if (!page.alternate) return '';
  const it = page.lang === 'it' ? page.path : page.alternate;
  const en = page.lang === 'en' ? page.path : page.alternate;
  return `<link rel="alternate" hreflang="it" href="${origin}${it}">
<link rel="alternate" hreflang="en" href="${origin}${en}">\n`;
}

/**
 * The whole document, as the town's 2005 site was built: one 780-pixel layout table with a banner row,
 * a left menu column of links and a content column, and a last row for the address and copyright.
 * No main, nav or footer element; fonts and colours inline.
 */
export function guidaLayout(page: GuidaPage): SitePage {
  const t = ui[page.lang];
  const menu = menus[page.lang]
    .map(
      ([href, label]) =>
        `<tr><td${href === page.path ? ' bgcolor="#D9C49A"' : ''}><img src="/img/freccia.gif" width="7" height="7" alt=""> <a href="${href}" class="menu"><font face="Verdana, Arial" size="2" color="#5A1E00">${label}</font></a></td></tr>`,
    )
    .join('\n          ');
  const other = page.alternate ?? t.otherHome;
  const html = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="${page.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Montevento - ${page.title}</title>
<meta name="keywords" content="Montevento, Siena, Toscana, turismo, musei, borgo medievale, hotel, ristoranti">
<meta name="generator" content="Microsoft FrontPage 6.0">
${alternateLinks(page)}<link rel="stylesheet" type="text/css" href="/css/stile.css">
<script language="JavaScript" type="text/javascript" src="/js/rollover.js"></script>
</head>
<body bgcolor="#F3E9D2" topmargin="0" leftmargin="0" marginheight="0" marginwidth="0" onload="MM_preloadImages('/img/freccia_on.gif')">
<table width="780" border="0" cellpadding="0" cellspacing="0" align="center" bgcolor="#FFFFFF">
  <tr>
    <td colspan="2"><a href="${page.lang === 'it' ? '/' : '/en/index.htm'}"><img src="/img/testata_montevento.jpg" width="780" height="110" border="0" alt="${t.site}"></a></td>
  </tr>
  <tr>
    <td colspan="2" bgcolor="#7A2A0C" align="right" height="20"><font face="Verdana, Arial" size="1" color="#FFFFFF"><a href="${other}" hreflang="${t.otherLang}"><img src="${t.flag}" width="16" height="11" border="0" alt=""></a> <a href="${other}" hreflang="${t.otherLang}"><font color="#FFFFFF">${t.other}</font></a>&nbsp;&nbsp;</font></td>
  </tr>
  <tr>
    <td width="175" valign="top" bgcolor="#EFE2C4">
      <table width="100%" border="0" cellpadding="4" cellspacing="0">
          <tr><td bgcolor="#B5651D"><font face="Verdana, Arial" size="2" color="#FFFFFF"><b>${t.menu}</b></font></td></tr>
          ${menu}
          <tr><td><br><center><img src="/img/contatore.gif" width="88" height="31" alt="contatore visite"><br><img src="/img/valid-html401.gif" width="88" height="31" alt="Valid HTML 4.01"></center></td></tr>
      </table>
    </td>
    <td width="605" valign="top">
      <table width="100%" border="0" cellpadding="12" cellspacing="0">
        <tr><td valign="top"><font face="Verdana, Arial" size="2">
${page.body}
        </font>${page.updated ? `<br><br><font face="Verdana" size="1" color="#888888"><i>${t.updated}: ${page.updated}</i></font>` : ''}</td></tr>
      </table>
    </td>
  </tr>
  <tr>
    <td colspan="2" bgcolor="#7A2A0C" align="center"><font face="Verdana, Arial" size="1" color="#FFFFFF">Comune di Montevento - Piazza Garibaldi 1 - 53020 Montevento (SI) - P.IVA 00231450528<br>Copyright &copy; 2005-2026 Comune di Montevento - <a href="/privacy.htm"><font color="#FFFFFF">${t.privacy}</font></a> - ${t.best}</font></td>
  </tr>
</table>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}

/** The 404 page, left as the web server's own. */
export const guidaNotFound = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">
<html><head><title>404 Not Found</title></head><body>
<h1>Not Found</h1>
<p>The requested URL was not found on this server.</p>
<hr><address>Apache/2.0.54 (Unix) PHP/4.4.1 Server at www.guida-borgo.test Port 80</address>
</body></html>`;
