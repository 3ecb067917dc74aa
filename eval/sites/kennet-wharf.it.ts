import {
  button,
  h2,
  h3,
  hero,
  image,
  p,
  section,
  stack,
  strong,
  text,
  ul,
  WHARF_PHONE,
  type WharfPage,
} from './kennet-wharf.layout.ts';

/**
 * The only Italian page: a summary for Italian visitors, written by the Italian-speaking member of staff and
 * published in the English layout (Framer without Localization: `lang="en"`, the English navigation and
 * footer). Its Saturday handover in Italian, the ITALIA10 code, the Heathrow transfer and the Italian email
 * address are printed nowhere else.
 */
export const wharfItalian: WharfPage[] = [
  {
    path: '/it',
    title: 'Vacanze in barca sui canali inglesi',
    description:
      'Una vacanza in narrowboat sul Kennet & Avon Canal, a un’ora da Londra: le informazioni per gli ospiti italiani.',
    body: [
      hero(
        'Per gli ospiti italiani',
        'Vacanze in barca sui canali inglesi',
        'Una settimana in narrowboat sul Kennet &amp; Avon Canal, partendo da Hungerford, nel Berkshire, a un&rsquo;ora da Londra. Senza patente: vi insegniamo tutto noi.',
        'narrowboat-vale-of-pewsey-it.jpg',
      ),
      section(
        'Intro',
        text(
          'Testo',
          h2('Che cos&rsquo;è una narrowboat'),
          p(
            'Le narrowboat sono le barche lunghe e strette dei canali inglesi: larghe poco più di due metri, con cucina, bagno e camere da letto. Si guidano da poppa, a passo d&rsquo;uomo, e si attraversano le chiuse a mano, con la manovella. È un modo lentissimo e bellissimo di vedere la campagna inglese, tra villaggi, pub e aironi.',
          ),
        ),
        image('chiusa-hungerford.jpg', 'Una famiglia alla chiusa di Hungerford'),
      ),
      section(
        'In breve',
        text(
          'Testo',
          h2('In breve'),
          ul(
            '4 barche da 2 a 8 posti letto: Wagtail, Kingfisher, Heron e Otter',
            'Stagione 2027 dal 3 aprile al 30 ottobre; da novembre a marzo solo la barca giornaliera, il sabato e la domenica',
            'Una settimana da £1.095 (Wagtail in bassa stagione) a £2.590 (Otter in alta stagione); weekend di 3 notti e soggiorni infrasettimanali di 4 notti, ma non in alta stagione (10 luglio – 3 settembre)',
            'Partenza alle 14:00 del primo giorno, rientro entro le 9:00 dell&rsquo;ultimo',
            'Nessuna patente nautica: alla consegna vi diamo una lezione di guida di circa un&rsquo;ora',
            'Chi prenota deve avere almeno 21 anni',
            'Velocità massima 4 mph (circa 6,5 km/h)',
            'Cani ammessi su Wagtail, Kingfisher e Otter (massimo 2, £40 a cane); non su Heron',
            'Deposito cauzionale di £300; il gasolio si paga a parte, £2,60 per ora di motore',
            'Parcheggio gratuito alla darsena per un&rsquo;auto per barca',
            'Niente Wi-Fi a bordo',
          ),
        ),
      ),
      section(
        'Solo per chi arriva dall Italia',
        h2('Per chi arriva dall&rsquo;Italia'),
        stack(
          'Cards',
          text(
            'Consegna in italiano',
            h3('Consegna in italiano'),
            p(
              `Il sabato, da giugno a settembre, la consegna della barca e la lezione di guida possono essere fatte in italiano da Chiara, che lavora con noi dal 2021. ${strong('Segnalatelo quando prenotate')}: le consegne in italiano sono poche e vanno presto.`,
            ),
          ),
          text(
            'Sconto',
            h3('Sconto del 10%'),
            p(
              'Con il codice ITALIA10 avete il 10% di sconto sulle vacanze settimanali e sui weekend della stagione 2027 prenotati dall&rsquo;Italia. Inseritelo nel campo &laquo;Codice promozionale&raquo; del sistema di prenotazione, oppure citatelo per telefono. Non è cumulabile con lo sconto sulla seconda settimana.',
            ),
          ),
          text(
            'Come arrivare',
            h3('Come arrivare'),
            p(
              'L&rsquo;aeroporto più vicino è Londra Heathrow, a circa 80 km (un&rsquo;ora in auto). Possiamo organizzare un transfer privato da Heathrow alla darsena: £160 a tratta fino a 4 persone con bagagli, £195 in minivan fino a 8 persone, da prenotare almeno 7 giorni prima.',
            ),
            p(
              'In alternativa: autobus RailAir da Heathrow a Reading (circa 50 minuti), poi treno per Hungerford (circa 25 minuti). La stazione è a 5 minuti a piedi dalla darsena.',
            ),
          ),
        ),
      ),
      section(
        'Contatti',
        text(
          'Testo',
          h2('Scriveteci in italiano'),
          p(
            `Per domande in italiano scrivete a <a class="framer-text" href="mailto:chiara@kennet-wharf.test">chiara@kennet-wharf.test</a>, oppure chiamate l&rsquo;ufficio al ${WHARF_PHONE} e chiedete di Chiara.`,
          ),
        ),
        button('Verifica le date', '/book'),
      ),
    ].join(''),
  },
];
