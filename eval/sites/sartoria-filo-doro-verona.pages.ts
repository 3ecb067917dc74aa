import { postGrid } from './sartoria-filo-doro-verona.blog.ts';
import {
  accordion,
  button,
  callout,
  col,
  cols,
  contactForm,
  group,
  heading,
  hero,
  mapModule,
  module,
  photo,
  pricingTable,
  rich,
  row,
  type SartoriaPage,
  SF_BRIDAL_EMAIL,
  SF_EMAIL,
  SF_PHONE,
  SF_PHONE_HREF,
  SF_STREET,
  SF_TOWN,
  SF_WHATSAPP,
  SF_WHATSAPP_HREF,
  section,
  table,
  tabs,
} from './sartoria-filo-doro-verona.layout.ts';

/**
 * The Italian pages that have an English translation (WPML): the home page (the promo band 'sconto 20% su
 * riparazioni e modifiche di capi in pelle fino al 15 marzo!' put up in February and never taken down, no year;
 * the hero; callouts for the services; the pick-up and delivery service announced for 2027; the hours and contacts
 * as a table for desktop and again, as paragraphs, in a row only phones see; the three newest posts), made to
 * measure (a Tabs module for men, shirts and women, a Pricing Table, the other garments in a table, the 40%
 * deposit, no fabric sold by the metre), alterations (no appointment, 5 working days, the urgent service, the most
 * asked prices), bridal alterations (only alterations, no dresses made or rented, the € 40 first fitting, 8 weeks
 * ahead, shoes and underwear), leather repair (Samir on Wednesday and Friday, the leather price list, no furs, no
 * shoes), sewing courses (three Pricing Table columns, machines provided, 16 and over), about us and contacts
 * (ZTL, Parcheggio Isolo, the Map and Contact Form modules).
 */

const p = (html: string, style?: string) => `<p${style ? ` style="${style}"` : ''}>${html}</p>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const HOURS_TABLE_IT = table(
  [
    ['Giorno', 'Orario'],
    ['Lunedì', 'chiuso'],
    ['Martedì – venerdì', '9:00 – 12:30 / 15:00 – 19:00'],
    ['Sabato', '9:00 – 13:00'],
    ['Domenica', 'chiuso'],
  ],
  { caption: 'Orari del negozio' },
);

const testimonials = (items: [quote: string, name: string][]) =>
  module(
    'testimonials',
    `<div class="fl-testimonials-wrap compact"><div class="fl-testimonials">${items
      .map(
        ([quote, name]) =>
          `<div class="fl-testimonial"><p>${quote}</p><h4 class="fl-testimonial-name">${name}</h4></div>`,
      )
      .join(
        '',
      )}</div><div class="fl-slider-prev" role="button" aria-pressed="false"></div><div class="fl-slider-next" role="button" aria-pressed="false"></div></div>`,
  );

/* ── Home ────────────────────────────────────────────────────────────────────────────────────────────────── */

export const sartoriaHome: SartoriaPage = {
  path: '/',
  lang: 'it',
  id: 9,
  kind: 'home',
  alt: '/en',
  title: 'Home',
  description:
    'Sartoria Filo d’Oro a Verona: abiti e camicie su misura, riparazioni e modifiche, modifiche di abiti da sposa, riparazioni in pelle e corsi di cucito per adulti.',
  body: [
    section(
      rich(
        p(
          '<span style="color: #ffffff;"><strong>Promo primavera: sconto 20% su riparazioni e modifiche di capi in pelle fino al 15 marzo!</strong> <a style="color: #ffffff; text-decoration: underline;" href="/riparazioni-pelle">Scopri di più</a></span>',
          'text-align: center; margin: 0;',
        ),
      ),
      { bg: '#8c6a3f', style: 'background-color: #8c6a3f; padding: 8px 0;' },
    ),
    row(
      group([
        col(
          100,
          `${heading('Sartoria Filo d’Oro', 'h1')}${rich(
            p(
              '<span style="color: #ffffff; font-size: 20px;">Su misura, riparazioni e modifiche nel cuore di Verona, dal 1987.</span>',
              'text-align: center;',
            ),
          )}${button('Vieni a trovarci', '/contatti', { align: 'center' })}`,
        ),
      ]),
      { photo: '2023/04/banco-taglio-sartoria.jpg' },
    ),
    cols(
      [
        [
          25,
          callout(
            'Su misura',
            p('Abiti, giacche, pantaloni e camicie cuciti sulle vostre misure, nel nostro laboratorio.'),
            { icon: 'fas fa-cut', button: ['Scopri', '/sartoria-su-misura'] },
          ),
        ],
        [
          25,
          callout(
            'Riparazioni e modifiche',
            p('Orli, cerniere, maniche, fodere: senza appuntamento, pronti in pochi giorni.'),
            { icon: 'fas fa-ruler', button: ['Scopri', '/riparazioni-e-modifiche'] },
          ),
        ],
        [
          25,
          callout(
            'Sposa e cerimonia',
            p('Modifiche ad abiti da sposa e da cerimonia, anche acquistati altrove.'),
            { icon: 'fas fa-ring', button: ['Scopri', '/abiti-da-sposa'] },
          ),
        ],
        [
          25,
          callout('Pelle', p('Giacche, giubbotti, borse e cinture in pelle: riparazioni e modifiche.'), {
            icon: 'fas fa-tools',
            button: ['Scopri', '/riparazioni-pelle'],
          }),
        ],
      ],
      { equal: true },
    ),
    cols(
      [
        [50, photo('2024/10/lucia-prova-giacca.jpg', 'Lucia durante la prova di una giacca')],
        [
          50,
          `${heading('Una sartoria di quartiere, da tre generazioni', 'h2')}${rich(
            `${p(
              'Siamo in Via Sottoriva, sotto i portici, a due passi da Piazza Erbe. Graziella ha aperto il laboratorio nel 1987; oggi ci lavorano sua figlia Lucia, il sarto Andrea, il pellettiere Samir e Chiara, che insegna nei nostri corsi di cucito.',
            )}${p('Ogni capo passa dalle nostre mani, in laboratorio: non mandiamo fuori nessun lavoro.')}`,
          )}${button('Chi siamo', '/chi-siamo')}`,
        ],
      ],
      { bg: '#f6f1ea' },
    ),
    cols([
      [
        50,
        `${heading('Corsi di cucito per adulti', 'h2')}${rich(
          p(
            'Imparate a fare un orlo, ad attaccare una cerniera, a cucire il vostro primo capo. Corsi serali in piccoli gruppi, nel nostro laboratorio. Il prossimo corso base inizia a gennaio 2027.',
          ),
        )}${button('I corsi', '/corsi-di-cucito')}`,
      ],
      [
        50,
        `${heading('Novità 2027: ritiro e consegna a domicilio', 'h2')}${rich(
          p(
            'Da marzo 2027 verremo a prendere e a riportare i vostri capi a casa, in bicicletta. Il servizio non è ancora attivo: trovate tutti i dettagli nel nostro articolo.',
          ),
        )}${button('Leggi l’articolo', '/2026/10/19/ritiro-e-consegna-a-domicilio-2027')}`,
      ],
    ]),
    cols(
      [
        [50, `${heading('Orari', 'h3')}${rich(HOURS_TABLE_IT)}`],
        [
          50,
          `${heading('Dove siamo', 'h3')}${rich(
            `${p(`${SF_STREET}<br />${SF_TOWN}`)}${p(
              `Tel. <a href="${SF_PHONE_HREF}">${SF_PHONE}</a><br />WhatsApp <a href="${SF_WHATSAPP_HREF}">${SF_WHATSAPP}</a>`,
            )}`,
          )}${button('Come arrivare', '/contatti')}`,
        ],
      ],
      { visible: 'desktop', bg: '#f6f1ea' },
    ),
    section(
      `${heading('Orari e contatti', 'h3')}${rich(
        `${p(
          '<strong>Martedì – venerdì</strong> 9:00 – 12:30 e 15:00 – 19:00<br /><strong>Sabato</strong> 9:00 – 13:00<br /><strong>Lunedì e domenica</strong> chiuso',
        )}${p(`<a href="${SF_PHONE_HREF}">Chiama ${SF_PHONE}</a> · <a href="${SF_WHATSAPP_HREF}">Scrivici su WhatsApp</a>`)}`,
      )}`,
      { visible: 'mobile', bg: '#f6f1ea' },
    ),
    section(`${heading('Dal blog', 'h2')}${postGrid(3)}`),
    section(
      testimonials([
        [
          'Mi hanno sistemato l’abito da sposa comprato online che sembrava fatto per me. Lucia ha una pazienza infinita.',
          'Giulia, Verona',
        ],
        ['Il mio primo abito su misura, cucito da Andrea: non tornerò indietro.', 'Marco, San Zeno'],
        [
          'Samir ha salvato il mio chiodo di pelle di vent’anni fa. Cerniera nuova, come nuovo.',
          'Elisa, Borgo Trento',
        ],
      ]),
      { bg: '#f6f1ea' },
    ),
  ].join(''),
};

/* ── Su misura ───────────────────────────────────────────────────────────────────────────────────────────── */

const suMisura: SartoriaPage = {
  path: '/sartoria-su-misura',
  lang: 'it',
  id: 21,
  alt: '/en/made-to-measure',
  title: 'Sartoria su misura',
  description:
    'Abiti, giacche, pantaloni, cappotti e camicie su misura da uomo e da donna, cuciti a Verona nel laboratorio di Sartoria Filo d’Oro.',
  body: [
    hero(
      'Sartoria su misura',
      'Abiti, giacche e camicie cuciti sulle vostre misure',
      '2023/04/tessuti-campionario.jpg',
    ),
    section(
      rich(
        `${p(
          'Ogni capo su misura nasce da un cartamodello disegnato su di voi, tagliato e cucito nel nostro laboratorio di Via Sottoriva. Il primo appuntamento, per scegliere il tessuto e prendere le misure, è gratuito e dura circa un’ora: si prenota al telefono, su WhatsApp o in negozio.',
        )}${p(
          'Scegliete tra oltre 400 tessuti delle lanerie biellesi (Vitale Barberis Canonico, Reda, Drago) e, per le camicie, tra i cotoni di Thomas Mason e Albini. Non vendiamo tessuti al metro: i tessuti del nostro campionario si usano solo per i capi che confezioniamo noi.',
        )}`,
      ),
    ),
    section(
      tabs([
        [
          'Uomo',
          `<span id="uomo"></span>${p(
            'Abiti, giacche, pantaloni, gilet e cappotti su misura li segue <strong>Andrea Fasoli</strong>, sarto da uomo formato a Napoli. Per un abito servono <strong>tre prove</strong>: la prima sull’imbastitura, la seconda con le maniche montate, la terza a capo quasi finito.',
          )}${p('L’abito su misura si consegna in <strong>6–8 settimane</strong> dal primo appuntamento.')}`,
        ],
        [
          'Camicie',
          `<span id="camicie"></span>${p(
            'Camicie su misura da <strong>€ 140</strong>. Per il primo ordine servono almeno <strong>2 camicie</strong>: con la prima prova mettiamo a punto il cartamodello, che poi resta nel nostro archivio per gli ordini successivi.',
          )}${p(
            'Le camicie sono pronte in <strong>3 settimane</strong>. Le iniziali ricamate sul taschino o sul polsino sono comprese nel prezzo.',
          )}`,
        ],
        [
          'Donna',
          `<span id="donna"></span>${p(
            'Tailleur, pantaloni, gonne, abiti e cappotti su misura anche per la donna, con Lucia. Un tailleur su misura parte da <strong>€ 1.200</strong> e richiede tre prove.',
          )}`,
        ],
      ]),
    ),
    section(
      `${heading('Prezzi', 'h2')}${pricingTable([
        {
          title: 'Camicia su misura',
          price: '€ 140',
          duration: 'a partire da',
          features: [
            'Primo ordine: minimo 2 camicie',
            'Una prova',
            'Pronta in 3 settimane',
            'Iniziali ricamate incluse',
          ],
          button: ['Prenota', '/contatti'],
        },
        {
          title: 'Pantalone su misura',
          price: '€ 290',
          duration: 'a partire da',
          features: ['Due prove', 'Pronto in 4 settimane'],
          button: ['Prenota', '/contatti'],
        },
        {
          title: 'Giacca su misura',
          price: '€ 890',
          duration: 'a partire da',
          features: ['Tre prove', 'Pronta in 6–8 settimane'],
          button: ['Prenota', '/contatti'],
        },
        {
          title: 'Abito due pezzi',
          price: '€ 1.350',
          duration: 'a partire da',
          features: ['Giacca e pantalone', 'Tre prove', 'Pronto in 6–8 settimane'],
          button: ['Prenota', '/contatti'],
          ribbon: 'Il più richiesto',
        },
      ])}`,
    ),
    cols(
      [
        [
          50,
          `${heading('Altri capi su misura', 'h3')}${rich(
            table([
              ['Capo', 'Prezzo'],
              ['Abito tre pezzi (con gilet)', 'da € 1.600'],
              ['Cappotto su misura', 'da € 1.450'],
              ['Tailleur donna', 'da € 1.200'],
              ['Gilet', 'da € 260'],
            ]),
          )}`,
        ],
        [
          50,
          `${heading('Come si paga', 'h3')}${rich(
            `${p(
              'All’ordine si lascia un <strong>acconto del 40%</strong>; il saldo si paga alla consegna. I prezzi dipendono dal tessuto scelto: il preventivo ve lo facciamo al primo appuntamento, con il tessuto in mano.',
            )}${p('Le altre condizioni sono nelle <a href="/condizioni-generali">condizioni generali</a>.')}`,
          )}`,
        ],
      ],
      { bg: '#f6f1ea' },
    ),
    section(button('Prenota il primo appuntamento', '/contatti', { align: 'center' })),
  ].join(''),
};

/* ── Riparazioni e modifiche ─────────────────────────────────────────────────────────────────────────────── */

const riparazioni: SartoriaPage = {
  path: '/riparazioni-e-modifiche',
  lang: 'it',
  id: 23,
  alt: '/en/alterations',
  title: 'Riparazioni e modifiche',
  description:
    'Riparazioni e modifiche sartoriali a Verona: orli, cerniere, maniche, fodere, stringere e allargare. Senza appuntamento.',
  body: [
    hero(
      'Riparazioni e modifiche',
      'Orli, cerniere, maniche, fodere: ridiamo vita ai vostri capi',
      '2023/04/orlo-pantaloni.jpg',
    ),
    section(
      rich(
        `${p(
          'Per riparazioni e modifiche <strong>non serve appuntamento</strong>: passate in negozio negli orari di apertura, proviamo il capo insieme e vi diciamo subito il prezzo e il giorno del ritiro. Per gli orli dei pantaloni portate le scarpe che indosserete.',
        )}${p(
          'I capi vanno portati puliti: non siamo una lavanderia e non laviamo i capi che ci lasciate.',
        )}`,
      ),
    ),
    cols(
      [
        [
          33,
          callout(
            'Tempi',
            p(
              'Di norma il capo è pronto in <strong>5 giorni lavorativi</strong>; cappotti e capi in pelle in 10 giorni lavorativi.',
            ),
            { icon: 'far fa-clock' },
          ),
        ],
        [
          34,
          callout(
            'Servizio urgente',
            p(
              'Vi serve prima? Con il servizio urgente il capo è pronto entro 48 ore, con un supplemento del 30%. Il servizio urgente non è disponibile per la pelle e per gli abiti da sposa.',
            ),
            { icon: 'fas fa-bolt' },
          ),
        ],
        [
          33,
          callout(
            'Ritiro',
            p(
              'Quando lasciate un capo vi diamo un cedolino numerato: portatelo al ritiro. Le riparazioni si pagano al ritiro.',
            ),
            { icon: 'fas fa-receipt' },
          ),
        ],
      ],
      { equal: true, bg: '#f6f1ea' },
    ),
    cols([
      [
        60,
        `${heading('I lavori più richiesti', 'h2')}${rich(
          `${table([
            ['Lavoro', 'Prezzo'],
            ['Orlo pantaloni semplice', '€ 12'],
            ['Stringere o allargare i pantaloni in vita', '€ 18'],
            ['Sostituzione cerniera pantaloni', '€ 16'],
            ['Accorciare le maniche della giacca', '€ 28'],
          ])}${p('Tutti i prezzi sono nel <a href="/listino-riparazioni">listino completo</a>.', 'margin-top: 12px;')}`,
        )}`,
      ],
      [
        40,
        photo('2023/04/macchina-da-cucire-laboratorio.jpg', 'Una delle macchine da cucire del laboratorio'),
      ],
    ]),
    section(
      callout(
        'Capi in pelle e abiti da sposa',
        p(
          'Per giacche e borse in pelle c’è Samir, il nostro pellettiere; per gli abiti da sposa e da cerimonia le prove si fanno su appuntamento.',
        ),
        { button: ['Riparazioni in pelle', '/riparazioni-pelle'] },
      ),
    ),
  ].join(''),
};

/* ── Abiti da sposa ──────────────────────────────────────────────────────────────────────────────────────── */

const sposa: SartoriaPage = {
  path: '/abiti-da-sposa',
  lang: 'it',
  id: 27,
  alt: '/en/bridal-alterations',
  title: 'Modifiche abiti da sposa e da cerimonia',
  description:
    'Modifiche e adattamenti di abiti da sposa e da cerimonia a Verona, anche acquistati altrove o di famiglia. Prove su appuntamento.',
  body: [
    hero(
      'Modifiche abiti da sposa e da cerimonia',
      'Il vostro abito, adattato a voi',
      '2024/02/prova-abito-sposa.jpg',
    ),
    cols([
      [
        55,
        rich(
          `${p(
            'Avete trovato l’abito dei vostri sogni, ma va adattato? Modifichiamo abiti da sposa e da cerimonia comprati in atelier, online o ereditati. Rimettiamo a modello anche abiti di famiglia, come l’abito da sposa della mamma.',
          )}${p(
            'Non realizziamo abiti da sposa su misura: ci occupiamo solo di modifiche. E non noleggiamo abiti, né da sposa né da cerimonia.',
          )}${p(
            `Le prove si fanno <strong>solo su appuntamento</strong>, dal martedì al sabato e anche il lunedì mattina, quando il negozio è chiuso. Scriveteci a <a href="mailto:${SF_BRIDAL_EMAIL}">${SF_BRIDAL_EMAIL}</a> o su WhatsApp al ${SF_WHATSAPP}.`,
          )}`,
        ),
      ],
      [45, photo('2024/02/orlo-strascico.jpg', 'Lucia al lavoro sull’orlo di uno strascico')],
    ]),
    section(
      `${heading('Come funziona', 'h2')}${rich(
        `<ol><li><strong>Prima prova e consulenza: € 40</strong>, che scaliamo dal preventivo se ci affidate il lavoro.</li><li>Prenotate la prima prova almeno <strong>8 settimane prima del matrimonio</strong>.</li><li>Di solito servono 2 o 3 prove; l’ultima si fa 7–10 giorni prima delle nozze.</li><li>Alla prova portate le scarpe e l’intimo che indosserete il giorno del matrimonio.</li><li>La stiratura finale a vapore è compresa.</li></ol>`,
      )}`,
      { bg: '#f6f1ea' },
    ),
    cols([
      [
        50,
        `${heading('Prezzi indicativi', 'h3')}${rich(
          `${table([
            ['Modifica', 'Prezzo'],
            ['Orlo abito da sposa (anche a più strati)', 'da € 90'],
            ['Stringere il corpetto', 'da € 80'],
            ['Accorciare le spalline', '€ 32'],
            ['Ganci per raccogliere lo strascico', '€ 38'],
          ])}${p(
            'Per un abito da sposa le modifiche complete costano in genere tra € 180 e € 450: il preventivo lo facciamo alla prima prova.',
          )}`,
        )}`,
      ],
      [
        50,
        `<span id="cerimonia"></span>${heading('Abiti da cerimonia e dello sposo', 'h3')}${rich(
          p(
            'Sistemiamo anche gli abiti della mamma della sposa, delle testimoni e l’abito dello sposo. Per questi capi valgono i prezzi del <a href="/listino-riparazioni">listino riparazioni</a>.',
          ),
        )}`,
      ],
    ]),
    section(
      accordion([
        [
          'Posso portare un abito comprato online?',
          p('Certo. Portatelo appena arriva: prima lo vediamo, più tempo abbiamo per le prove.'),
        ],
        [
          'Quanto prima del matrimonio devo venire?',
          p('Almeno 8 settimane prima. Nei mesi di maggio e giugno conviene prenotare anche prima.'),
        ],
        [
          'Fate il servizio urgente sugli abiti da sposa?',
          p('No: per gli abiti da sposa il servizio urgente non è disponibile.'),
        ],
      ]),
    ),
  ].join(''),
};

/* ── Pelle ───────────────────────────────────────────────────────────────────────────────────────────────── */

const pelle: SartoriaPage = {
  path: '/riparazioni-pelle',
  lang: 'it',
  id: 29,
  alt: '/en/leather-repair',
  title: 'Riparazioni in pelle',
  parents: [['Riparazioni e modifiche', '/riparazioni-e-modifiche']],
  description:
    'Riparazioni e modifiche di giacche, giubbotti, borse e cinture in pelle e scamosciato a Verona: cerniere, strappi, fodere, ricolorazione.',
  body: [
    hero(
      'Riparazioni in pelle',
      'Giacche, giubbotti, borse e cinture',
      '2024/09/samir-cerniera-giubbotto.jpg',
    ),
    cols([
      [
        60,
        rich(
          `${p(
            'Giacche, giubbotti, borse e cinture in pelle e in scamosciato: se ne occupa <strong>Samir Haddad</strong>, il nostro pellettiere, che è in laboratorio il <strong>mercoledì e il venerdì</strong>. Per un preventivo venite in quei giorni, oppure mandateci le foto del capo su WhatsApp.',
          )}${p(
            'I lavori in pelle sono pronti in <strong>10 giorni lavorativi</strong>. Il servizio urgente non è disponibile per la pelle.',
          )}`,
        ),
      ],
      [40, photo('2024/09/giacca-pelle-ricolorata.jpg', 'Una giacca in pelle prima e dopo la ricolorazione')],
    ]),
    section(
      `${heading('Prezzi', 'h2')}${rich(
        table([
          ['Lavoro', 'Prezzo'],
          ['Sostituzione cerniera giacca in pelle', '€ 45'],
          ['Accorciare le maniche di una giacca in pelle', '€ 60'],
          ['Riparazione di uno strappo', 'da € 35'],
          ['Ricolorazione giacca in pelle', '€ 90'],
          ['Nuova fodera per giacca in pelle', '€ 110'],
          ['Borse: manici e cuciture', 'da € 30'],
          ['Cinture: accorciare', '€ 10'],
        ]),
      )}`,
      { bg: '#f6f1ea' },
    ),
    section(
      `${heading('Cosa non facciamo', 'h3')}${rich(
        `${p(
          'Non effettuiamo riparazioni di pellicce, né di capi con inserti di pelliccia.',
        )}${p('Non ripariamo scarpe: per risuolature e tacchi vi consigliamo un calzolaio.')}`,
      )}`,
    ),
  ].join(''),
};

/* ── Corsi di cucito ─────────────────────────────────────────────────────────────────────────────────────── */

const corsi: SartoriaPage = {
  path: '/corsi-di-cucito',
  lang: 'it',
  id: 31,
  alt: '/en/sewing-courses',
  title: 'Corsi di cucito per adulti',
  description:
    'Corsi di cucito per adulti a Verona: corso base, corso avanzato di cartamodello e confezione, laboratorio del sabato su orli e riparazioni.',
  body: [
    hero(
      'Corsi di cucito per adulti',
      'La sera, le nostre macchine da cucire diventano vostre',
      '2025/01/corso-cucito-serale.jpg',
    ),
    section(
      rich(
        `${p(
          'Corsi in piccoli gruppi, nel nostro laboratorio, tenuti da Lucia e da Chiara Melotti. Le macchine da cucire le mettiamo a disposizione noi: non dovete comprarne una per iniziare.',
        )}${p('I corsi sono per adulti: l’età minima è di 16 anni.')}`,
      ),
    ),
    section(
      pricingTable([
        {
          title: 'Corso base – Cucito da zero',
          price: '€ 240',
          duration: 'corso completo',
          features: [
            '8 lezioni da 2 ore',
            'Martedì 19:30 – 21:30',
            'Massimo 6 partecipanti',
            'Stoffa e materiali inclusi',
            'Prossima edizione: dal 12 gennaio 2027',
          ],
          button: ['Iscriviti', '/contatti'],
        },
        {
          title: 'Corso avanzato – Cartamodello e confezione',
          price: '€ 340',
          duration: 'corso completo',
          features: [
            '10 lezioni da 2 ore e mezza',
            'Giovedì 19:00 – 21:30',
            'Massimo 5 partecipanti',
            'Stoffa del capo finale a carico vostro',
            'Prossima edizione: dal 18 febbraio 2027',
          ],
          button: ['Iscriviti', '/contatti'],
        },
        {
          title: 'Laboratorio del sabato – Orli e piccole riparazioni',
          price: '€ 45',
          duration: 'un pomeriggio',
          features: [
            'Sabato 14:30 – 18:00',
            'Massimo 6 partecipanti',
            'Prossime date: 16 gennaio e 13 marzo 2027',
          ],
          button: ['Iscriviti', '/contatti'],
        },
      ]),
    ),
    cols(
      [
        [
          50,
          `${heading('Cosa si impara', 'h3')}${rich(
            ul([
              '<strong>Corso base</strong>: usare la macchina da cucire, le cuciture, l’orlo, la cerniera, un cuscino e una gonna semplice.',
              '<strong>Corso avanzato</strong>: prendere le misure, disegnare un cartamodello, tagliare e confezionare un capo intero. Bisogna aver frequentato il corso base o saper già usare la macchina da cucire.',
              '<strong>Laboratorio del sabato</strong>: orli, bottoni, piccoli rammendi sui vostri capi.',
            ]),
          )}`,
        ],
        [
          50,
          `${heading('Iscrizioni', 'h3')}${rich(
            `${p(
              'Ci si iscrive in negozio o per email, con un acconto di € 80 per il corso base e il corso avanzato. Prima di iscrivervi leggete le <a href="/condizioni-corsi">condizioni dei corsi</a>.',
            )}${p('Il corso si può anche regalare: chiedete in negozio un buono regalo, valido 12 mesi.')}`,
          )}`,
        ],
      ],
      { bg: '#f6f1ea' },
    ),
  ].join(''),
};

/* ── Chi siamo ───────────────────────────────────────────────────────────────────────────────────────────── */

const chiSiamo: SartoriaPage = {
  path: '/chi-siamo',
  lang: 'it',
  id: 33,
  alt: '/en/about',
  title: 'Chi siamo',
  description:
    'La storia di Sartoria Filo d’Oro, dal laboratorio di Graziella nel 1987 a oggi, e le persone che ci lavorano.',
  body: [
    hero('Chi siamo', 'Dal 1987 in Via Sottoriva', '2023/04/vetrina-via-sottoriva.jpg'),
    cols([
      [
        50,
        rich(
          `${p(
            'Filo d’Oro nasce nel 1987, quando Graziella Zanon apre un piccolo laboratorio di riparazioni sotto i portici di Via Sottoriva. In pochi anni le clienti del quartiere cominciano a chiederle anche abiti e tailleur su misura.',
          )}${p(
            'Dal 2012 la sartoria è guidata da sua figlia, Lucia Bertoldi, che ha aggiunto la sartoria da uomo, le modifiche degli abiti da sposa e, dal 2019, i corsi di cucito. Graziella passa ancora a trovarci quasi ogni mattina.',
          )}`,
        ),
      ],
      [50, photo('2023/04/graziella-lucia.jpg', 'Graziella e Lucia in laboratorio')],
    ]),
    section(
      `${heading('Le persone', 'h2')}${group([
        col(
          25,
          callout(
            'Lucia Bertoldi',
            p('Titolare e sarta. Segue il su misura donna e le modifiche degli abiti da sposa.'),
          ),
        ),
        col(
          25,
          callout(
            'Andrea Fasoli',
            p('Sarto da uomo, formato a Napoli. Abiti, giacche e cappotti su misura.'),
          ),
        ),
        col(25, callout('Samir Haddad', p('Pellettiere. È in laboratorio il mercoledì e il venerdì.'))),
        col(25, callout('Chiara Melotti', p('Sarta e insegnante dei corsi di cucito.'))),
      ])}`,
      { bg: '#f6f1ea' },
    ),
  ].join(''),
};

/* ── Contatti ────────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: SartoriaPage = {
  path: '/contatti',
  lang: 'it',
  id: 37,
  alt: '/en/contact',
  title: 'Contatti',
  description:
    'Indirizzo, telefono, WhatsApp, email e orari di Sartoria Filo d’Oro in Via Sottoriva a Verona. Come arrivare.',
  body: [
    hero('Contatti', '', '2023/04/vetrina-via-sottoriva.jpg'),
    cols([
      [
        50,
        `${heading('Sartoria Filo d’Oro', 'h2')}${rich(
          `${p(`${SF_STREET}<br />${SF_TOWN}`)}${p(
            `Telefono: <a href="${SF_PHONE_HREF}">${SF_PHONE}</a><br />WhatsApp: <a href="${SF_WHATSAPP_HREF}">${SF_WHATSAPP}</a><br />Email: <a href="mailto:${SF_EMAIL}">${SF_EMAIL}</a><br />Abiti da sposa: <a href="mailto:${SF_BRIDAL_EMAIL}">${SF_BRIDAL_EMAIL}</a>`,
          )}${HOURS_TABLE_IT}${p('Il lunedì siamo chiusi, ma su appuntamento facciamo le prove sposa al mattino.')}`,
        )}`,
      ],
      [
        50,
        `${heading('Come arrivare', 'h2')}${rich(
          `${p(
            'Siamo sotto i portici di Via Sottoriva, lungo l’Adige, tra Ponte Nuovo e Ponte Navi, a cinque minuti a piedi da Piazza Erbe.',
          )}${p(
            'Via Sottoriva è in ZTL: non si può arrivare in auto davanti al negozio. Il parcheggio più vicino è il Parcheggio Isolo, a 5 minuti a piedi oltre Ponte Navi.',
          )}`,
        )}${mapModule()}`,
      ],
    ]),
    section(`${heading('Scriveteci', 'h2')}${contactForm('it', 37)}`, { bg: '#f6f1ea' }),
  ].join(''),
};

export const sartoriaPages: SartoriaPage[] = [suMisura, riparazioni, sposa, pelle, corsi, chiSiamo, contatti];
