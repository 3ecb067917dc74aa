import {
  a,
  b,
  button,
  contactModule,
  events,
  faq,
  icon,
  p,
  SLT_EMAIL,
  SLT_STREET,
  SLT_TOWN,
  type SltPage,
  s123Module,
  services,
  team,
  text,
  ul,
} from './spazio-lanificio-torino.layout.ts';

/** Events, community and team, directions, the FAQ and the contact page, in Italian only (but contact). */
export const sltInfoPages: SltPage[] = [
  {
    path: '/eventi',
    lang: 'it',
    title: 'Eventi',
    description:
      'Lanificio Talks, la colazione della community e l’aperitivo di Natale: gli eventi di Spazio Lanificio a Torino. Organizza il tuo evento nella sala Tessitura.',
    modules: [
      s123Module(
        { type: 'events', num: 26, title: 'Eventi', slogan: 'Cosa succede al Lanificio', h1: true },
        events([
          {
            day: '03',
            month: 'dic',
            year: '2026',
            title: 'Lanificio Talks: forfettari 2027, cosa cambia',
            when: 'giovedì 3 dicembre 2026, 18:30',
            where: 'Sala Tessitura',
            text: 'Con la commercialista Paola Giordano: scadenze, soglie e contributi per chi lavora in partita IVA. Aperto a tutti, anche a chi non è membro, gratuito con registrazione.',
          },
          {
            day: '04',
            month: 'dic',
            year: '2026',
            title: 'Colazione della community',
            when: 'venerdì 4 dicembre 2026, 9:00',
            where: 'Cucina comune',
            text: 'Ogni primo venerdì del mese offriamo la colazione a tutti i membri: brioche, caffè e due chiacchiere con chi lavora alla scrivania accanto. Solo per i membri.',
          },
          {
            day: '10',
            month: 'dic',
            year: '2026',
            title: 'Lanificio Talks: foto di prodotto con lo smartphone',
            when: 'giovedì 10 dicembre 2026, 18:30',
            where: 'Sala Tessitura',
            text: 'La fotografa Irene Bo mostra come fotografare i propri prodotti con luce naturale e un telefono. Aperto a tutti, gratuito con registrazione, massimo 25 posti.',
          },
          {
            day: '17',
            month: 'dic',
            year: '2026',
            title: 'Aperitivo di Natale',
            when: 'giovedì 17 dicembre 2026, 18:30',
            where: 'Cortile e sala Tessitura',
            text: 'Il brindisi di fine anno con tutta la community. Per i membri, ognuno con un ospite.',
          },
        ]),
        `<div class="text-center">${p(`Per registrarti ai Lanificio Talks scrivi a ${a(SLT_EMAIL, `mailto:${SLT_EMAIL}`)}.`)}</div>`,
      ),
      s123Module(
        { type: 'about', num: 16, layout: 2, title: 'Organizza il tuo evento', bg: true },
        text(
          p(
            'La sala Tessitura, l’antica sala dei telai al piano terra, ospita fino a 30 persone sedute o 60 in piedi. Per presentazioni, workshop e feste aziendali la si può affittare anche la sera, dopo le 19:30, e nel fine settimana.',
            `Per eventi serali e nel weekend chiedi un preventivo a ${a(SLT_EMAIL, `mailto:${SLT_EMAIL}`)}. Di giorno, dal lunedì al venerdì, valgono le ${a('tariffe delle sale riunioni', '/sale-riunioni')}.`,
          ),
        ),
      ),
    ],
  },
  {
    path: '/community',
    lang: 'it',
    title: 'Community',
    description:
      'Chi lavora a Spazio Lanificio e chi lo manda avanti: la community e il team del coworking di Borgo San Paolo.',
    modules: [
      s123Module(
        {
          type: 'about',
          num: 16,
          title: 'Community',
          slogan: 'Più di 140 persone, un solo cortile',
          h1: true,
        },
        text(
          p(
            'Al Lanificio lavorano più di 140 membri: freelance, sviluppatori, grafici, architetti, traduttori, piccole agenzie e startup. Ci si incontra in cucina, in cortile e agli eventi del giovedì.',
            'Ogni membro entra nel nostro canale Slack, dove si chiedono consigli, si cercano collaboratori e si prenotano le sale.',
          ),
        ),
      ),
      s123Module(
        { type: 'team', num: 6, layout: 1, title: 'Il team', slogan: 'Le persone che trovi in reception' },
        team([
          {
            name: 'Chiara Bertolotto',
            role: 'Fondatrice e community manager',
            text: 'Ha aperto il Lanificio nel 2021 dopo dieci anni in un’agenzia di comunicazione. Organizza gli eventi e i Lanificio Talks.',
            photo: '6512f0a9e4b10_chiara.jpg',
          },
          {
            name: 'Davide Rinaudo',
            role: 'Reception e gestione degli spazi',
            text: 'È il primo che incontri entrando: badge, posta, pacchi e prenotazioni delle sale.',
            photo: '6512f0a9e4b37_davide.jpg',
          },
          {
            name: 'Elena Ghione',
            role: 'Amministrazione, contratti e domiciliazioni',
            text: 'Contratti, fatture e domiciliazioni: la trovi in ufficio il lunedì, il mercoledì e il venerdì.',
            photo: '6512f0a9e4b5e_elena.jpg',
          },
          {
            name: 'Marco Tosco',
            role: 'Supporto IT',
            text: 'Wi-Fi, rete, stampanti e videoconferenze delle sale: è al Lanificio il lunedì e il giovedì.',
            photo: '6512f0a9e4b85_marco.jpg',
          },
        ]),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 2, title: 'La storia dell’edificio', bg: true },
        text(
          p(
            'Il Lanificio Ferrua fu costruito nel 1911 e per quasi settant’anni filò e tessé lana per i cappotti di mezza Torino; chiuse nel 1979. I nomi delle nostre sale (Cardatura, Filatura, Tessitura) e degli uffici (Ordito, Trama, Spola) vengono dalle fasi della lavorazione della lana.',
          ),
        ),
      ),
    ],
  },
  {
    path: '/come-arrivare',
    lang: 'it',
    title: 'Come arrivare',
    description:
      'Come arrivare a Spazio Lanificio, Via Villarbasse 22/B, Torino: metro 1 fermata Racconigi, autobus 42 e 55, il garage convenzionato e il parcheggio bici.',
    modules: [
      s123Module(
        { type: 'about', num: 16, title: 'Come arrivare', slogan: `${SLT_STREET}, ${SLT_TOWN}`, h1: true },
        `<div class="row"><div class="col-xs-12"><div class="map-container" data-src="https://maps-cdn.site123.com/include/globalMapDisplay.php?q=Via+Villarbasse+22%2FB%2C+10141+Torino&amp;z=16&amp;l=it"></div></div></div>`,
      ),
      s123Module(
        { type: 'services', num: 3, layout: 3 },
        services(
          [
            {
              icon: 'subway',
              title: 'In metro',
              sub: 'Linea 1, fermata Racconigi',
              text: 'La fermata è a 450 metri, circa 6 minuti a piedi. Dalla stazione di Porta Susa sono 3 fermate; da Porta Nuova circa 15 minuti.',
            },
            {
              icon: 'bus',
              title: 'In autobus',
              sub: 'Linee 42 e 55',
              text: 'Fermata Villarbasse, a 100 metri dall’ingresso.',
            },
            {
              icon: 'car',
              title: 'In auto',
              sub: 'Garage Monginevro',
              text: 'Non abbiamo un parcheggio per le auto e in zona i posti sono a strisce blu. Il garage convenzionato è il Garage Monginevro, in Via Monginevro 140, a 300 metri: per i membri l’abbonamento mensile costa € 85 invece di € 110. Non siamo in ZTL.',
            },
            {
              icon: 'bicycle',
              title: 'In bici',
              sub: 'rastrelliera nel cortile',
              text: 'Nel cortile c’è una rastrelliera coperta per 24 biciclette, gratuita.',
            },
          ],
          2,
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'L’ingresso', bg: true },
        text(
          p(
            'Si entra dal cancello al civico 22/B: attraversa il cortile, la reception è al piano terra, sulla sinistra. Il citofono è «Lanificio».',
            'L’ingresso è senza gradini, c’è un ascensore per il primo piano e un bagno accessibile a ogni piano.',
          ),
        ),
      ),
    ],
  },
  {
    path: '/faq',
    lang: 'it',
    title: 'FAQ',
    description:
      'Le domande frequenti su Spazio Lanificio: prova gratuita, pagamenti, fatture, ospiti, animali, Wi-Fi, pranzo, telefonate e prezzi IVA.',
    modules: [
      s123Module(
        { type: 'faq', num: 47, title: 'Domande frequenti', h1: true },
        faq([
          [
            'Posso provare lo spazio prima di abbonarmi?',
            p(
              'Sì: la prima mezza giornata di prova è gratuita, dal lunedì al venerdì, su prenotazione. Scrivici o chiama la reception e scegli il giorno.',
            ),
          ],
          [
            'Posso portare il mio cane?',
            p(
              'Gli animali non sono ammessi negli spazi del Lanificio, ad eccezione dei cani guida e di assistenza.',
            ),
          ],
          [
            'Come si paga?',
            p(
              'Gli abbonamenti si pagano in anticipo con addebito SEPA, bonifico o carta; day pass, carnet e sale riunioni con carta di credito o bancomat. Non è possibile pagare in contanti.',
            ),
          ],
          [
            'Emettete fattura?',
            p(
              'Sì, emettiamo fattura elettronica per ogni pagamento: al primo acquisto ti chiediamo il codice SDI o la PEC.',
            ),
          ],
          [
            'I prezzi sono IVA inclusa?',
            p(
              'No: i prezzi della pagina Piani e prezzi sono IVA esclusa. Il day pass costa € 20 + IVA, cioè € 24,40; il desk flessibile € 190 + IVA, cioè € 231,80 al mese; la postazione fissa € 260 + IVA, cioè € 317,20 al mese.',
            ),
          ],
          [
            'Il day pass vale anche il sabato?',
            p(
              'No: day pass e carnet valgono solo dal lunedì al venerdì, negli orari della reception (8:30–19:30). Il fine settimana lo spazio è aperto solo a chi ha una postazione fissa o un ufficio privato.',
            ),
          ],
          [
            'Posso ricevere ospiti?',
            p(
              'Sì, nelle aree comuni e nelle sale riunioni. Un ospite che vuole lavorare in open space, anche solo per qualche ora, acquista un day pass.',
            ),
          ],
          [
            'Con il desk flessibile posso lasciare le mie cose sulla scrivania?',
            p(
              'No: con il desk flessibile la scrivania va liberata a fine giornata. Per lasciare computer e documenti puoi prendere un armadietto a € 12 al mese.',
            ),
          ],
          [
            'Posso pranzare alla scrivania?',
            p(
              'Non è possibile consumare pasti caldi alle postazioni: per pranzare c’è la cucina comune al piano terra, con microonde e frigorifero. Uno snack e un caffè alla scrivania vanno benissimo.',
            ),
          ],
          [
            'Dove faccio le telefonate?',
            p(
              'Nelle quattro phone booth insonorizzate o nelle sale riunioni. In open space chiediamo di tenere le chiamate brevi e a voce bassa.',
            ),
          ],
          [
            'Si può fumare?',
            p(
              'Non si può fumare né svapare all’interno. Nel cortile c’è un’area fumatori, accanto alla rastrelliera delle bici.',
            ),
          ],
          [
            'Posso avere la domiciliazione senza una postazione?',
            p(
              `Sì, la domiciliazione si può sottoscrivere da sola, a € 49 al mese + IVA. ${a('Tutti i servizi', '/servizi')}`,
            ),
          ],
          [
            'Quanto è veloce il Wi-Fi?',
            p('Abbiamo la fibra a 1 Gbit/s, con una rete per i membri e una separata per gli ospiti.'),
          ],
        ]),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, bg: true },
        text(p(`Non hai trovato la risposta? ${a('Scrivici', '/contatti')} o chiama la reception.`)),
      ),
    ],
  },
  {
    path: '/contatti',
    lang: 'it',
    alternate: '/en/contact',
    title: 'Contatti',
    description:
      'Contatta Spazio Lanificio: telefono, WhatsApp, email e indirizzo. Prenota una visita o la mezza giornata di prova gratuita.',
    modules: [
      s123Module(
        {
          type: 'contact',
          num: 7,
          layout: 4,
          title: 'Contatti',
          slogan: 'Scrivici, chiamaci o passa a trovarci',
          h1: true,
        },
        contactModule('it', 'Lun-Ven - 08:30-19:30'),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Visite e prova gratuita' },
        text(
          p(
            `Per vedere lo spazio prenota una visita: ${b('dal lunedì al venerdì, dalle 10:00 alle 17:00')}.`,
            'La prima mezza giornata di prova è gratuita: dicci quando vuoi venire e ti teniamo una scrivania.',
            `Per contratti, fatture e domiciliazioni scrivi a Elena: ${a('amministrazione@spazio-lanificio-torino.test', 'mailto:amministrazione@spazio-lanificio-torino.test')}.`,
          ),
        ),
        `<div class="text-center">${button('Come arrivare', '/come-arrivare', 'default')}</div>`,
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1 },
        text(
          `<p>${icon('instagram', 'fa-fw')} ${a('@spaziolanificio', 'https://www.instagram.com/spaziolanificio')}</p>` +
            ul(
              'Rispondiamo alle email entro un giorno lavorativo.',
              'Su WhatsApp rispondiamo negli orari della reception.',
            ),
        ),
      ),
    ],
  },
];
