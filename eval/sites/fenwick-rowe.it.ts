import {
  a,
  b,
  type FenwickPage,
  FR_FLOOR,
  FR_PHONE,
  FR_STREET,
  FR_TOWN,
  h2,
  p,
  ul,
} from './fenwick-rowe.layout.ts';

const GIULIA_EMAIL = 'giulia@fenwick-rowe.test';

/**
 * The only Italian page, written by Giulia for the Italians who live and work around Harrogate and published
 * as an ordinary page of the English site: the theme's `lang="en"`, the English menu and footer, linked from
 * the footer only. Giulia speaking Italian, the Wednesday afternoons in Italian, the return for a let home in
 * Italy and what the firm does not do for Italian taxes are printed nowhere else.
 */
export const fenwickItalianPage: FenwickPage = {
  path: '/italiano',
  title: 'Per i clienti italiani',
  description:
    'Fenwick & Rowe, commercialisti a Harrogate: informazioni in italiano per chi vive e lavora nel Regno Unito.',
  kind: 'page',
  body: [
    p(
      'Siete italiani e vivete o lavorate nel Regno Unito? Fenwick &amp; Rowe &egrave; uno studio di commercialisti (Chartered Accountants) a Harrogate, nel North Yorkshire. Nel nostro team c&rsquo;&egrave; Giulia Ferraro, di Bologna, che parla italiano: potete scriverle o telefonarle in italiano.',
    ),
    h2('Consulenze in italiano'),
    p(
      'Il mercoled&igrave; pomeriggio, dalle 14:00 alle 17:00, James Rowe riceve i clienti italiani insieme a Giulia, che traduce: in ufficio oppure in videochiamata. Il primo incontro (fino a 45 minuti) &egrave; gratuito.',
    ),
    h2('Cosa possiamo fare per voi'),
    ul(
      'la dichiarazione dei redditi britannica (self-assessment) per chi lavora in proprio o affitta un immobile',
      'la contabilit&agrave;, le buste paga e l&rsquo;IVA (VAT) per la vostra attivit&agrave; nel Regno Unito',
      'la dichiarazione nel Regno Unito dei redditi di una casa affittata in Italia, con il credito per le imposte gi&agrave; pagate in Italia: da £340 + IVA',
    ),
    h2('Cosa non facciamo'),
    p(
      'Non prepariamo la dichiarazione dei redditi italiana (modello Redditi o 730) e non ci occupiamo dell&rsquo;IMU n&eacute; dell&rsquo;iscrizione all&rsquo;AIRE: per questo vi consigliamo di rivolgervi a un commercialista in Italia o al consolato.',
    ),
    h2('Orari e contatti'),
    p(
      'Dal luned&igrave; al gioved&igrave; 9:00&ndash;17:30, il venerd&igrave; 9:00&ndash;16:00; sabato e domenica chiuso. Si riceve solo su appuntamento.',
      `${b('Indirizzo:')} ${FR_FLOOR}, ${FR_STREET}, ${FR_TOWN}`,
      `${b('Telefono:')} ${FR_PHONE} &middot; ${b('Email di Giulia:')} ${a(GIULIA_EMAIL, `mailto:${GIULIA_EMAIL}`)}`,
    ),
    p(
      `Tutte le altre informazioni, in inglese, sono nelle pagine ${a('Services', '/services/')} e ${a('Pricing', '/pricing/')}.`,
    ),
  ].join('\n'),
};
