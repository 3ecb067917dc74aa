import {
  type GirandolaPage,
  GP_COMPANY,
  GP_EMAIL,
  GP_PHONE,
  GP_STREET,
  GP_TOWN,
  GP_VAT,
  group,
  h,
  list,
  p,
  spacer,
} from './girandola-park.layout.ts';

/**
 * The rules, only in Italian: the park rules in force (children always with an adult of age except in the
 * baby-parking, socks, no food from outside except birthday cakes and baby food, no eating in the play areas, the
 * lockers with a € 1 coin, photos only of your own children, pushchairs, adults in the castle, over-12s, capacity
 * 150, lost property kept 30 days); the 2021 rules kept as 'ARCHIVIO – Regolamento 2021' and linked from every
 * footer (entry by booking in 2-hour slots, 60 people, masks from 6, socks only for children, food allowed in the
 * picnic area, baby-parking from 2 years for up to 3 hours, a single € 7 entry, the 10-visit card at € 55,
 * accompanying adults from 16, cheques accepted); and the privacy and cookie notice.
 */

const regolamento: GirandolaPage = {
  path: '/regolamento',
  lang: 'it',
  id: 30,
  title: 'Regolamento del parco',
  description:
    'Il regolamento di Girandola Park: accompagnatori, calze, cibo, armadietti, foto, passeggini, adulti nelle strutture, capienza e oggetti smarriti.',
  body: [
    p(
      'Poche regole, per giocare tutti al sicuro. Entrando nel parco le accettate: le trovate anche stampate accanto alla cassa. Il personale può allontanare chi non le rispetta, senza rimborso del biglietto.',
    ),
    h(2, 'Bambini e accompagnatori'),
    list(
      [
        'Ogni bambino deve essere accompagnato da un adulto maggiorenne, che resta nel parco per tutta la visita ed è responsabile del bambino: i minorenni non possono fare da accompagnatori.',
        'I bambini non possono restare nel parco senza un adulto, salvo il servizio di baby-parking.',
        'Gli adulti senza bambini non possono entrare.',
        'Nel Prato dei Piccoli entrano solo bambini fino a 3 anni con i loro accompagnatori; nel Castello i bambini dai 4 ai 12 anni; sui trampolini i bambini dai 5 ai 12 anni.',
        'I ragazzi sopra i 12 anni non possono giocare nelle strutture.',
        'Gli adulti possono salire nel Castello solo per aiutare un bambino; sui trampolini gli adulti non sono ammessi.',
      ],
      true,
    ),
    h(2, 'Calze e abbigliamento'),
    list(
      [
        'Non si può entrare nelle aree gioco senza calze, né scalzi né con le scarpe: vale per bambini e adulti.',
        'Sui trampolini solo calze antiscivolo.',
        'Prima di giocare si tolgono occhiali, collane, orecchini pendenti, fermagli e tutto quello che ha punte o spigoli.',
        'Le scarpe si lasciano nelle scarpiere all’ingresso.',
      ],
      true,
    ),
    h(2, 'Cibo e bevande'),
    list(
      [
        'Non è consentito portare cibo e bevande dall’esterno, tranne le torte di compleanno delle feste prenotate e le pappe e il latte per i bambini sotto i 3 anni.',
        'Si mangia e si beve solo ai tavoli del Caffè: nelle aree gioco non si entra con cibo, bevande o gomme da masticare.',
      ],
      true,
    ),
    h(2, 'Armadietti, passeggini e oggetti'),
    list(
      [
        'Per borse e giacche ci sono gli armadietti con la chiave, vicino alle scarpiere: funzionano con una moneta da € 1, che vi viene restituita quando riaprite l’armadietto.',
        'Passeggini e ovetti restano nel parcheggio passeggini all’ingresso e non entrano nelle aree gioco.',
        'Non rispondiamo degli oggetti lasciati incustoditi. Gli oggetti smarriti li conserviamo alla cassa per 30 giorni.',
      ],
      true,
    ),
    h(2, 'Foto e video'),
    list(
      [
        'Si possono fare foto e video solo ai propri figli: per rispetto delle altre famiglie, non fotografate gli altri bambini.',
        'Non si pubblicano sui social foto o video in cui si riconoscono bambini di altre famiglie.',
      ],
      true,
    ),
    h(2, 'Salute e sicurezza'),
    list(
      [
        'I bambini con la febbre o con malattie contagiose non possono entrare.',
        'Le strutture si usano come indicato dai cartelli e dagli animatori: non si sale dagli scivoli e non si spinge.',
        'La capienza massima del parco è di 150 persone: quando è raggiunta, l’ingresso si ferma finché qualcuno non esce.',
        'Nel parco non si fuma, neanche con la sigaretta elettronica.',
      ],
      true,
    ),
    p('Regolamento aggiornato il 1° settembre 2026. La direzione di Girandola Park.', {
      cls: 'has-small-font-size',
    }),
    spacer(40),
  ].join(''),
};

const archivio2021: GirandolaPage = {
  path: '/archivio-regolamento-2021',
  lang: 'it',
  id: 9,
  title: 'ARCHIVIO – Regolamento 2021',
  description: 'Regolamento di Girandola Park per la riapertura di settembre 2021.',
  body: [
    group(
      p('Regolamento in vigore dalla riapertura del 15 settembre 2021, dopo la chiusura per la pandemia.', {
        cls: 'has-small-font-size',
      }),
      'constrained',
      { cls: 'has-accent-5-background-color has-background', style: 'border-radius:12px;padding:12px 20px' },
    ),
    h(2, 'Ingresso su prenotazione'),
    list(
      [
        'L’ingresso è solo su prenotazione, a turni di 2 ore: 10:00 – 12:00, 15:00 – 17:00 e 17:00 – 19:00, dal martedì alla domenica.',
        'Nel parco possono stare al massimo 60 persone per turno.',
        'Ingresso unico bambini (1–12 anni): € 7 a turno. Tessera 10 ingressi: € 55.',
        'Ogni bambino deve essere accompagnato da un adulto; l’accompagnatore deve avere almeno 16 anni.',
      ],
      true,
    ),
    h(2, 'Mascherine e igiene'),
    list(
      [
        'La mascherina è obbligatoria per gli adulti e per i bambini sopra i 6 anni, tranne durante il gioco.',
        'All’ingresso misuriamo la temperatura; gel igienizzante in tutte le aree.',
        'Le calze sono obbligatorie solo per i bambini: gli adulti possono entrare con i copriscarpe, che diamo in cassa.',
      ],
      true,
    ),
    h(2, 'Cibo'),
    list(['Il cibo portato da casa è consentito nell’area pic-nic, vicino all’uscita di sicurezza.'], true),
    h(2, 'Baby-parking'),
    list(['Il baby-parking accoglie bambini dai 2 anni, per un massimo di 3 ore, su prenotazione.'], true),
    h(2, 'Pagamenti'),
    list(['Pagamenti: contanti, bancomat e anche assegni.'], true),
    p('La direzione, settembre 2021.', { cls: 'has-small-font-size' }),
    spacer(40),
  ].join(''),
};

const privacy: GirandolaPage = {
  path: '/privacy',
  lang: 'it',
  id: 3,
  title: 'Privacy e cookie',
  description: 'Informativa sul trattamento dei dati personali e sui cookie del sito di Girandola Park.',
  body: [
    p(
      `Questa informativa descrive come ${GP_COMPANY} tratta i dati personali di chi visita questo sito, ci scrive o prenota una festa, un campus o il baby-parking, ai sensi del Regolamento (UE) 2016/679 (GDPR).`,
    ),
    h(2, 'Titolare del trattamento'),
    p(
      `${GP_COMPANY}, ${GP_STREET}, ${GP_TOWN}, P.IVA ${GP_VAT}. Email: <a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a>, telefono ${GP_PHONE}.`,
    ),
    h(2, 'Quali dati trattiamo'),
    list([
      'i dati che ci mandate con il modulo dei contatti, per email o su WhatsApp (nome, email, telefono, messaggio);',
      'per feste, campus e baby-parking: i dati del genitore e del bambino, comprese eventuali allergie che ci comunicate;',
      'i dati di navigazione raccolti dalla piattaforma WordPress.com e dalle statistiche di Jetpack.',
    ]),
    h(2, 'Perché e per quanto tempo'),
    p(
      'Trattiamo i dati per rispondere alle richieste e per organizzare i servizi prenotati. I dati delle prenotazioni li conserviamo per 10 anni per gli obblighi fiscali; i moduli del baby-parking e del campus per 2 anni.',
    ),
    h(2, 'Cookie'),
    p(
      'Il sito usa i cookie tecnici di WordPress.com e, per le statistiche, i cookie di Jetpack. Puoi gestire i cookie dal banner e dalle impostazioni del browser. Per saperne di più: <a href="https://automattic.com/cookies/" rel="nofollow">informativa sui cookie di Automattic</a>.',
    ),
    h(2, 'I tuoi diritti'),
    p(
      `Puoi chiedere l’accesso, la rettifica o la cancellazione dei tuoi dati scrivendo a ${GP_EMAIL}, e puoi presentare reclamo al Garante per la protezione dei dati personali.`,
    ),
    p('Ultimo aggiornamento: 3 marzo 2025.', { cls: 'has-small-font-size' }),
    spacer(40),
  ].join(''),
};

export const girandolaInfoPages: GirandolaPage[] = [regolamento, archivio2021, privacy];
