import {
  b,
  block,
  GR_COMPANY,
  GR_EMAIL,
  GR_STREET,
  GR_TOWN,
  GR_VAT,
  type GraspoPage,
  one,
  p,
  ps,
  small,
  span,
  text,
  title,
  ul,
} from './enoteca-graspo.layout.ts';

/**
 * The terms of sale pasted from a template when the online shop opened in 2021, never revised and left
 * linked from the footer, labelled as the archived 2021 version: the old address in Vicolo San Marco in
 * Foro, shipping at 7,90 € (free over 89 €) and to Austria, Germany and Switzerland at 19,90 €, cash on
 * delivery for 4,00 €, 30 days to withdraw, tastings from 4 people cancelled up to 24 hours before, gift cards
 * valid 6 months, no dogs, cheques accepted. And the privacy and cookie policy.
 */
const condizioni2021: GraspoPage = {
  path: '/condizioni-di-vendita-2021',
  lang: 'it',
  title: 'Condizioni generali di vendita (versione 2021)',
  description: 'Condizioni generali di vendita della bottega online e delle degustazioni, versione 2021.',
  blocks: [
    block([
      one(
        title('Condizioni generali di vendita', 1),
        text(
          `${p(span(b('ARCHIVIO – Versione 2021 (modello standard), non più aggiornata. Ultima revisione: 3 maggio 2021.'), 'color: #9a2a2a;'))}${ps(
            `Le presenti condizioni regolano la vendita a distanza dei prodotti e la prenotazione delle degustazioni offerti da ${GR_COMPANY} (di seguito “il Venditore”), con sede in Vicolo San Marco in Foro 5, 37121 Verona, P.IVA ${GR_VAT}.`,
          )}`,
        ),
        title('Parte I – Vendita online', 2),
        text(
          ul(
            'Art. 1 – I prodotti sono spediti in Italia tramite corriere espresso. Il contributo alle spese di spedizione è di 7,90 €; la spedizione è gratuita per ordini superiori a 89 €.',
            'Art. 2 – Su richiesta si effettuano spedizioni in Austria, Germania e Svizzera, al costo di 19,90 € per collo.',
            'Art. 3 – Il pagamento può avvenire con carta di credito, bonifico bancario o in contrassegno, con un supplemento di 4,00 €.',
            'Art. 4 – Il Cliente può recedere dal contratto entro 30 giorni dalla consegna, restituendo i prodotti integri a proprie spese.',
            'Art. 5 – Eventuali danni da trasporto devono essere segnalati entro 8 giorni dalla consegna.',
          ),
        ),
        title('Parte II – Degustazioni e locale', 2),
        text(
          ul(
            'Art. 6 – Le degustazioni si effettuano con un minimo 4 persone, previa prenotazione.',
            'Art. 7 – La disdetta è gratuita fino a 24 ore prima dell’orario prenotato.',
            'Art. 8 – Le carte regalo sono valide 6 mesi dalla data di emissione.',
            'Art. 9 – Cani non ammessi nel locale.',
            'Art. 10 – Nel locale si accettano contanti, carte e assegni.',
            'Art. 11 – Per ogni controversia è competente il foro di Verona.',
          ),
        ),
      ),
    ]),
  ],
};

const privacy: GraspoPage = {
  path: '/privacy-e-cookie',
  lang: 'it',
  title: 'Privacy e cookie',
  description: 'Informativa sul trattamento dei dati personali e sui cookie dell’Enoteca Il Graspo.',
  blocks: [
    block([
      one(
        title('Privacy e cookie', 1),
        text(
          `${p(`Titolare del trattamento è ${GR_COMPANY}, ${GR_STREET}, ${GR_TOWN}, P.IVA ${GR_VAT}, email ${GR_EMAIL}.`)}${ul(
            'Trattiamo i dati che ci inviate con i moduli del sito, per email o su WhatsApp, i dati delle prenotazioni delle degustazioni e degli eventi, degli ordini della bottega online e dei soci del Club del Graspo.',
            'Le prenotazioni delle degustazioni passano da Bookeo, i pagamenti online dai gestori dei pagamenti, la newsletter da Mailchimp.',
            'Conserviamo le richieste per 12 mesi e i dati fiscali per 10 anni.',
          )}${ps(
            'Il sito è realizzato con Ucraft, che usa cookie tecnici per il funzionamento e il carrello. I cookie di statistica e di marketing si attivano solo con il vostro consenso, dal banner dei cookie.',
            `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati scrivendo a ${GR_EMAIL}, e proporre reclamo al Garante per la protezione dei dati personali.`,
          )}${p(small('Ultimo aggiornamento: 20 febbraio 2025'))}`,
        ),
      ),
    ]),
  ],
};

export const graspoLegalPages: GraspoPage[] = [condizioni2021, privacy];
