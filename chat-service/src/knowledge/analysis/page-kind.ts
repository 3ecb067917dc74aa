/**
 * What a page is for, from its address and title: legal boilerplate (privacy, cookies, legal notices)
 * answers only questions about itself; terms and conditions and a shop's policies (cancellation, refunds,
 * deposits) answer too, after the site's own pages; the contact page is where a visitor is sent when the
 * bot does not know.
 */
export type PageKind = 'page' | 'legal' | 'terms' | 'contact';

const legal =
  /privacy|cookie|gdpr|rgpd|dsgvo|datenschutz|impressum|note[-_ ]?legali|legal|disclaimer|informativa/i;
// A school's or a campsite's 'regolamento' is its rules in the form of a contract, as its terms are.
const terms = /terms|termini|condizioni|conditions|polic(y|ies)|\bagb\b|regolament|regulations/i;
// An optician's 'lenti a contatto' and 'contact lenses' are things sold, not the way to reach the business.
const contact =
  /(?<!\ba[-_ ])contatt|contact(?![-_ ]?lens)|kontakt|contacto|get[-_ ]in[-_ ]touch|reach[-_ ]us|dove[-_ ]siamo|find[-_ ]us/i;

export function pageKind(source: string, title: string): PageKind {
  const where = `${pathOf(source)} ${title}`;
  if (legal.test(where)) return 'legal';
  if (terms.test(where)) return 'terms';
  if (contact.test(where)) return 'contact';
  return 'page';
}

/**
 * Whether a source is a site's home page, in any of its languages: '/', '/en/', '/index.html',
 * '/en/index.htm'. An uploaded file is none.
 */
export function isHomePage(source: string): boolean {
  if (!URL.canParse(source)) return false;
  const { pathname, search } = new URL(source);
  return !search && /^\/([a-z]{2}(-[a-z]{2})?\/?)?(index\.(html?|php))?$/i.test(pathname);
}

/** The path of a URL, or the whole name of an uploaded file. */
function pathOf(source: string): string {
  return URL.canParse(source) ? decodeURIComponent(new URL(source).pathname) : source;
}

/**
 * Words that make a question about the privacy, cookie and legal pages themselves: 'your privacy policy',
 * not 'your cancellation policy', which the terms and the site's own pages answer.
 */
export const asksAboutPrivacy =
  /privacy|cookie|gdpr|personal data|dati personali|trattamento|informativa|legal|data protection/i;

/** Words that make a question about the legal and terms pages themselves. */
export const asksAboutLegal =
  /privacy|cookie|gdpr|personal data|dati personali|trattamento|terms|termini|condizioni|conditions|policy|informativa|legal|regolament|regulations/i;

/**
 * A blog or news post, by where the site keeps it: written on its day, it may tell hours or prices since
 * changed, so of two quotes saying as much, the site's own page comes first.
 */
const POST_FOLDER = '(blogs?|news|posts?|journal|articoli|notizie|novita|magazine)';
const POST = new RegExp(`/${POST_FOLDER}/`, 'i');
export const isPostPage = (source: string) => POST.test(source);
/**
 * The page listing the posts ('/blog', '/news', '/news.php'): a date over a title there is when that post was
 * published.
 */
const POST_LIST = new RegExp(`/${POST_FOLDER}(?:\\.(?:php|html?|aspx?))?/?$`, 'i');
export const isPostList = (source: string) => POST_LIST.test(source.replace(/[?#].*$/, ''));
