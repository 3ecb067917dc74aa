import {
  b,
  big,
  brs,
  GLICINE_EMAIL,
  GLICINE_PHONE,
  GLICINE_STREET,
  GLICINE_TOWN,
  GLICINE_WHATSAPP,
  type GlicinePage,
  gap,
  line,
  staticPage,
} from './fioreria-glicine.layout.ts';

/** A question of the FAQ: a bold line, the answer in the lines under it, an empty line after. */
const faq = (question: string, ...answer: string[]) => `${line(b(question))}\n${line(...answer)}\n${gap}`;

/** The hours and contacts page (with an English page) and the FAQ (only in Italian). */
export const glicineInfoPages: GlicinePage[] = [
  {
    path: '/p/orari-e-contatti.html',
    lang: 'it',
    kind: 'page',
    title: 'Orari e contatti',
    description:
      'Orari di apertura, indirizzo, telefono, WhatsApp e come arrivare alla Fioreria Glicine di Parma.',
    alternate: '/p/contact-us.html',
    blog: staticPage({
      id: '7714592031866428890',
      title: 'Orari e contatti',
      body: `${big('Orari')}
${brs(
  '<b>Lunedì</b>: chiuso',
  '<b>Martedì - Sabato</b>: 8:30 - 13:00 e 15:30 - 19:30',
  '<b>Domenica</b>: 9:00 - 12:30',
)}
${line(
  'Nei giorni di festa gli orari cambiano: li annunciamo qui sul blog e su Facebook.&nbsp;',
  'Ogni anno chiudiamo per ferie due settimane a metà agosto.',
)}
${gap}
${big('Dove siamo')}
${brs(GLICINE_STREET, GLICINE_TOWN)}
${line(
  'A due passi da Strada della Repubblica, a 5 minuti a piedi dal Duomo.',
  'Borgo delle Colonne è in ZTL: il parcheggio più comodo è il Parcheggio Toschi, a circa 10 minuti a piedi.&nbsp;Le biciclette si legano davanti alla vetrina.',
)}
<div class="separator" style="clear: both; text-align: center;"><iframe allowfullscreen="" height="300" loading="lazy" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2830.1!2d10.3289!3d44.8019!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNDTCsDQ4JzA2LjgiTiAxMMKwMTknNDQuMCJF!5e0!3m2!1sit!2sit!4v1699999999999" style="border: 0;" width="400"></iframe></div>
${gap}
${big('Contatti')}
${line(
  'Telefono',
  GLICINE_PHONE,
  '&nbsp;',
  'WhatsApp (anche per gli ordini)',
  GLICINE_WHATSAPP,
  '&nbsp;',
  'Email',
  GLICINE_EMAIL,
)}
${gap}
${line(
  'Al telefono rispondiamo negli orari del negozio; su WhatsApp rispondiamo appena possibile, anche il lunedì.',
)}`,
    }),
  },
  {
    path: '/p/domande-frequenti.html',
    lang: 'it',
    kind: 'page',
    title: 'Domande frequenti',
    description: 'Come ordinare, come pagare, bigliettini, annullamenti, fatture e altre domande frequenti.',
    blog: staticPage({
      id: '5306672815490183341',
      title: 'Domande frequenti',
      body: `${faq(
        'Come si ordina?',
        'Per telefono, su WhatsApp o passando in negozio.&nbsp;Non abbiamo un negozio online: preferiamo parlare con voi per capire cosa vi serve.',
      )}
${faq(
  'Come si paga?',
  'In negozio: contanti, bancomat, carte di credito e Satispay.&nbsp;Per gli ordini a distanza vi mandiamo un link di pagamento con carta, oppure potete fare un bonifico.',
  'Non accettiamo assegni.',
)}
${faq(
  'Il bigliettino è compreso?',
  'Sì, sempre. Dettateci il messaggio e lo scriviamo noi a mano.&nbsp;Se volete che il mittente resti anonimo, basta dirlo.',
)}
${faq('Posso vedere il mazzo prima della consegna?', 'Su richiesta vi mandiamo una foto su WhatsApp prima che parta.')}
${faq(
  'Posso annullare un ordine?',
  'Sì, senza costi fino a 24 ore prima della consegna.&nbsp;Dopo, se i fiori sono già stati preparati, addebitiamo il 50% del prezzo.',
)}
${faq('Vendete fiori artificiali?', 'No, non vendiamo fiori artificiali: solo fiori freschi e piante.')}
${faq(
  'Quanto durano i fiori?',
  'I fiori recisi durano in media una settimana.&nbsp;Cambiate l&#39;acqua ogni 2 giorni e tagliate i gambi in obliquo.',
)}
${faq(
  'Fate la fattura?',
  'Sì, anche elettronica: lasciateci la partita IVA e il codice destinatario quando ordinate.',
)}
${faq('Si possono portare i cani in negozio?', 'Certo, i cani al guinzaglio sono i benvenuti.')}`,
    }),
  },
];
