import {
  fe,
  h1,
  h2,
  p,
  QUARTA_EMAIL,
  QUARTA_PIVA,
  QUARTA_STREET,
  QUARTA_TOWN,
  type QuartaPage,
  section,
  small,
  text,
  ul,
} from './fotografo-lecce.layout.ts';

/**
 * The privacy and cookie policy, and the general terms pasted from a template when the site went up in 2021
 * and never revised (labelled as the 2021 version): a 20% deposit, 50% 60 days before and the balance on the
 * album's delivery, half the deposit refunded, photos within 90 days, the gallery online for 6 months, RAW
 * files sold for € 200, € 0,30 a km beyond 50 km, cash and cheques, several events on the same day.
 */
const privacy: QuartaPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy e cookie',
  description: 'Informativa sul trattamento dei dati personali e sui cookie di Andrea Quarta Fotografia.',
  body: [
    section([
      fe(
        text(
          h1('Privacy e cookie'),
          p(
            `Titolare del trattamento è Andrea Quarta, ${QUARTA_STREET}, ${QUARTA_TOWN}, P.IVA ${QUARTA_PIVA}, email ${QUARTA_EMAIL}.`,
          ),
          h2('Quali dati trattiamo'),
          ul(
            'I dati che ci inviate con il modulo dei contatti, per email o su WhatsApp: nome, email, telefono, data e luogo dell’evento.',
            'I dati necessari al contratto e alla fatturazione.',
            'Le fotografie e i video realizzati durante il servizio.',
          ),
          h2('Perché li trattiamo'),
          p(
            'Per rispondere alle vostre richieste, preparare il preventivo, eseguire il contratto e rispettare gli obblighi fiscali. Le fotografie sono pubblicate sul sito e sui social solo con il vostro consenso espresso.',
          ),
          h2('Per quanto tempo'),
          p(
            'Le richieste senza seguito per 12 mesi; i dati del contratto per 10 anni, come richiesto dalla legge fiscale. Conserviamo una copia di sicurezza delle fotografie consegnate per 2 anni.',
          ),
          h2('Cookie'),
          p(
            'Il sito è realizzato con Squarespace, che usa cookie tecnici necessari al funzionamento e, solo con il vostro consenso, cookie di statistica. Potete cambiare le vostre scelte dal banner dei cookie in qualsiasi momento.',
          ),
          h2('I vostri diritti'),
          p(
            `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati, la limitazione del trattamento o la portabilità, e opporvi al trattamento, scrivendo a ${QUARTA_EMAIL}. Potete proporre reclamo al Garante per la protezione dei dati personali.`,
          ),
          small('Ultimo aggiornamento: 4 febbraio 2025'),
        ),
        1,
        3,
        30,
        20,
      ),
    ]),
  ],
};

const termini: QuartaPage = {
  path: '/termini',
  lang: 'it',
  title: 'Termini e condizioni',
  description: 'Termini e condizioni generali del servizio fotografico di Andrea Quarta Fotografia.',
  body: [
    section([
      fe(
        text(
          h1('Termini e condizioni generali'),
          small('Versione 2021 — ultimo aggiornamento 15 marzo 2021'),
          p(
            `Le presenti condizioni regolano i servizi fotografici prestati da Andrea Quarta (di seguito “il Fotografo”), ${QUARTA_STREET}, ${QUARTA_TOWN}, P.IVA ${QUARTA_PIVA}, in favore del Cliente.`,
          ),
          h2('1. Prenotazione'),
          p(
            'La data si intende prenotata con la firma del contratto e il versamento di un acconto pari al 20% del corrispettivo pattuito.',
          ),
          h2('2. Pagamenti'),
          p(
            'Un secondo versamento pari al 50% del corrispettivo è dovuto entro 60 giorni prima dell’evento; il saldo è dovuto alla consegna dell’album. Il pagamento può avvenire in contanti, con assegno o con bonifico bancario.',
          ),
          h2('3. Annullamento'),
          p(
            'In caso di annullamento da parte del Cliente comunicato almeno 6 mesi prima dell’evento, il Fotografo restituisce il 50% dell’acconto versato. Negli altri casi l’acconto resta acquisito.',
          ),
          h2('4. Servizio'),
          p(
            'Il Fotografo si riserva di coprire più eventi nella stessa giornata, garantendo comunque la durata del servizio concordata. In caso di impedimento il Fotografo può farsi sostituire da un collaboratore di pari esperienza.',
          ),
          h2('5. Consegna'),
          p(
            'Le fotografie sono consegnate entro 90 giorni dall’evento tramite galleria online, disponibile per 6 mesi dalla pubblicazione. I file originali (RAW) possono essere acquistati separatamente al prezzo di € 200.',
          ),
          h2('6. Trasferte'),
          p(
            'Per gli eventi a oltre 50 km da Lecce è dovuto un rimborso di € 0,30 al km, oltre a vitto e alloggio ove necessari.',
          ),
          h2('7. Diritti d’autore'),
          p(
            'Il Fotografo conserva i diritti d’autore sulle fotografie e concede al Cliente la licenza d’uso per fini personali e non commerciali. Il Fotografo può utilizzare le immagini per la promozione della propria attività.',
          ),
          h2('8. Foro competente'),
          p('Per ogni controversia è competente il foro di Lecce.'),
        ),
        1,
        3,
        40,
        20,
      ),
    ]),
  ],
};

export const quartaLegalPages: QuartaPage[] = [privacy, termini];
