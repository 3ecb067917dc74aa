import { button, grid, hero, type MillPage, rich, section } from './mill-yard-works.layout.ts';

/**
 * The only Italian page: the Manchester–Milan start-up programme run with a Milan incubator, written in
 * Italian by the community team, in the English layout (Webflow without Localization: `lang="en"`, the
 * English menu and footer). Its offer is printed nowhere else on the site.
 */
export const millItalian: MillPage[] = [
  {
    path: '/programma-ponte-manchester-milano',
    title: 'Programma Ponte Manchester–Milano',
    description:
      'Il programma per start-up italiane che vogliono aprire a Manchester: tre mesi a Mill Yard Works a condizioni speciali.',
    body: [
      hero(
        'Programma Ponte Manchester&ndash;Milano',
        'Per le start-up italiane che vogliono mettere piede nel Regno Unito, insieme a Officina Navigli di Milano.',
      ),
      section(
        'ponte-intro',
        rich(
          `<h2>Che cos&rsquo;&egrave;</h2><p>Il Programma Ponte nasce nel 2025 dalla collaborazione tra Mill Yard Works e Officina Navigli, l&rsquo;incubatore di start-up di Milano. Ogni anno ospitiamo un piccolo gruppo di start-up italiane per tre mesi nel nostro coworking di Ancoats, per testare il mercato britannico con una base a Manchester.</p><h2>Chi pu&ograve; partecipare</h2><ul><li>Start-up con sede legale in Italia, costituite da meno di 5 anni</li><li>Almeno un fondatore presente a Manchester per almeno 2 giorni a settimana</li><li>Non serve essere incubati da Officina Navigli</li></ul>`,
        ),
      ),
      section(
        'ponte-offerta',
        grid(
          'ponte-grid',
          rich(
            `<h2>Cosa offriamo</h2><ul><li>3 mesi di postazione fissa (Dedicated Desk) a <strong>£150 + IVA al mese</strong> invece di £295, per un massimo di 2 fondatori per start-up</li><li>Accesso 24/7 con badge</li><li>10 ore al mese di sale riunioni incluse</li><li>Indirizzo commerciale (Business Address) gratuito per 6 mesi</li><li>25% di sconto sull&rsquo;affitto della Engine House per un evento di lancio</li><li>Un incontro di benvenuto in italiano con un commercialista e un avvocato nostri partner, il primo mercoled&igrave; di ogni mese</li></ul>`,
          ),
          rich(
            `<h2>Date 2027</h2><ul><li>Candidature entro venerd&igrave; 15 gennaio 2027</li><li>Risposta entro il 5 febbraio 2027</li><li>Inizio del programma: luned&igrave; 1 marzo 2027</li><li>6 posti disponibili</li></ul><p>Alla fine dei tre mesi potete restare con una normale membership, senza preavviso e senza deposito per il passaggio.</p>`,
          ),
        ),
      ),
      section(
        'ponte-candidatura',
        rich(
          `<h2>Come candidarsi</h2><p>Scrivete a <a href="mailto:ponte@mill-yard-works.test">ponte@mill-yard-works.test</a> con una breve presentazione della start-up (massimo 10 slide, in italiano o in inglese) e le date in cui pensate di venire a Manchester.</p><p>Referente: Giulia Ferraro, community manager, che parla italiano. Potete anche chiamare il numero della reception e chiedere di lei.</p>`,
        ),
        button('Scrivici', 'mailto:ponte@mill-yard-works.test'),
      ),
    ].join('\n'),
  },
];
