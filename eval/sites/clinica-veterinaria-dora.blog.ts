import { block, DORA_EMERGENCY, DORA_SITE, type DoraPage, text } from './clinica-veterinaria-dora.layout.ts';

interface Post {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** As Divi's post meta prints it in Italian ('M j, Y'): "Nov 16, 2026". */
  date: string;
  iso: string;
  category: string;
  image: string;
  excerpt: string;
  /** The classic editor's HTML. */
  content: string;
}

/**
 * A "newsletter" block the editor copied from the page source of another post and pasted into the
 * Christmas post: it brings a stray `</div></article>` that closes the post's content and the article
 * early, so the prescriptions deadline and the fireworks advice that follow sit outside `<article>`.
 */
const pastedNewsletter = `<div class="et_pb_module et_pb_signup_0 et_pb_newsletter_layout_left_right et_pb_newsletter et_pb_subscribe clearfix et_pb_bg_layout_dark"><div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">Iscriviti alla newsletter</h2><div class="et_pb_newsletter_description_content"><p>Una email al mese con consigli e avvisi dalla clinica.</p></div></div><div class="et_pb_newsletter_form"><form method="post"><div class="et_pb_newsletter_result et_pb_newsletter_error"></div><div class="et_pb_newsletter_fields"><p class="et_pb_newsletter_field et_pb_contact_field_last"><label class="et_pb_contact_form_label" for="et_pb_signup_email" style="display: none;">Email</label><input id="et_pb_signup_email" class="input" type="text" placeholder="Email" name="et_pb_signup_email"></p><p class="et_pb_newsletter_button_wrap"><a class="et_pb_newsletter_button et_pb_button" href="#" data-icon=""><span class="et_subscribe_loader"></span><span class="et_pb_newsletter_button_text">Iscriviti</span></a></p></div></form></div></div>
</div><!-- .entry-content -->
</article><!-- .et_pb_post -->`;

/** Newest first, as the blog lists them. Italian only. */
const posts: Post[] = [
  {
    id: 412,
    slug: 'natale-2026-chiusure-e-botti',
    title: 'Natale 2026: chiusure, farmaci e botti di Capodanno',
    description: 'Le chiusure della clinica per le feste 2026, le ricette da ordinare in tempo e i botti.',
    date: 'Nov 16, 2026',
    iso: '2026-11-16',
    category: 'Avvisi',
    image: 'natale-2026-cane-coperta.jpg',
    excerpt:
      'Quando siamo chiusi durante le feste, entro quando ordinare i farmaci e come affrontare i botti.',
    content: [
      '<p>Mancano poche settimane alle feste e, come ogni anno, vi diamo in anticipo le date di chiusura della clinica, così potete organizzarvi con vaccini, controlli e terapie.</p>',
      '<h2>Le chiusure</h2>',
      '<ul><li>martedì 8 dicembre (Immacolata): chiuso</li><li>giovedì 24 dicembre: aperti solo al mattino, 9:00–13:00</li><li>venerdì 25 e sabato 26 dicembre: chiuso</li><li>giovedì 31 dicembre: aperti solo al mattino, 9:00–13:00</li><li>venerdì 1 gennaio: chiuso</li><li>mercoledì 6 gennaio (Epifania): chiuso</li></ul>',
      `<p>Nei giorni di chiusura il pronto soccorso è attivo su chiamata al ${DORA_EMERGENCY}.</p>`,
      pastedNewsletter,
      '<h2>Farmaci e ricette</h2>',
      '<p>Se il vostro animale segue una terapia continuativa (cuore, reni, tiroide, epilessia), controllate le scorte: ordinate farmaci e ricette entro mercoledì 23 dicembre, così ve li prepariamo prima della chiusura.</p>',
      '<h2>I botti di Capodanno</h2>',
      '<p>Per molti cani (e parecchi gatti) la notte di Capodanno è la peggiore dell’anno. Per gli animali molto paurosi esistono farmaci e feromoni che vanno iniziati qualche giorno prima: se pensate che servano, prenotate una visita entro venerdì 18 dicembre.</p>',
      '<p>La sera del 31 fate l’ultima passeggiata prima di cena, con la pettorina ben chiusa: ogni anno a gennaio ci portano cani scappati per lo spavento. Poi tenete il cane in casa, chiudete finestre e tapparelle, lasciate la TV o la musica accese e non lasciatelo solo. Non sgridatelo se ha paura e non obbligatelo a uscire.</p>',
      '<p>E ricordate: panettone, uvetta e cioccolato sono tossici per cani e gatti. Niente avanzi dalla tavola!</p>',
      '<p>Buone feste da tutto il team della Clinica Veterinaria Dora.</p>',
    ].join(''),
  },
  {
    id: 398,
    slug: 'zecche-filaria-prevenzione',
    title: 'Zecche, pulci e filaria: la prevenzione non va in vacanza',
    description:
      'Quando iniziare la prevenzione della filaria in Piemonte e come difendersi da zecche e pulci.',
    date: 'Apr 14, 2026',
    iso: '2026-04-14',
    category: 'Salute e prevenzione',
    image: 'cane-parco-dora-primavera.jpg',
    excerpt: 'Con la primavera tornano zanzare, zecche e pulci: ecco il calendario della prevenzione.',
    content: [
      '<p>Con le prime giornate calde al Parco Dora tornano anche i parassiti. Ecco cosa fare, e quando.</p>',
      '<h2>Filaria</h2>',
      '<p>La filaria (il “verme del cuore”) è trasmessa dalle zanzare. In Piemonte la prevenzione va iniziata a maggio e continuata fino a novembre, con una compressa o una pipetta al mese. In alternativa c’è l’iniezione annuale, che copre 12 mesi con una sola puntura.</p>',
      '<p>Se il cane l’anno scorso non ha fatto la prevenzione, prima di iniziare serve un test rapido filaria (28 €), che facciamo in clinica con una goccia di sangue.</p>',
      '<h2>Zecche e pulci</h2>',
      '<p>Dopo ogni passeggiata nel verde controllate orecchie, collo, ascelle e zampe. La zecca si toglie con l’apposito uncino, ruotando, senza olio né alcol. Contro le pulci servono trattamenti regolari per tutti gli animali di casa, gatti compresi.</p>',
      '<p><strong>Attenzione ai gatti:</strong> non usate mai sul gatto un antiparassitario per cani a base di permetrina: per il gatto è tossico, anche in piccole dosi.</p>',
    ].join(''),
  },
  {
    id: 371,
    slug: 'animali-esotici-nuovo-ambulatorio',
    title: 'Apre l’ambulatorio per animali esotici',
    description:
      'Da marzo 2026 visitiamo conigli, furetti, roditori e uccelli con la dott.ssa Hannah Keller.',
    date: 'Mar 3, 2026',
    iso: '2026-03-03',
    category: 'Novità dalla clinica',
    image: 'coniglio-visita-keller.jpg',
    excerpt: 'Conigli, furetti, cavie e pappagalli: da marzo c’è un ambulatorio tutto per loro.',
    content: [
      '<p>Da questo mese la Clinica Veterinaria Dora ha un ambulatorio dedicato ai piccoli animali esotici, seguito dalla dott.ssa Hannah Keller, che da anni si occupa di conigli, furetti e roditori.</p>',
      '<p>L’ambulatorio è aperto il martedì e il venerdì pomeriggio, su appuntamento telefonico. Visitiamo conigli, furetti, cavie, criceti, cincillà, ratti e uccelli da compagnia; non visitiamo rettili.</p>',
      '<p>La dott.ssa Keller parla tedesco e inglese: un aiuto in più per le tante famiglie straniere del quartiere.</p>',
      '<p>Un consiglio per chi ha un coniglio: vaccinatelo ogni anno contro mixomatosi e malattia emorragica virale, anche se vive in appartamento. Le zanzare entrano anche in casa.</p>',
    ].join(''),
  },
  {
    id: 233,
    slug: 'orari-e-listino-2025',
    title: 'Orari e listino prezzi 2025',
    description: 'I nuovi orari della clinica e il listino prezzi in vigore dal 1° gennaio 2025.',
    date: 'Gen 8, 2025',
    iso: '2025-01-08',
    category: 'Avvisi',
    image: 'ingresso-clinica-inverno.jpg',
    excerpt: 'Dal 1° gennaio 2025 cambiano orari e prezzi: ecco tutte le novità.',
    content: [
      '<p>Buon anno a tutti! Con il 2025 cambiano alcune cose in clinica: ecco gli orari e il listino in vigore dal 1° gennaio 2025.</p>',
      '<h2>Orari 2025</h2>',
      '<ul><li>dal lunedì al venerdì: 9:00–12:30 e 15:30–19:00</li><li>sabato: 9:00–12:30 e 15:00–18:00</li><li>domenica: chiuso</li></ul>',
      '<p>Chiusure 2025: ferie estive dal 10 al 23 agosto; a Natale chiusi dal 24 al 27 dicembre.</p>',
      '<h2>Prezzi 2025</h2>',
      '<ul><li>prima visita: 49 €</li><li>vaccino cane: 44 €</li><li>microchip con iscrizione: 36 €</li><li>sterilizzazione gatta: 160 €</li><li>sterilizzazione cagna fino a 10 kg: 290 €</li><li>detartrasi: da 140 €</li><li>supplemento notturno del pronto soccorso: 50 €</li></ul>',
      '<p>Il pronto soccorso notturno ha un nuovo numero di reperibilità: 347 118 5520.</p>',
      '<p>Da quest’anno si può pagare a rate per importi superiori a 500 €. Satispay arriverà nei prossimi mesi.</p>',
    ].join(''),
  },
];

const sidebar = `<div id="sidebar">
<div id="search-2" class="et_pb_widget widget_search"><form role="search" method="get" id="searchform" class="searchform" action="/"><div><label class="screen-reader-text" for="s">Ricerca per:</label><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Cerca" /></div></form></div>
<div id="recent-posts-2" class="et_pb_widget widget_recent_entries"><h4 class="widgettitle">Articoli recenti</h4><ul>${posts.map((p) => `<li><a href="/blog/${p.slug}">${p.title}</a></li>`).join('')}</ul></div>
<div id="categories-2" class="et_pb_widget widget_categories"><h4 class="widgettitle">Categorie</h4><ul><li class="cat-item cat-item-3"><a href="/blog">Avvisi</a></li><li class="cat-item cat-item-4"><a href="/blog">Novità dalla clinica</a></li><li class="cat-item cat-item-5"><a href="/blog">Salute e prevenzione</a></li></ul></div>
</div>`;

const postPage = (post: Post): DoraPage => ({
  path: `/blog/${post.slug}`,
  lang: 'it',
  kind: 'raw',
  id: post.id,
  title: post.title,
  description: post.description,
  body: `<div class="container">
<div id="content-area" class="clearfix">
<div id="left-area">
<article id="post-${post.id}" class="et_pb_post post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${post.category.toLowerCase().replace(/\s+/g, '-')}">
<div class="et_post_meta_wrapper">
<h1 class="entry-title">${post.title}</h1>
<p class="post-meta"> di <span class="author vcard"><a href="/blog" title="Articoli scritti da Redazione" rel="author">Redazione</a></span> | <span class="published">${post.date}</span> | <a href="/blog" rel="category tag">${post.category}</a></p>
<img src="${DORA_SITE}/wp-content/uploads/${post.iso.slice(0, 4)}/${post.iso.slice(5, 7)}/${post.image}" alt="" class="" width="1080" height="675" />
</div>
<div class="entry-content">
${post.content}
</div>
<div class="et_post_meta_wrapper"></div>
</article>
</div>
${sidebar}
</div>
</div>`,
});

/** The blog page (a Divi Blog module in grid layout) and the posts. */
export const doraBlogPages: DoraPage[] = [
  {
    path: '/blog',
    lang: 'it',
    id: 40,
    title: 'Blog',
    description: 'Avvisi, novità e consigli di salute dalla Clinica Veterinaria Dora di Torino.',
    body: [
      block(
        text(
          '<h1>Blog</h1>',
          '<p>Avvisi dalla clinica e consigli per la salute di cani, gatti e piccoli animali.</p>',
        ),
        `<div class="et_pb_module et_pb_blog_@ et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><div class="et_pb_salvattore_content" data-columns="3">${posts
          .map(
            (p) =>
              `<article id="post-${p.id}" class="et_pb_post clearfix et_pb_blog_item_0_${p.id} post-${p.id} post type-post status-publish format-standard has-post-thumbnail hentry"><div class="et_pb_image_container"><a href="/blog/${p.slug}" class="entry-featured-image-url"><img decoding="async" src="${DORA_SITE}/wp-content/uploads/${p.iso.slice(0, 4)}/${p.iso.slice(5, 7)}/${p.image.replace('.jpg', '-400x250.jpg')}" alt="${p.title}" width="400" height="250" /></a></div><h2 class="entry-title"><a href="/blog/${p.slug}">${p.title}</a></h2><p class="post-meta"><span class="published">${p.date}</span> | <a href="/blog" rel="tag">${p.category}</a></p><div class="post-content"><div class="post-content-inner"><p>${p.excerpt}</p></div><a href="/blog/${p.slug}" class="more-link">leggi di più</a></div></article>`,
          )
          .join(
            '',
          )}</div><div><div class="pagination clearfix"><div class="alignleft"></div><div class="alignright"></div></div></div></div></div></div>`,
      ),
    ].join('\n'),
  },
  ...posts.map(postPage),
];
