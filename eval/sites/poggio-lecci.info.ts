import {
  code,
  col,
  full,
  heading,
  PL_COMPANY,
  PL_EMAIL,
  PL_STREET,
  PL_TOWN,
  PL_VAT,
  type PoggioPage,
  row,
  section,
  text,
} from './poggio-lecci.layout.ts';

/**
 * The rules and terms: the house rules, only in Italian (quiet hours 23:00–8:00, no parties or events, outside
 * guests not in the pool, pool rules, no smoking inside, the charcoal barbecue forbidden from 1 July to 31 August,
 * rubbish, dogs, the gate closing at 23:00); the booking terms in force (with an English version); the 2021
 * terms kept as an archive behind an 'ARCHIVIO – Condizioni 2021, non più valide' notice and linked from every
 * Italian footer (check-in 15:00–19:00, check-out 10:30, a 50% deposit, free cancellation up to 60 days, a € 300
 * security deposit, € 40 cleaning, no animals, pool 9:00–19:00 from 1 June to 15 September, 7 nights minimum
 * from June to September); and the privacy notice.
 */

const regolamento: PoggioPage = {
  path: '/regolamento',
  lang: 'it',
  title: 'Regolamento della casa',
  description:
    'Le regole di Poggio ai Lecci: silenzio, piscina, feste, fumo, barbecue, rifiuti, cani e cancello.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      row(
        [
          col(
            '3/4',
            heading(1, 'Regolamento della casa'),
            text(
              '<p>Al Poggio vivono cinque case e la nostra famiglia: poche regole, per stare bene tutti. Le trovate anche nella cartella di benvenuto.</p><ol class="list-decimal pl-5 space-y-2"><li>Il check-in è dalle 16:00 alle 20:00, il check-out entro le 10:00.</li><li><strong>Silenzio dalle 23:00 alle 8:00</strong>, anche in piscina e nei giardini.</li><li>Non sono ammesse feste né eventi. In casa possono dormire solo gli ospiti indicati nella prenotazione.</li><li>Gli ospiti esterni non possono usare la piscina: amici e parenti in visita sono i benvenuti per un saluto, ma la piscina è riservata a chi soggiorna.</li><li>In piscina: doccia prima del bagno, niente bicchieri o bottiglie di vetro, niente musica ad alto volume. I bambini sotto i 14 anni sempre con un adulto.</li><li>È vietato fumare all’interno delle case.</li><li><strong>Barbecue:</strong> dal 1° luglio al 31 agosto il barbecue a carbone è vietato per il rischio di incendi; in quel periodo si usa solo il barbecue a gas. Spegnete sempre la brace prima di andare via.</li><li>Raccolta differenziata: i bidoni sono al cancello, il vetro va nella campana verde.</li><li>I cani stanno al guinzaglio nelle aree comuni, non entrano nell’area della piscina e non si lasciano soli in casa.</li><li>Il cancello si chiude alle 23:00: il codice per aprirlo è nella cartella di benvenuto.</li><li>Quando uscite, chiudete le finestre e spegnete l’aria condizionata.</li><li>Eventuali danni vanno segnalati subito: li scaliamo dal deposito cauzionale.</li></ol><p>Grazie! La famiglia Bernardini</p>',
            ),
          ),
        ],
        'justify-center',
      ),
    ),
  ].join(''),
};

const condizioni: PoggioPage = {
  path: '/condizioni',
  lang: 'it',
  alt: '/en/booking-terms',
  title: 'Condizioni di prenotazione',
  description:
    'Caparra, saldo, deposito cauzionale, cancellazione, orari di arrivo e partenza: le condizioni di prenotazione di Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-white',
      row(
        [
          col(
            '3/4',
            heading(1, 'Condizioni di prenotazione'),
            text(
              `<p>Valide per i soggiorni dal 2025. Le case sono gestite da ${PL_COMPANY}, ${PL_STREET}, ${PL_TOWN}.</p><h3>1. Prenotazione e caparra</h3><p>Si prenota per email, WhatsApp o con il modulo dei contatti. La prenotazione è confermata quando riceviamo la caparra del 30% del soggiorno, con bonifico entro 3 giorni dalla nostra conferma.</p><h3>2. Saldo</h3><p>Il saldo si paga all’arrivo, con carta (Visa, Mastercard, Bancomat) o in contanti. Non accettiamo American Express. La tassa di soggiorno si paga in contanti all’arrivo.</p><h3>3. Deposito cauzionale</h3><p>All’arrivo chiediamo un deposito cauzionale di € 200, in contanti o come pre-autorizzazione sulla carta, che restituiamo alla partenza dopo il controllo della casa.</p><h3>4. Cancellazione</h3><ul><li>Fino a 30 giorni prima dell’arrivo la cancellazione è gratuita e la caparra viene restituita per intero.</li><li>Da 29 a 8 giorni prima dell’arrivo tratteniamo la caparra.</li><li>Da 7 giorni prima dell’arrivo, o se non arrivate, è dovuto il 50% del soggiorno.</li><li>Se partite prima della data prevista è dovuto l’intero soggiorno.</li></ul><h3>5. Arrivo e partenza</h3><p>Check-in dalle 16:00 alle 20:00; fino alle 22:00 su accordo, con un supplemento di € 25. Dopo le 22:00 il check-in non è possibile. Check-out entro le 10:00.</p><h3>6. Ospiti e animali</h3><p>In casa possono soggiornare solo le persone indicate nella prenotazione. I cani sono ammessi solo nelle case Il Leccio e Il Fienile.</p><h3>7. Responsabilità</h3><p>Non rispondiamo degli oggetti lasciati incustoditi nelle case, in piscina o nelle auto.</p>`,
            ),
          ),
        ],
        'justify-center',
      ),
    ),
  ].join(''),
};

const condizioni2021: PoggioPage = {
  path: '/condizioni-2021',
  lang: 'it',
  title: 'ARCHIVIO – Condizioni di soggiorno 2021',
  description: 'Condizioni di soggiorno di Poggio ai Lecci per la stagione 2021 (archivio, non più valide).',
  body: [
    section(
      'py-20 bg-white',
      row(
        [
          col(
            '3/4',
            code(
              '<div style="padding:16px 20px;border-radius:14px;background:#f5f5f4;border:1px solid #d6d3d1;color:#44403c"><strong>ARCHIVIO – Condizioni 2021, non più valide.</strong> Le lasciamo online per chi ha soggiornato quell’anno. Le condizioni di oggi sono <a href="/condizioni" style="text-decoration:underline">qui</a>.</div>',
            ),
            heading(1, 'Condizioni di soggiorno – stagione 2021', 'text-3xl md:text-4xl'),
            text(
              '<ol class="list-decimal pl-5 space-y-2"><li>Alla prenotazione si versa una caparra del 50%.</li><li>La cancellazione è gratuita fino a 60 giorni prima dell’arrivo.</li><li>Check-in dalle 15:00 alle 19:00; check-out entro le 10:30.</li><li>Deposito cauzionale di € 300 all’arrivo.</li><li>Pulizie finali € 40 per tutte le case.</li><li>Non sono ammessi animali.</li><li>Piscina aperta dal 1° giugno al 15 settembre, dalle 9:00 alle 19:00.</li><li>Da giugno a settembre si prenota solo a settimane: soggiorno minimo 7 notti.</li><li>Per le norme anti-Covid il cestino della colazione non è disponibile.</li></ol>',
            ),
          ),
        ],
        'justify-center',
      ),
    ),
  ].join(''),
};

const privacy: PoggioPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy e cookie',
  description: 'Informativa sulla privacy e sui cookie di Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-white',
      full(
        heading(1, 'Privacy e cookie'),
        text(
          `<p>Titolare del trattamento è ${PL_COMPANY}, ${PL_STREET}, ${PL_TOWN}, P.IVA ${PL_VAT}, email <a href="mailto:${PL_EMAIL}">${PL_EMAIL}</a>.</p><p>Trattiamo i dati che ci mandate (nome, contatti, date del soggiorno, messaggi) solo per rispondere alle richieste e gestire le prenotazioni; i dati degli ospiti vengono comunicati alla Questura tramite il portale Alloggiati Web, come prevede la legge, e conservati per il tempo richiesto dalle norme fiscali.</p><p>Il sito è realizzato con Dorik: usa cookie tecnici necessari al funzionamento e, solo con il vostro consenso, cookie statistici anonimi. Potete cambiare le preferenze in ogni momento dal banner dei cookie.</p><p>Potete chiedere in ogni momento l’accesso, la rettifica o la cancellazione dei vostri dati scrivendo a ${PL_EMAIL}.</p>`,
        ),
      ),
    ),
  ].join(''),
};

export const poggioInfoPages: PoggioPage[] = [regolamento, condizioni, condizioni2021, privacy];
