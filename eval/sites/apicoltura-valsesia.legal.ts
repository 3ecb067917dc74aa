import {
  block,
  h1,
  h2,
  p,
  ps,
  text,
  ul,
  type ZanettaPage,
  ZN_COMPANY,
  ZN_EMAIL,
  ZN_STREET,
  ZN_TOWN,
  ZN_VAT,
} from './apicoltura-valsesia.layout.ts';

/**
 * The privacy and cookie policy, and the terms of sale pasted from a template when the online shop opened in 2021
 * and never revised, labelled as the 2021 version: shipping abroad including Switzerland, SDA within 5 working
 * days, € 6,90 and free over € 49, cash on delivery at € 4,00, 30 days to withdraw, damage reported within 8 days.
 */
const privacy: ZanettaPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy e cookie',
  description: 'Informativa sul trattamento dei dati personali e sui cookie di Apicoltura Zanetta.',
  blocks: [
    block([
      text(
        `${h1('Privacy e cookie')}${p(`Titolare del trattamento è ${ZN_COMPANY}, ${ZN_STREET}, ${ZN_TOWN}, P.IVA ${ZN_VAT}, email ${ZN_EMAIL}.`)}${h2('Quali dati trattiamo')}${ul(
          'I dati che ci inviate con i moduli del sito, per email o su WhatsApp: nome, email, telefono e il contenuto del messaggio.',
          'I dati degli ordini del negozio online: nome, indirizzo di spedizione e di fatturazione, email, telefono. I dati di pagamento li tratta direttamente il gestore dei pagamenti.',
          'I dati delle prenotazioni delle visite e delle adozioni.',
        )}${h2('Perché li trattiamo')}${ps(
          'Per rispondere alle richieste, gestire ordini, spedizioni, prenotazioni e adozioni, e rispettare gli obblighi fiscali. Vi mandiamo la newsletter solo se vi siete iscritti.',
        )}${h2('Per quanto tempo')}${ps(
          'Le richieste di informazioni per 12 mesi; i dati degli ordini e delle fatture per 10 anni, come chiede la legge.',
        )}${h2('Cookie')}${ps(
          'Il sito è realizzato con Hostinger Website Builder, che usa cookie tecnici necessari al funzionamento e al carrello. I cookie di statistica (Google Analytics) si attivano solo se li accettate dal banner.',
        )}${h2('I vostri diritti')}${ps(
          `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati, la limitazione del trattamento o la portabilità, e opporvi al trattamento, scrivendo a ${ZN_EMAIL}. Potete proporre reclamo al Garante per la protezione dei dati personali.`,
        )}${p('Ultimo aggiornamento: 3 marzo 2025', 'body-small')}`,
        [1, 2, 12, 10],
      ),
    ]),
  ],
};

const condizioni: ZanettaPage = {
  path: '/condizioni-di-vendita',
  lang: 'it',
  title: 'Condizioni generali di vendita',
  description: 'Condizioni generali di vendita del negozio online di Apicoltura Zanetta.',
  blocks: [
    block([
      text(
        `${h1('Condizioni generali di vendita')}${p('Versione 2021 (modello standard) – ultimo aggiornamento 10 marzo 2021', 'body-small')}${ps(
          `Le presenti condizioni regolano la vendita a distanza dei prodotti di ${ZN_COMPANY} (di seguito “il Venditore”), ${ZN_STREET}, ${ZN_TOWN}, P.IVA ${ZN_VAT}, tramite il sito internet.`,
        )}${h2('1. Prezzi')}${ps(
          'I prezzi sono espressi in euro e comprendono l’IVA. Le spese di spedizione sono indicate a parte, prima della conferma dell’ordine.',
        )}${h2('2. Consegna')}${ps(
          'Il Venditore consegna in Italia e all’estero, compresa la Svizzera. La merce è affidata al corriere SDA entro 5 giorni lavorativi dall’ordine.',
          'Il contributo alle spese di spedizione è di € 6,90 per ordine; la spedizione è gratuita per ordini superiori a € 49.',
        )}${h2('3. Pagamento')}${ps(
          'Il pagamento può essere effettuato con bonifico bancario anticipato, con PayPal o in contrassegno, con un supplemento di € 4,00.',
        )}${h2('4. Diritto di recesso')}${ps(
          'Il Cliente può recedere dal contratto entro 30 giorni dalla consegna, senza indicarne il motivo, restituendo i prodotti integri.',
        )}${h2('5. Danni da trasporto')}${ps(
          'Eventuali danni dovuti al trasporto devono essere segnalati al Venditore entro 8 giorni dalla consegna.',
        )}${h2('6. Foro competente')}${ps('Per ogni controversia è competente il foro di Vercelli.')}`,
        [1, 2, 14, 10],
      ),
    ]),
  ],
};

export const zanettaLegalPages: ZanettaPage[] = [privacy, condizioni];
