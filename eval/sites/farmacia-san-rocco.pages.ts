import {
  a,
  b,
  block,
  button,
  embed,
  form,
  h1,
  h2,
  h3,
  image,
  map,
  p,
  ps,
  type SanRoccoPage,
  SR_EMAIL,
  SR_PARA_NAME,
  SR_PARA_PHONE,
  SR_PARA_PHONE_HREF,
  SR_PARA_PLACE,
  SR_PEC,
  SR_PHONE,
  SR_PHONE_HREF,
  SR_STREET,
  SR_TOWN,
  SR_WHATSAPP,
  SR_WHATSAPP_HREF,
  shape,
  table,
  text,
  ul,
} from './farmacia-san-rocco.layout.ts';

const GREEN = 'rgb(232, 243, 241)';

/** The home page: the hero, the next duty Sunday, three services, reserve and collect, the parafarmacia. */
export const sanRoccoHome: SanRoccoPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    'Farmacia San Rocco, in Corso Garibaldi a Cremona dal 1921: servizi, prenotazioni CUP, tamponi e vaccini, dermocosmesi, veterinaria e omeopatia. Prenota e ritira su WhatsApp.',
  blocks: [
    block(
      [
        image(
          'farmacia-san-rocco-vetrina-Yd3kPq.jpg',
          'La vetrina della farmacia in Corso Garibaldi',
          'right',
          0,
        ),
        text(
          `${h1(b('Farmacia San Rocco'))}${p('Dal 1921 in Corso Garibaldi, nel centro di Cremona.', 'body-large')}${p('Consiglio, servizi per la salute e tutto quello che ti serve, a due passi da casa.')}`,
          'left',
          40,
        ),
        button('Orari e turni', '/orari', 'narrow'),
        button('Prenota e ritira', '/prenota-e-ritira', 'narrow', 'secondary'),
      ],
      { name: 'hero' },
    ),
    block(
      [
        shape('full', 0, 120, 'rgb(255, 243, 205)'),
        text(
          ps(
            `${b('Domenica 29 novembre 2026 siamo di turno')}: farmacia aperta con orario continuato 8:30–20:00 e, di notte, servizio a chiamata.`,
            `Orari di Natale e Capodanno: ${a('leggi l’avviso', '/blog/orari-di-natale-2026')}.`,
          ),
          'full',
          24,
        ),
      ],
      { background: 'rgb(255, 243, 205)', name: 'avviso' },
    ),
    block([
      text(h2('I nostri servizi'), 'full', 0),
      image('cabina-servizi-ecg-2Lm9Qr.jpg', 'La cabina servizi', 'third1'),
      text(
        `${h3('Pressione, ECG e holter')}${p('Misurazione della pressione senza appuntamento; elettrocardiogramma e holter su prenotazione, refertati da un cardiologo.')}`,
        'third1',
      ),
      image('banco-cup-prenotazioni-T7wVx1.jpg', 'Il banco delle prenotazioni', 'third2', 80),
      text(
        `${h3('Prenotazioni CUP')}${p('Prenotiamo per te visite ed esami del Servizio Sanitario Regionale: porta la tessera sanitaria e la ricetta del medico.')}`,
        'third2',
      ),
      image('tamponi-vaccini-Hc4nBz.jpg', 'Vaccinazione in farmacia', 'third3', 80),
      text(
        `${h3('Tamponi e vaccini')}${p('Tampone antigenico senza appuntamento, vaccino antinfluenzale su prenotazione.')}`,
        'third3',
      ),
      button('Tutti i servizi', '/servizi', 'third2'),
    ]),
    block(
      [
        text(
          `${h2('Prenota e ritira')}${p(`Mandaci un messaggio su WhatsApp al ${SR_WHATSAPP} o scegli i prodotti dal nostro catalogo: li prepariamo noi e tu passi solo a ritirarli.`)}`,
          'left',
          0,
        ),
        button('Come funziona', '/prenota-e-ritira', 'left'),
        image('prenota-ritira-sacchetto-9Fq2Ws.jpg', 'Un sacchetto pronto per il ritiro', 'right', 0),
      ],
      { background: GREEN },
    ),
    block([
      image('parafarmacia-cremona-due-Pa7mXe.jpg', 'La Parafarmacia San Rocco', 'left', 0),
      text(
        `${h2(SR_PARA_NAME)}${p('Al centro commerciale Cremona Due, in Via Castelleone: aperta dal lunedì al sabato con orario continuato e anche la domenica mattina.')}${p('Dermocosmesi, integratori, prodotti per l’infanzia e farmaci senza ricetta.')}`,
        'right',
        0,
      ),
      button('Orari della parafarmacia', '/orari', 'right'),
    ]),
    block([text(p(`Visiting Cremona? ${a('Information in English', '/en')}.`), 'full', 0)]),
  ],
};

/** The pharmacy's own pages. */
export const sanRoccoPages: SanRoccoPage[] = [
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    description:
      'La storia della Farmacia San Rocco di Cremona, aperta nel 1921 in Corso Garibaldi e dal 1978 della famiglia Bodini.',
    blocks: [
      block([text(h1('Chi siamo'), 'full', 0)]),
      block([
        text(
          `${h2('Una farmacia di famiglia dal 1921')}${ps(
            'La Farmacia San Rocco ha aperto nel 1921 in Corso Garibaldi. Prende il nome dall’antico oratorio di San Rocco, che sorgeva poco lontano. Il primo titolare fu il farmacista Ettore Manfredini.',
            'Nel 1978 la farmacia è passata al dottor Franco Bodini, e dal 2012 la dirige sua figlia, la dottoressa Chiara Bodini.',
            'Gli scaffali in noce e i vasi di ceramica della vecchia farmacia sono ancora al loro posto: li trovi nella sala d’ingresso.',
          )}`,
          'left',
          0,
        ),
        image('arredi-storici-noce-vasi-Rk2pLm.jpg', 'Gli scaffali in noce della farmacia', 'right', 0),
      ]),
      block(
        [
          text(h2('Dal 1921 a oggi'), 'full', 0),
          text(`${h3('1921')}${p('Ettore Manfredini apre la farmacia in Corso Garibaldi.')}`, 'third1'),
          text(`${h3('1978')}${p('La farmacia passa al dottor Franco Bodini.')}`, 'third2', 72),
          text(
            `${h3('2012')}${p('La dottoressa Chiara Bodini diventa titolare e direttrice.')}`,
            'third3',
            72,
          ),
          text(
            `${h3('2019')}${p(`Apriamo la ${SR_PARA_NAME} nel centro commerciale Cremona Due, in Via Castelleone.`)}`,
            'third1',
          ),
          text(
            `${h3('2023')}${p('Rinnoviamo la cabina servizi, dove oggi facciamo ECG, holter, autoanalisi e tamponi.')}`,
            'third2',
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(
          `${h2('Come lavoriamo')}${ps(
            'Al banco trovi sempre un farmacista: ti ascoltiamo, ti spieghiamo come prendere i farmaci e, se serve, ti diciamo di andare dal medico.',
            `Conosci le persone che ti accolgono nella pagina ${a('Il team', '/team')}.`,
          )}`,
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/orari',
    lang: 'it',
    alternate: '/en/opening-hours',
    title: 'Orari e turni',
    description:
      'Orari della Farmacia San Rocco di Cremona, pausa pranzo, turni di guardia e servizio notturno; orari della Parafarmacia San Rocco al centro commerciale Cremona Due.',
    blocks: [
      block([text(`${h1('Orari e turni di guardia')}`, 'full', 0)]),
      block([
        text(h2('Farmacia – Corso Garibaldi 112'), 'full', 0),
        text(
          ps(
            `${b('Lunedì – Venerdì:')} 8:30–12:30 e 15:00–19:30`,
            `${b('Sabato:')} 8:30–12:30 e 15:30–19:00`,
            `${b('Domenica:')} chiuso (tranne i turni di guardia)`,
          ),
          'left',
        ),
        text(
          ps(
            'Pausa pranzo: dalle 12:30 alle 15:00 (il sabato fino alle 15:30).',
            'Ad agosto siamo aperti con l’orario di sempre: la farmacia non chiude per ferie.',
          ),
          'left',
        ),
        image('ingresso-farmacia-insegna-Wq8eTz.jpg', 'L’ingresso della farmacia', 'right', 72),
      ]),
      block(
        [
          text(h2('Turni di guardia e servizio notturno'), 'full', 0),
          text(
            ps(
              'La domenica e nei giorni festivi siamo chiusi, tranne quando siamo di turno. Nei giorni di turno la farmacia è aperta con orario continuato 8:30–20:00.',
              'Di notte, dalle 20:00 alle 8:30, il servizio è a battenti chiusi: suona il campanello accanto allo sportello notturno, a sinistra dell’ingresso, e il farmacista ti serve dallo sportello.',
              'Di notte si paga il diritto di chiamata di € 7,50, che non si paga per le ricette con la dicitura “urgente”.',
            ),
            'left',
          ),
          text(
            `${h3('I nostri prossimi turni')}${ul(
              'domenica 29 novembre 2026',
              'sabato 26 dicembre 2026',
              'domenica 10 gennaio 2027',
              'domenica 7 febbraio 2027',
            )}${p('Il calendario dei turni di tutte le farmacie di Cremona lo pubblica ATS Val Padana; lo trovi anche affisso sulla nostra vetrina. Quando la farmacia è chiusa, il cartello sulla porta indica la farmacia di turno più vicina.')}`,
            'right',
            72,
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(`${h2(`${SR_PARA_NAME} – Cremona Due`)}${p(SR_PARA_PLACE)}`, 'full', 0),
        // The owner set the parafarmacia's hours as two text boxes side by side: the days, then the times.
        text(ps(b('Lunedì – Sabato'), b('Domenica'), b('Festivi')), 'days'),
        text(
          ps('9:00–20:00 (orario continuato)', '10:00–13:00', 'chiuso, salvo diversa indicazione'),
          'hours',
          96,
        ),
        text(
          ps(
            `Telefono della parafarmacia: ${a(SR_PARA_PHONE, SR_PARA_PHONE_HREF)}`,
            'In parafarmacia trovi dermocosmesi, integratori, prodotti per l’infanzia e farmaci senza ricetta; i farmaci con ricetta solo in farmacia. La parafarmacia non fa turni di guardia.',
          ),
          'full',
          248,
        ),
      ]),
    ],
  },
  {
    path: '/servizi',
    lang: 'it',
    alternate: '/en/services',
    title: 'Servizi in farmacia',
    description:
      'Misurazione della pressione, elettrocardiogramma, holter, autoanalisi, prenotazioni CUP, foratura dei lobi e noleggio di apparecchi alla Farmacia San Rocco di Cremona.',
    blocks: [
      block([
        text(
          `${h1('Servizi in farmacia')}${p(`Li facciamo nella cabina servizi, al piano terra. Alcuni sono su prenotazione: chiama lo ${a(SR_PHONE, SR_PHONE_HREF)} o scrivici su WhatsApp al ${a(SR_WHATSAPP, SR_WHATSAPP_HREF)}.`)}`,
          'full',
          0,
        ),
      ]),
      block([
        text(
          `${h2('Misurazione della pressione')}${ps(
            'Senza prenotazione, in tutti gli orari di apertura. Ti scriviamo i valori sul tuo libretto o sul foglio da portare al medico.',
            'È gratuita per chi ha più di 75 anni.',
          )}`,
          'left',
          0,
        ),
        text(
          `${h2('Elettrocardiogramma (ECG)')}${ps(
            'Su prenotazione, dal lunedì al sabato mattina. Il tracciato viene inviato a un cardiologo che lo referta in telemedicina: il referto firmato arriva in circa 20 minuti e te lo diamo stampato o per email.',
          )}`,
          'right',
          0,
        ),
        text(
          `${h2('Holter cardiaco e holter pressorio')}${ps(
            'Registrano per 24 ore il battito del cuore o la pressione. Li applichiamo dal lunedì al giovedì, entro le 11:00, e li togli il giorno dopo alla stessa ora, quando ce li riporti: il venerdì e il sabato non si applicano.',
            'Il referto del cardiologo è pronto entro 3 giorni lavorativi.',
          )}`,
          'left',
        ),
        text(
          `${h2('Autoanalisi del sangue')}${ps(
            'Con una goccia di sangue dal dito: glicemia, colesterolo totale, trigliceridi, profilo lipidico completo ed emoglobina glicata. Il risultato è pronto in pochi minuti.',
            'Tutte le mattine dalle 8:30 alle 11:00, senza prenotazione. Per i trigliceridi e il profilo lipidico vieni a digiuno da almeno 12 ore.',
          )}`,
          'right',
        ),
      ]),
      block(
        [
          text(
            `${h2('Prenotazioni CUP')}${ps(
              'Prenotiamo per te visite ed esami del Servizio Sanitario Regionale: porta la tessera sanitaria e la ricetta del medico con il codice NRE. Puoi anche spostare o disdire una prenotazione e pagare il ticket.',
              'Il servizio è gratuito e lo trovi dal lunedì al venerdì, 9:00–12:00 e 15:30–18:30; il sabato no.',
            )}`,
            'left',
            0,
          ),
          text(
            `${h2('Foratura dei lobi')}${ps(
              'Con un sistema sterile monouso; gli orecchini anallergici in titanio medicale sono compresi nel prezzo.',
              'Su appuntamento, il mercoledì pomeriggio. I minorenni vengono con un genitore; non foriamo i lobi ai bambini sotto i 4 anni.',
            )}`,
            'right',
            0,
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(
          `${h2('Noleggio apparecchi')}${p('Per noleggiare serve un documento d’identità. La cauzione te la restituiamo quando riporti l’apparecchio.')}`,
          'full',
          0,
        ),
        embed(
          table(
            ['Apparecchio', 'Prezzo', 'Cauzione'],
            [
              ['Tiralatte elettrico', '€ 2 al giorno<br>€ 50 al mese', '€ 80'],
              ['Bilancia pesaneonati', '€ 15 al mese', '€ 30'],
              ['Aerosol', '€ 8 a settimana', '€ 35'],
              ['Sedia a rotelle', '€ 10 a settimana<br>€ 30 al mese', '€ 100'],
              ['Deambulatore', '€ 16 al mese', '€ 50'],
            ],
          ),
          'full',
          300,
        ),
        text(p('Le stampelle non le noleggiamo: le vendiamo, € 24 la coppia.'), 'full'),
      ]),
      block([
        text(`${h2('Listino dei servizi')}${p('Prezzi in vigore dal 1° febbraio 2026.')}`, 'full', 0),
        embed(
          table(
            ['Servizio', 'Prezzo', 'Su prenotazione'],
            [
              ['Misurazione della pressione', '€ 2<br>gratuita over 75', 'no'],
              ['Elettrocardiogramma con referto', '€ 30', 'sì'],
              ['Holter cardiaco 24 ore', '€ 65', 'sì'],
              ['Holter pressorio 24 ore', '€ 45', 'sì'],
              [
                'Autoanalisi:<br>glicemia<br>colesterolo totale<br>trigliceridi<br>profilo lipidico completo<br>emoglobina glicata',
                '<br>€ 3<br>€ 5<br>€ 5<br>€ 18<br>€ 14',
                'no',
              ],
              ['Foratura dei lobi (orecchini compresi)', '€ 25', 'sì'],
              ['Prenotazione CUP', 'gratuita', 'no'],
            ],
          ),
          'full',
          460,
        ),
      ]),
      block(
        [
          shape('left', 0, 200, 'rgb(255, 243, 205)'),
          text(
            `${h2('Prossimamente: spirometria')}${p('Stiamo per attivare la spirometria in telemedicina, l’esame che misura come funzionano i polmoni. Il servizio non è ancora disponibile: partirà nella primavera del 2027.')}`,
            'left',
            16,
          ),
        ],
        { background: 'rgb(255, 251, 235)' },
      ),
    ],
  },
  {
    path: '/tamponi-e-vaccini',
    lang: 'it',
    title: 'Tamponi e vaccini',
    description:
      'Tamponi antigenici COVID-19 e influenza, test dello streptococco, vaccino antinfluenzale e anti-COVID alla Farmacia San Rocco di Cremona.',
    blocks: [
      block([text(h1('Tamponi e vaccini'), 'full', 0)]),
      block([
        text(
          `${h2('Tamponi')}${ul(
            `${b('Tampone antigenico rapido COVID-19')}: € 15, risultato in 15 minuti.`,
            `${b('Tampone combinato COVID-19 e influenza A/B')}: € 22.`,
            `${b('Test rapido dello streptococco')} (mal di gola): € 12, per adulti e bambini dai 3 anni.`,
          )}${ps(
            'Senza prenotazione, dal lunedì al venerdì dalle 9:00 alle 11:30. Il tampone si fa nella cabina servizi; se hai la febbre, entra con la mascherina.',
            'Non facciamo tamponi molecolari (PCR) né test sierologici.',
          )}`,
          'left',
          0,
        ),
        image('tampone-cabina-servizi-Nb3qFv.jpg', 'La cabina servizi', 'right', 0),
      ]),
      block(
        [
          text(
            `${h2('Vaccino antinfluenzale 2026/2027')}${ps(
              'La campagna va dal 15 ottobre 2026 al 31 gennaio 2027.',
              'Il vaccino è gratuito per chi ha 60 anni o più, per le donne in gravidanza e per chi ha malattie croniche; per tutti gli altri costa € 32, vaccino e somministrazione compresi.',
            )}`,
            'left',
            0,
          ),
          text(
            `${h2('Vaccino anti-COVID-19')}${p('Gratuito, con il vaccino aggiornato, negli stessi giorni del vaccino antinfluenzale. Se vuoi, li facciamo tutti e due nella stessa visita.')}`,
            'right',
            0,
          ),
          text(
            `${h3('Come prenotare')}${ps(
              'In farmacia si vaccina su prenotazione, il martedì e il giovedì dalle 15:00 alle 18:30 e il sabato dalle 9:00 alle 12:00. Prenota al banco, al telefono o su WhatsApp, e porta la tessera sanitaria.',
              'Dopo il vaccino resti in farmacia per 15 minuti.',
            )}`,
            'full',
          ),
          text(
            p(
              'In farmacia vacciniamo solo gli adulti, dai 18 anni. Per i bambini e per gli altri vaccini (herpes zoster, pneumococco, vaccini per i viaggi) rivolgiti al centro vaccinale dell’ASST di Cremona.',
            ),
            'full',
          ),
        ],
        { background: GREEN },
      ),
    ],
  },
  {
    path: '/prodotti',
    lang: 'it',
    title: 'Prodotti',
    description:
      'Dermocosmesi, veterinaria, omeopatia e fitoterapia, sanitaria e infanzia alla Farmacia San Rocco di Cremona. La Carta Amica San Rocco.',
    blocks: [
      // The autumn promotion the owner never took down: the first thing on the page.
      block(
        [
          shape('full', 0, 96, 'rgb(214, 51, 108)'),
          text(
            p(
              `${b('PROMO AUTUNNO')} – dal 12 al 31 ottobre 2026 sconto del 20% su tutti i sieri e le creme viso!`,
              'body-large',
            ),
            'full',
            28,
          ),
        ],
        { background: 'rgb(214, 51, 108)', name: 'promo' },
      ),
      block([text(h1('I nostri prodotti'), 'full', 0)]),
      block([
        image('dermocosmesi-scaffale-Jf6sKd.jpg', 'Lo scaffale della dermocosmesi', 'left', 0),
        text(
          `${h2('Dermocosmesi')}${ps(
            'Avène, La Roche-Posay, Bioderma, Vichy, Rilastil, Bionike e SVR, per il viso, il corpo e le pelli sensibili.',
            'Consulenza dermocosmetica con analisi della pelle: con la dottoressa Elena Rossi, il giovedì, su appuntamento. È gratuita e dura circa 30 minuti.',
          )}`,
          'right',
          0,
        ),
      ]),
      block(
        [
          text(
            `${h2('Veterinaria')}${ps(
              'Farmaci veterinari con la ricetta elettronica veterinaria (REV): basta il numero della ricetta e il PIN che ti ha dato il veterinario.',
              'Antiparassitari per cani e gatti (collari, pipette e compresse) e alimenti dietetici su ordinazione, pronti in 24 ore.',
              'Non vendiamo cibo per animali di uso quotidiano, come crocchette e scatolette.',
            )}`,
            'left',
            0,
          ),
          image('veterinaria-antiparassitari-Ue2rHc.jpg', 'Antiparassitari per cani e gatti', 'right', 0),
        ],
        { background: GREEN },
      ),
      block([
        text(
          `${h2('Omeopatia e fitoterapia')}${ps(
            'Rimedi omeopatici Boiron e Guna, fiori di Bach, tisane e integratori a base di piante.',
            'Se un rimedio non c’è, lo ordiniamo: se lo chiedi entro le 11:00 è pronto dalle 16:00 dello stesso giorno; il sabato arriva il lunedì.',
          )}`,
          'left',
          0,
        ),
        text(
          `${h2('Preparazioni galeniche')}${p('Non abbiamo un laboratorio galenico: le preparazioni su ricetta (creme, capsule, sciroppi) le facciamo allestire da un laboratorio di fiducia e sono pronte in 2 giorni lavorativi.')}`,
          'right',
          0,
        ),
      ]),
      block([
        text(
          `${h2('Sanitaria e infanzia')}${ps(
            'Calze elastiche a compressione graduata, con la misurazione su appuntamento; tutori, cavigliere e ginocchiere; latte in polvere, pappe e tutto per il cambio.',
            `Il tiralatte e la bilancia pesaneonati si possono noleggiare: ${a('vedi i servizi', '/servizi')}.`,
          )}`,
          'full',
          0,
        ),
      ]),
      block(
        [
          text(
            `${h2('Carta Amica San Rocco')}${ps(
              'È gratuita e la chiedi al banco. Ti dà 1 punto per ogni euro speso in prodotti da banco e di parafarmacia (non sui farmaci con ricetta).',
              'Con 200 punti hai uno sconto del 10% su una spesa di dermocosmesi. La carta vale anche alla Parafarmacia San Rocco.',
            )}`,
            'full',
            0,
          ),
        ],
        { background: GREEN },
      ),
    ],
  },
  {
    path: '/prenota-e-ritira',
    lang: 'it',
    title: 'Prenota e ritira',
    description:
      'Prenota i prodotti su WhatsApp o dal catalogo e ritirali alla Farmacia San Rocco di Cremona: anche i farmaci con la ricetta elettronica.',
    blocks: [
      block([
        text(
          `${h1('Prenota e ritira')}${p('Niente code: prenoti, prepariamo noi, tu passi a ritirare.', 'body-large')}`,
          'full',
          0,
        ),
      ]),
      block(
        [
          text(
            `${h3('1. Scegli')}${p(`Dal catalogo qui sotto, oppure mandaci su WhatsApp al ${a(SR_WHATSAPP, SR_WHATSAPP_HREF)} la foto della confezione, o il codice NRE della ricetta elettronica con il codice fiscale.`)}`,
            'third1',
            0,
          ),
          text(
            `${h3('2. Prepariamo')}${p('Se prenoti entro le 12:00 trovi tutto pronto dalle 17:00 dello stesso giorno; se prenoti dopo, dalle 10:00 del giorno lavorativo successivo.')}`,
            'third2',
            0,
          ),
          text(
            `${h3('3. Ritiri e paghi')}${p(`In farmacia, in ${SR_STREET} (non in parafarmacia). Paghi al ritiro, in contanti, con bancomat, carta o Satispay.`)}`,
            'third3',
            0,
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(
          ps(
            'I prodotti prenotati restano da parte per 5 giorni lavorativi, poi tornano sugli scaffali.',
            'Non spediamo: il ritiro è solo in farmacia.',
            `${b('Cambi e resi')}: i farmaci non si possono restituire né cambiare. I prodotti di parafarmacia integri, con lo scontrino, si cambiano entro 7 giorni; non restituiamo i soldi, ti diamo un buono.`,
          ),
          'full',
          0,
        ),
      ]),
      productList([
        ['Avène Cicalfate+ Crema ristrutturante 40 ml', '13,90 €', 'avene-cicalfate-40ml-Lw2.jpg'],
        ['La Roche-Posay Lipikar Baume AP+M 400 ml', '24,50 €', 'lrp-lipikar-baume-400-Qe8.jpg'],
        ['Bioderma Sensibio H2O acqua micellare 500 ml', '15,90 €', 'bioderma-sensibio-500-Zt5.jpg'],
        ['Seresto collare antiparassitario cani oltre 8 kg', '39,90 €', 'seresto-cani-8kg-Mv1.jpg'],
        ['Boiron Oscillococcinum 6 dosi', '12,90 €', 'oscillococcinum-6-Kp3.jpg'],
        ['Calze a compressione graduata 140 den', '29,90 €', 'calze-140-den-Bx7.jpg'],
      ]),
      block([
        text(
          `${h2('Prenota un prodotto')}${p('Preferisci scriverci? Compila il modulo: ti rispondiamo negli orari di apertura.')}`,
          'left',
          0,
        ),
        form(
          [
            { name: 'name', label: 'Nome e cognome', required: true },
            { name: 'phone', label: 'Telefono', type: 'tel', required: true },
            { name: 'products', label: 'Prodotti da prenotare', type: 'textarea', required: true },
            {
              name: 'privacy',
              label: 'Ho letto l’informativa privacy e acconsento al trattamento dei miei dati',
              type: 'checkbox',
              required: true,
            },
          ],
          'Invia la prenotazione',
          'Grazie! Ti confermiamo la prenotazione con un messaggio.',
          'right',
        ),
      ]),
    ],
  },
  {
    path: '/contatti',
    lang: 'it',
    alternate: '/en/contact',
    title: 'Contatti',
    description:
      'Indirizzo, telefono, WhatsApp, email e PEC della Farmacia San Rocco di Cremona; come arrivare e dove parcheggiare. La Parafarmacia San Rocco a Cremona Due.',
    blocks: [
      block([text(h1('Contatti'), 'full', 0)]),
      block([
        text(
          `${h2('Farmacia San Rocco')}${ps(
            `${SR_STREET}, ${SR_TOWN}`,
            `Telefono: ${a(SR_PHONE, SR_PHONE_HREF)}`,
            `WhatsApp: ${a(SR_WHATSAPP, SR_WHATSAPP_HREF)} (solo messaggi, non chiamate: rispondiamo negli orari di apertura)`,
            `Email: ${a(SR_EMAIL, `mailto:${SR_EMAIL}`)}`,
            `PEC: ${SR_PEC} (solo per comunicazioni ufficiali: non leggiamo ordini o prenotazioni mandati alla PEC)`,
          )}`,
          'left',
          0,
        ),
        map('Farmacia San Rocco, Corso Giuseppe Garibaldi 112, Cremona', 'right'),
      ]),
      block(
        [
          text(
            `${h2('Come arrivare')}${ps(
              `${b('In auto')}: il parcheggio più comodo è quello interrato di Piazza Marconi, a 300 metri (a pagamento). Davanti alla farmacia, in Corso Garibaldi, c’è uno stallo di sosta breve (15 minuti, con il disco orario) e un posto riservato alle persone con disabilità.`,
              `${b('In autobus')}: linee 1 e 3, fermata Corso Garibaldi.`,
              'L’ingresso è senza gradini, con la porta automatica.',
            )}`,
            'full',
            0,
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(
          `${h2(SR_PARA_NAME)}${ps(
            SR_PARA_PLACE,
            `Telefono: ${a(SR_PARA_PHONE, SR_PARA_PHONE_HREF)}`,
            'Parcheggio gratuito del centro commerciale. In parafarmacia non ci sono farmaci con ricetta.',
          )}`,
          'left',
          0,
        ),
        form(
          [
            { name: 'name', label: 'Nome', required: true },
            { name: 'email', label: 'Email', type: 'email', required: true },
            { name: 'message', label: 'Messaggio', type: 'textarea', required: true },
          ],
          'Invia',
          'Grazie, ti risponderemo al più presto.',
          'right',
        ),
      ]),
    ],
  },
  {
    path: '/team',
    lang: 'it',
    title: 'Il team',
    description:
      'Le farmaciste e i farmacisti della Farmacia San Rocco e della Parafarmacia San Rocco di Cremona.',
    blocks: [
      block([
        text(
          `${h1('Il nostro team')}${p('Le persone che trovi al banco, in farmacia e in parafarmacia.')}`,
          'full',
          0,
        ),
      ]),
      teamBlock([
        [
          'chiara-bodini-Ha2.jpg',
          'Dott.ssa Chiara Bodini',
          'Titolare e direttrice. Si occupa di fitoterapia e dei rapporti con i medici del quartiere.',
        ],
        [
          'franco-bodini-Yc7.jpg',
          'Dott. Franco Bodini',
          'Titolare dal 1978 al 2012: lo trovi ancora al banco il sabato mattina.',
        ],
        [
          'luca-pagliari-Rt4.jpg',
          'Dott. Luca Pagliari',
          'Farmacista, segue ECG, holter e autoanalisi nella cabina servizi.',
        ],
      ]),
      teamBlock([
        [
          'elena-rossi-Pm9.jpg',
          'Dott.ssa Elena Rossi',
          'Farmacista e cosmetologa: le consulenze dermocosmetiche del giovedì sono sue.',
        ],
        [
          'sofia-gandolfi-Dq1.jpg',
          'Dott.ssa Sofia Gandolfi',
          'Farmacista, esperta di omeopatia e di prodotti veterinari. Parla inglese e spagnolo.',
        ],
        [
          'matteo-ghisolfi-Xe5.jpg',
          'Dott. Matteo Ghisolfi',
          'Farmacista, responsabile della Parafarmacia San Rocco a Cremona Due.',
        ],
      ]),
      block([
        text(
          ps(
            'Al banco e alle prenotazioni CUP c’è anche Anna Ferrari.',
            'Le vaccinazioni le fanno la dottoressa Bodini e il dottor Pagliari, che hanno seguito il corso di formazione dell’Istituto Superiore di Sanità.',
          ),
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/faq',
    lang: 'it',
    title: 'Domande frequenti',
    description:
      'Le domande che ci fate più spesso: ricette, pagamenti, consegne, farmaci scaduti, turni di notte.',
    blocks: [
      block([
        text(`${h1('Domande frequenti')}${p('Clicca su una domanda per leggere la risposta.')}`, 'full', 0),
      ]),
      block([
        embed(
          accordion([
            [
              'Posso ritirare i farmaci per un familiare?',
              'Sì: basta il codice NRE della ricetta elettronica (o il promemoria stampato) e la tessera sanitaria della persona per cui ritiri.',
            ],
            [
              'Che pagamenti accettate?',
              'Contanti, bancomat, carte di credito e Satispay. Non accettiamo assegni né buoni pasto.',
            ],
            [
              'Mi fate lo scontrino per la detrazione delle spese mediche?',
              'Sì: dacci la tessera sanitaria e ti facciamo lo scontrino parlante con il tuo codice fiscale; le spese le trasmettiamo noi al Sistema Tessera Sanitaria.',
            ],
            [
              'Fate consegne a domicilio?',
              'Il servizio di consegna a domicilio è sospeso da gennaio 2025. Se non puoi uscire, un familiare può ritirare per te con il codice della ricetta e la tessera sanitaria.',
            ],
            [
              'Posso entrare con il cane?',
              'Sì, i cani al guinzaglio sono i benvenuti; all’ingresso c’è una ciotola d’acqua.',
            ],
            [
              'Ritirate i farmaci scaduti?',
              'Sì, c’è il contenitore all’ingresso. Aghi e siringhe invece no: vanno portati all’isola ecologica.',
            ],
            [
              'Di notte come faccio se siete di turno?',
              'Suona il campanello accanto allo sportello notturno, a sinistra dell’ingresso. Di notte c’è il diritto di chiamata di € 7,50.',
            ],
            [
              'Avete un defibrillatore?',
              'Sì, un defibrillatore (DAE) nella teca a destra dell’ingresso, accessibile 24 ore su 24.',
            ],
            [
              'Noleggiate le stampelle?',
              'No, le stampelle non le noleggiamo: le vendiamo, € 24 la coppia. A noleggio ci sono sedie a rotelle, deambulatori, aerosol, tiralatte e bilance pesaneonati.',
            ],
            [
              'Posso pagare da voi il ticket di una visita?',
              'Sì, al banco delle prenotazioni CUP, dal lunedì al venerdì.',
            ],
          ]),
          'full',
          720,
        ),
      ]),
    ],
  },
];

/** The builder's product list block: a card per product, the price in its own span, a "Prenota" button. */
function productList(products: [name: string, price: string, file: string][]) {
  const items = products
    .map(
      ([
        name,
        price,
        file,
      ]) => `<div class="product-list-item" data-qa="productsection-item-${file.replace(/\.jpg$/, '')}">
<a class="product-list-item__link" href="/prenota-e-ritira#prodotto-${file.replace(/-[A-Za-z0-9]+\.jpg$/, '')}">
<div class="product-list-item__image-wrapper"><img class="product-list-item__image" src="https://assets.zyrosite.com/cdn-cgi/image/format=auto,w=480,h=480,fit=crop/m5KbQ2vRw7hN3pLx/${file}" alt="${name}" loading="lazy" width="240" height="240"></div>
<div class="product-list-item__content">
<h6 class="product-list-item__title body-large">${name}</h6>
<p class="product-list-item__price-content"><span class="product-list-item__price body">${price}</span></p>
</div>
</a>
<button type="button" class="z-button z-button--secondary product-list-item__button" data-qa="productsection-btn-reserve">Prenota</button>
</div>`,
    )
    .join('\n');
  return `<section id="zPrL1s" class="block block--ecommerce-product-list" data-qa="builder-section-zPrL1s" style="--block-padding: 56px 0 56px 0; --m-block-padding: 40px 16px 40px 16px">
<div class="block-product-list">
<h2 class="block-product-list__title h2">Catalogo</h2>
<div class="block-product-list__content" style="--grid-columns: 3; --m-grid-columns: 2">
${items}
</div>
</div>
</section>`;
}

/** Three people in a row: each a photo, a name text box and a role text box, placed apart. */
function teamBlock(people: [file: string, name: string, role: string][]) {
  const cols = ['third1', 'third2', 'third3'] as const;
  return block(
    people.flatMap(([file, name, role], i) => [
      image(file, name, cols[i], 0),
      text(h3(name), cols[i]),
      text(p(role), cols[i]),
    ]),
  );
}

/**
 * The FAQ the owner pasted into an Embed element: buttons with `aria-expanded="false"` and panels saved
 * closed with `hidden`, opened by the pasted script.
 */
function accordion(items: [question: string, answer: string][]) {
  return `<div class="faq-accordion">
${items
  .map(
    ([q, ans], i) => `<div class="faq-item">
<button class="faq-question" type="button" aria-expanded="false" aria-controls="faq-answer-${i + 1}" id="faq-question-${i + 1}">${q}<span class="faq-icon" aria-hidden="true">+</span></button>
<div class="faq-answer" id="faq-answer-${i + 1}" role="region" aria-labelledby="faq-question-${i + 1}" hidden><p>${ans}</p></div>
</div>`,
  )
  .join('\n')}
</div>
<style>.faq-item{border-bottom:1px solid #d9e2e1}.faq-question{width:100%;text-align:left;padding:16px 0;font:inherit;font-weight:700;background:none;border:0;display:flex;justify-content:space-between}.faq-answer{padding:0 0 16px}</style>
<script>document.querySelectorAll('.faq-question').forEach(function(q){q.addEventListener('click',function(){var open=q.getAttribute('aria-expanded')==='true';q.setAttribute('aria-expanded',String(!open));document.getElementById(q.getAttribute('aria-controls')).hidden=open;});});</script>`;
}
