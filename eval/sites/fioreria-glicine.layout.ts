/**
 * A page of Fioreria Glicine as Blogger serves it with the "Semplice" (Simple) template on a custom domain
 * (laid out by `fioreria-glicine.template.ts`): what the Blog1 widget in `div.column-center-inner` shows,
 * a static page's or a post's `post-outer`, or the home page's list of posts. Blogger's template says
 * `lang="it"` on every page, the English ones too; the owner typed the hreflang alternates into the
 * template by hand.
 */
export interface GlicinePage {
  path: string;
  /** The language the owner wrote the page in (the template still says `lang="it"`). */
  lang: 'it' | 'en';
  /** The post or page title as typed in the editor; the `<title>` is "Fioreria Glicine: <title>". */
  title: string;
  description: string;
  kind: 'home' | 'page' | 'post';
  /** The page in the other language, for the hreflang links the owner added to the template. */
  alternate?: string;
  /** What the Blog1 widget shows: a page's or a post's `date-outer`s and pager, or the home page's list. */
  blog: string;
  /** Shown above the posts on the home page only (a crosscol HTML widget). */
  welcome?: string;
  unlisted?: boolean;
}

export const GLICINE_SITE = 'https://www.fioreria-glicine.test';
export const GLICINE_NAME = 'Fioreria Glicine';
export const GLICINE_OWNER = 'Fioreria Glicine di Bertolini Anna';
export const GLICINE_STREET = 'Borgo delle Colonne 14/B';
export const GLICINE_TOWN = '43121 Parma';
export const GLICINE_PHONE = '0521 287 614';
export const GLICINE_PHONE_HREF = 'tel:+390521287614';
export const GLICINE_WHATSAPP = '347 902 1186';
export const GLICINE_WHATSAPP_HREF = 'https://wa.me/393479021186';
export const GLICINE_EMAIL = 'info@fioreria-glicine.test';
export const GLICINE_VAT = '02764310342';
export const GLICINE_FACEBOOK = 'https://www.facebook.com/fioreriaglicineparma';
export const GLICINE_INSTAGRAM = 'https://www.instagram.com/fioreria_glicine';

export const BLOG_ID = '4719306628815523470';
export const PROFILE = 'https://www.blogger.com/profile/08816242953317720145';
export const IMG = 'https://blogger.googleusercontent.com/img/b/R29vZ2xl';

/* ── The post editor's HTML ─────────────────────────────────────────────────────────────────────────── */

/** A line as Blogger's compose editor saves it: a `<div>`, the text often padded with `&nbsp;`. */
export const line = (...html: string[]) => html.map((x) => `<div>${x}</div>`).join('\n');
/** The empty line the owner leaves between paragraphs. */
export const gap = '<div><br /></div>';
/** A "heading": the owner picks "Grande" and bold, no `<h2>`. */
export const big = (html: string) => `<div><span style="font-size: large;"><b>${html}</b></span></div>`;
export const b = (html: string) => `<b>${html}</b>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank">${label}</a>`
    : `<a href="${href}">${label}</a>`;
/** Lines kept in one `<div>`, split by `<br />`, as a paste from WhatsApp or Word leaves them. */
export const brs = (...html: string[]) => `<div>${html.join('<br />')}</div>`;

/** A photo as Blogger inserts it: centred in a `div.separator`, linked to the full size. */
export const photo = (file: string, alt: string, w = 400, h = 300) => {
  const key = `AVvXsE${file.replace(/[^a-z]/g, '').slice(0, 12)}Qx7Lk2`;
  return `<div class="separator" style="clear: both; text-align: center;"><a href="${IMG}/${key}/s1600/${file}.jpg" style="margin-left: 1em; margin-right: 1em;"><img alt="${alt}" border="0" data-original-height="1200" data-original-width="1600" height="${h}" src="${IMG}/${key}/w${w}-h${h}/${file}.jpg" width="${w}" /></a></div>`;
};

/**
 * A table pasted from Word into the compose editor: `MsoTableGrid`, every cell a `p.MsoNormal` with the
 * `mso-` styles and `<o:p>` tags Word leaves, the first row bold `<td>`s (no `<th>`, no `<thead>`).
 */
export const wordTable = (rows: string[][], widths: number[]) => {
  const cell = (html: string, k: number, head: boolean) =>
    `<td style="border: solid windowtext 1.0pt; ${head ? 'background: #E2EFD9; ' : ''}mso-border-alt: solid windowtext .5pt; padding: 0cm 5.4pt 0cm 5.4pt; width: ${widths[k] ?? 100}pt;" valign="top" width="${Math.round((widths[k] ?? 100) * 1.33)}"><p class="MsoNormal" style="line-height: normal; margin-bottom: 0cm;"><span style="font-family: &quot;Calibri&quot;,sans-serif;">${head ? `<b>${html}</b>` : html}<o:p></o:p></span></p></td>`;
  const [head, ...body] = rows;
  const tr = (r: string[], k: number, isHead: boolean) =>
    `<tr style="mso-yfti-irow: ${k};${k === 0 ? ' mso-yfti-firstrow: yes;' : ''}${k === rows.length - 1 ? ' mso-yfti-lastrow: yes;' : ''}">${r.map((c, j) => cell(c, j, isHead)).join('')}</tr>`;
  return `<table border="1" cellpadding="0" cellspacing="0" class="MsoTableGrid" style="border-collapse: collapse; border: none; mso-border-alt: solid windowtext .5pt; mso-padding-alt: 0cm 5.4pt 0cm 5.4pt; mso-yfti-tbllook: 1184;"><tbody>${head ? tr(head, 0, true) : ''}${body.map((r, k) => tr(r, k + 1, false)).join('')}</tbody></table>`;
};

/* ── Blog1: static pages and posts ──────────────────────────────────────────────────────────────────── */

const shareButtons = (id: string, it: boolean) => {
  const share = (cls: string, target: string, label: string) =>
    `<a class='goog-inline-block share-button ${cls}' href='https://www.blogger.com/share-post.g?blogID=${BLOG_ID}&amp;postID=${id}&amp;target=${target}' target='_blank' title='${label}'><span class='share-button-link-text'>${label}</span></a>`;
  return `<div class='post-share-buttons goog-inline-block'>
${share('sb-email', 'email', it ? 'Invia tramite email' : 'Email This')}${share('sb-blog', 'blog', it ? 'Postalo sul blog' : 'BlogThis!')}${share('sb-twitter', 'twitter', it ? 'Condividi su X' : 'Share to X')}${share('sb-facebook', 'facebook', it ? 'Condividi su Facebook' : 'Share to Facebook')}${share('sb-pinterest', 'pinterest', it ? 'Condividi su Pinterest' : 'Share to Pinterest')}
</div>`;
};

export interface StaticPage {
  /** Blogger's numeric id of the page. */
  id: string;
  title: string;
  body: string;
}

/**
 * A static page (`/p/<slug>.html`) in the Blog1 widget: the same `post-outer` > `post hentry` as a post, the
 * title in `h3.post-title`, no date, the share buttons, and the pager with only "Home page".
 */
export const staticPage = (page: StaticPage) => `<div class='blog-posts hfeed'>
<div class="date-outer">
<div class="date-posts">
<div class='post-outer'>
<div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>
<meta content='${BLOG_ID}' itemprop='blogId'/>
<meta content='${page.id}' itemprop='postId'/>
<a name='${page.id}'></a>
<h3 class='post-title entry-title' itemprop='name'>
${page.title}
</h3>
<div class='post-header'>
<div class='post-header-line-1'></div>
</div>
<div class='post-body entry-content' id='post-body-${page.id}' itemprop='description articleBody'>
${page.body}
<div style='clear: both;'></div>
</div>
<div class='post-footer'>
<div class='post-footer-line post-footer-line-1'>
<span class='post-icons'>
<span class='item-control blog-admin pid-1728364902'>
<a href='https://www.blogger.com/page-edit.g?blogID=${BLOG_ID}&amp;pageID=${page.id}&amp;from=pencil' title='Modifica pagina'><img alt='' class='icon-action' height='18' src='https://resources.blogblog.com/img/icon18_edit_allbkg.gif' width='18'/></a>
</span>
</span>
${shareButtons(page.id, true)}
</div>
<div class='post-footer-line post-footer-line-2'></div>
<div class='post-footer-line post-footer-line-3'></div>
</div>
</div>
</div>
</div></div>
</div>
<div class='blog-pager' id='blog-pager'>
<a class='home-link' href='/'>Home page</a>
</div>
<div class='clear'></div>`;

export interface BlogPost {
  path: string;
  id: string;
  title: string;
  /** The date header as Blogger prints it in Italian, "venerdì 13 novembre 2026". */
  date: string;
  /** ISO timestamp for `abbr.published`. */
  iso: string;
  labels: string[];
  /** What shows on the home page, before the jump break. */
  intro: string;
  /** After `<a name='more'></a>`: only on the post's own page. Empty when the post has no jump break. */
  more: string;
}

const postOuter = (post: BlogPost, full: boolean) => {
  const time = post.iso.slice(11, 16);
  const body = full
    ? `${post.intro}${post.more ? `\n<a name='more'></a>\n${post.more}` : ''}`
    : `${post.intro}${post.more ? `\n<div class='jump-link'>\n<a href='${post.path}#more' title='${post.title}'>Continua a leggere »</a>\n</div>` : ''}`;
  return `<div class="date-outer">
<h2 class='date-header'><span>${post.date}</span></h2>
<div class="date-posts">
<div class='post-outer'>
<div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>
<meta content='${BLOG_ID}' itemprop='blogId'/>
<meta content='${post.id}' itemprop='postId'/>
<a name='${post.id}'></a>
<h3 class='post-title entry-title' itemprop='name'>
${full ? post.title : `<a href='${post.path}'>${post.title}</a>`}
</h3>
<div class='post-header'>
<div class='post-header-line-1'></div>
</div>
<div class='post-body entry-content' id='post-body-${post.id}' itemprop='description articleBody'>
${body}
<div style='clear: both;'></div>
</div>
<div class='post-footer'>
<div class='post-footer-line post-footer-line-1'>
<span class='post-author vcard'>
Pubblicato da
<span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'>
<meta content='${PROFILE}' itemprop='url'/>
<a class='g-profile' href='${PROFILE}' rel='author' title='author profile'>
<span itemprop='name'>Fioreria Glicine</span>
</a>
</span>
</span>
<span class='post-timestamp'>
alle
<meta content='${GLICINE_SITE}${post.path}' itemprop='url'/>
<a class='timestamp-link' href='${post.path}' rel='bookmark' title='permanent link'><abbr class='published' itemprop='datePublished' title='${post.iso}'>${time}</abbr></a>
</span>
<span class='post-comment-link'>
${full ? '' : `<a class='comment-link' href='${post.path}#comment-form' onclick=''>Nessun commento:</a>`}
</span>
${shareButtons(post.id, true)}
</div>
<div class='post-footer-line post-footer-line-2'>
<span class='post-labels'>
Etichette:
${post.labels.map((l) => `<a href='${GLICINE_SITE}/search/label/${encodeURIComponent(l)}' rel='tag'>${l}</a>`).join(',\n')}
</span>
</div>
<div class='post-footer-line post-footer-line-3'>
<span class='post-location'>
</span>
</div>
</div>
</div>
${
  full
    ? `<div class='comments' id='comments'>
<a name='comments'></a>
<h4>Nessun commento:</h4>
<div id='Blog1_comments-block-wrapper'>
<dl class='avatar-comment-indent' id='comments-block'>
</dl>
</div>
<p class='comment-footer'>
<div class='comment-form'>
<a name='comment-form'></a>
<h4 id='comment-post-message'>Posta un commento</h4>
<p>
</p>
<a href='https://www.blogger.com/comment/frame/${BLOG_ID}?po=${post.id}&amp;hl=it&amp;saa=85391&amp;origin=${GLICINE_SITE}' id='comment-editor-src'></a>
<iframe allowtransparency='true' class='blogger-iframe-colorize blogger-comment-from-post' frameborder='0' height='410px' id='comment-editor' name='comment-editor' src='' width='100%'></iframe>
<script src='https://www.blogger.com/static/v1/jsbin/2830521187-comment_from_post_iframe.js' type='text/javascript'></script>
<script type='text/javascript'>
      BLOG_CMT_createIframe('https://www.blogger.com/rpc_relay.html');
    </script>
</div>
</p>
</div>`
    : ''
}
</div>
</div></div>`;
};

/** A post's own page: the post in full, its comments, the pager to the newer and older posts. */
export const postItem = (
  post: BlogPost,
  newer?: BlogPost,
  older?: BlogPost,
) => `<div class='blog-posts hfeed'>
${postOuter(post, true)}
</div>
<div class='blog-pager' id='blog-pager'>
${newer ? `<span id='blog-pager-newer-link'>\n<a class='blog-pager-newer-link' href='${newer.path}' id='Blog1_blog-pager-newer-link' title='Post più recente'>Post più recente</a>\n</span>` : ''}
${older ? `<span id='blog-pager-older-link'>\n<a class='blog-pager-older-link' href='${older.path}' id='Blog1_blog-pager-older-link' title='Post più vecchio'>Post più vecchio</a>\n</span>` : ''}
<a class='home-link' href='/'>Home page</a>
</div>
<div class='clear'></div>
<div class='post-feeds'>
<div class='feed-links'>
Iscriviti a:
<a class='feed-link' href='${GLICINE_SITE}/feeds/${post.id}/comments/default' target='_blank' type='application/atom+xml'>Commenti sul post (Atom)</a>
</div>
</div>`;

/** The home page's list: the newest posts cut at their jump break, then "Post più vecchi". */
export const postList = (posts: BlogPost[], olderHref: string) => `<div class='blog-posts hfeed'>
${posts.map((p) => postOuter(p, false)).join('\n')}
</div>
<div class='blog-pager' id='blog-pager'>
<span id='blog-pager-older-link'>
<a class='blog-pager-older-link' href='${olderHref}' id='Blog1_blog-pager-older-link' title='Post più vecchi'>Post più vecchi</a>
</span>
<a class='home-link' href='/'>Home page</a>
</div>
<div class='clear'></div>
<div class='post-feeds'>
<div class='feed-links'>
Iscriviti a:
<a class='feed-link' href='${GLICINE_SITE}/feeds/posts/default' target='_blank' type='application/atom+xml'>Post (Atom)</a>
</div>
</div>`;
