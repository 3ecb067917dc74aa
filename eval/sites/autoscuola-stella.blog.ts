import {
  boldTitle,
  heading,
  image,
  mod,
  p,
  para,
  type StellaPage,
  sp,
  text,
  ul,
  wordTable,
} from './autoscuola-stella.layout.ts';

/* The blog (Jimdo's dated URLs, only in Italian): the Christmas closure post of November 2026, a theory
 * exam post of October 2026, the automatic car post of March 2026, and a January 2025 post with that
 * year's office hours, Saturday branch, prices, exam fee, renewal price and August closure, never updated. */

const natale: StellaPage = {
  path: '/2026/11/12/chiusura-natalizia-e-ultimi-esami-del-2026',
  lang: 'it',
  title: 'Chiusura natalizia e ultimi esami del 2026',
  description: 'Le date della chiusura di Natale e gli ultimi esami dell’anno.',
  post: { date: 'giovedì 12 novembre 2026' },
  body: [
    text(
      p(
        'Anche quest’anno si avvicinano le feste! Le due sedi resteranno chiuse dal 24 dicembre 2026 al 6 gennaio 2027: riapriamo giovedì 7 gennaio.',
        'L’ultima sessione d’esame di teoria dell’anno è venerdì 18 dicembre; le guide proseguono fino a mercoledì 23 dicembre.',
        'Il prossimo corso di teoria in aula inizia lunedì 11 gennaio 2027.',
      ),
      para(
        sp('<strong>Idea regalo:</strong> '),
        sp('un buono per il pacchetto da 5 guide (€ 210,00), da ritirare in segreteria.'),
      ),
    ),
  ].join('\n'),
};

const teoria: StellaPage = {
  path: '/2026/10/08/esame-di-teoria-i-7-errori-piu-comuni',
  lang: 'it',
  title: 'Esame di teoria: i 7 errori più comuni',
  description: 'Come non farsi bocciare all’esame di teoria della patente B.',
  post: { date: 'giovedì 8 ottobre 2026' },
  unlisted: true,
  body: [
    text(
      p(
        'L’esame di teoria è di 30 domande vero/falso in 20 minuti e si passa con massimo 3 errori. Sembra facile, ma ogni mese vediamo bocciature evitabili. Ecco gli errori più comuni dei nostri allievi:',
      ),
      `<ol><li>leggere la domanda di fretta e non vedere il “non”;</li><li>studiare solo con l’app, senza mai venire a lezione;</li><li>confondere i segnali di precedenza e di pericolo;</li><li>non ripassare le distanze di sicurezza;</li><li>lasciare per ultime le domande difficili e finire il tempo;</li><li>cambiare la risposta all’ultimo secondo;</li><li>arrivare all’esame senza aver fatto almeno 20 schede di prova senza errori.</li></ol>`,
      p(
        'Il ripasso in diretta di Stella Online del giovedì sera è fatto apposta per questo. In bocca al lupo!',
      ),
    ),
  ].join('\n'),
};

const automatica: StellaPage = {
  path: '/2026/03/03/e-arrivata-la-yaris-automatica',
  lang: 'it',
  title: 'È arrivata la Yaris automatica!',
  description: 'Nuova auto con cambio automatico per guide ed esame.',
  post: { date: 'martedì 3 marzo 2026' },
  body: [
    image('yaris-automatica-consegna.jpg', 'Yaris automatica'),
    text(
      p(
        'Da questa settimana nella sede di Borgo Trento c’è la nuova Toyota Yaris Hybrid con il cambio automatico. Con lei fai guide ed esame della patente B, con la nostra istruttrice Giulia.',
        'Una lezione costa € 50,00. Ricordate il codice 78: chi fa l’esame con l’automatico può guidare solo auto con cambio automatico.',
      ),
    ),
  ].join('\n'),
};

const stale: StellaPage = {
  path: '/2025/01/14/novita-2025-nuovi-orari-e-nuovi-prezzi',
  lang: 'it',
  title: 'Novità 2025: nuovi orari e nuovi prezzi',
  description: 'Orari e prezzi 2025 di Autoscuola Stella.',
  post: { date: 'martedì 14 gennaio 2025' },
  body: [
    text(
      p('Buon anno a tutti i nostri allievi! Con il 2025 arrivano un po’ di novità.'),
      boldTitle('Nuovi orari'),
      p(
        'Dal 1° febbraio 2025 la segreteria di Borgo Trento è aperta dal lunedì al venerdì 9:00–12:00 e 15:30–19:00. Il sabato mattina, dalle 9:00 alle 12:00, è aperta la sede di San Michele Extra.',
      ),
      boldTitle('Prezzi 2025'),
    ),
    wordTable([
      ['', 'Prezzo'],
      ['Pacchetto Patente B', '€ 790,00'],
      ['Lezione di guida', '€ 40,00'],
      ['Esame di guida', '€ 80,00'],
      ['Certificato medico', '€ 55,00'],
      ['Rinnovo patente', '€ 105,00'],
    ]),
    text(p('Chiusura estiva 2025: dall’11 al 24 agosto. Vi aspettiamo!')),
  ].join('\n'),
};

const posts = [natale, teoria, automatica, stale];

const index: StellaPage = {
  path: '/blog',
  lang: 'it',
  title: 'News',
  description: 'Le novità di Autoscuola Stella.',
  body: [
    heading('News dall’autoscuola', 1),
    mod(
      'blogSelection',
      () =>
        `<div class="blogselection">${posts
          .map(
            (post) =>
              `<div class="n j-blog-meta j-blog-post--header"><a href="${post.path}/" class="j-blog-header"><h2 class="j-blog-headline">${post.title}</h2></a><div class="j-blog-post--date"><time class="datetime">${post.post?.date}</time></div></div><div class="j-blog-post--teaser"><p>${post.description}</p></div><p class="blogreadmore"><a href="${post.path}/" class="blogreadmore">Leggi tutto</a></p>`,
          )
          .join('<hr class="j-blog-separator" />')}</div>`,
    ),
  ].join('\n'),
};

export const stellaBlogPages: StellaPage[] = [index, ...posts];

export const stellaNotFoundPage: StellaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: [
    heading('Ops, questa pagina non esiste', 1),
    text(
      p(
        'Purtroppo la pagina che cerchi non è stata trovata. Forse è stata spostata o cancellata.',
        'Torna alla <a href="/">home page</a> oppure usa il menu.',
      ),
    ),
    text(
      ul(
        '<a href="/patenti/">Patenti</a>',
        '<a href="/prezzi/">Prezzi</a>',
        '<a href="/orari-e-contatti/">Orari e contatti</a>',
      ),
    ),
  ].join('\n'),
};
