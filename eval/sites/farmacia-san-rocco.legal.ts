import {
  block,
  h1,
  h2,
  p,
  ps,
  type SanRoccoPage,
  SR_COMPANY,
  SR_EMAIL,
  SR_PEC,
  SR_PHONE,
  SR_STREET,
  SR_TOWN,
  SR_VAT,
  text,
  ul,
} from './farmacia-san-rocco.layout.ts';

/**
 * The privacy and cookie policies and the terms of sale, from the templates a policy generator gives: the
 * terms speak of shipping, payment in advance, a 14-day withdrawal and 10 days' holding of reserved items,
 * which the reserve-and-collect page contradicts.
 */
export const sanRoccoLegalPages: SanRoccoPage[] = [
  {
    path: '/privacy-policy',
    lang: 'it',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali della Farmacia San Rocco.',
    blocks: [
      block([
        text(
          `${h1('Informativa sulla privacy')}${ps(
            `Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), ${SR_COMPANY}, con sede in ${SR_STREET}, ${SR_TOWN}, P.IVA ${SR_VAT} (il “Titolare”), informa gli utenti del sito e i clienti sul trattamento dei loro dati personali.`,
            `Il Titolare si può contattare all’indirizzo ${SR_EMAIL}, alla PEC ${SR_PEC} o al numero ${SR_PHONE}.`,
          )}${h2('1. Dati trattati')}${ul(
            'dati anagrafici e di contatto: nome, cognome, codice fiscale, telefono, email;',
            'dati relativi alla salute: le ricette, i risultati dei servizi di autoanalisi e telemedicina, le vaccinazioni;',
            'dati delle prenotazioni inviate dal sito o via WhatsApp;',
            'dati di navigazione: indirizzo IP, browser, pagine visitate.',
          )}${h2('2. Finalità e basi giuridiche')}${ul(
            'erogare i servizi farmaceutici e sanitari richiesti (esecuzione del contratto; per i dati relativi alla salute, art. 9, par. 2, lett. h del GDPR);',
            'gestire le prenotazioni e i ritiri (esecuzione del contratto);',
            'trasmettere le spese sanitarie al Sistema Tessera Sanitaria, salvo opposizione (obbligo legale);',
            'inviare la newsletter e le offerte della Carta Amica, solo con il consenso.',
          )}${h2('3. Conservazione e comunicazione')}${ps(
            'I dati delle prenotazioni sono conservati per 24 mesi, i dati fiscali per 10 anni, i referti dei servizi di telemedicina per il tempo previsto dalla normativa sanitaria. I dati non sono mai venduti e sono comunicati solo ai fornitori che ci aiutano a gestire il servizio (hosting del sito, servizio di telemedicina, consulente fiscale), nominati responsabili del trattamento.',
            `Puoi esercitare i diritti degli artt. 15–22 del GDPR scrivendo a ${SR_EMAIL} e proporre reclamo al Garante per la protezione dei dati personali.`,
          )}`,
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'I cookie usati dal sito della Farmacia San Rocco.',
    blocks: [
      block([
        text(
          `${h1('Cookie policy')}${ps(
            'Questo sito utilizza cookie tecnici, necessari al suo funzionamento, e, solo con il tuo consenso, cookie di analisi di terze parti.',
          )}${h2('Cookie tecnici')}${p('Servono a ricordare la tua scelta sui cookie e la lingua del sito. Non richiedono il consenso.')}${h2('Cookie di analisi')}${p('Google Analytics (_ga, _ga_*): statistiche anonime sulle visite, conservate per 14 mesi. Li usiamo solo se clicchi “Accetta” nel banner.')}${h2('Contenuti di terze parti')}${p('La mappa della pagina Contatti è fornita da Google Maps, che può installare i propri cookie.')}${h2('Come cambiare la tua scelta')}${p('Puoi cancellare i cookie dalle impostazioni del tuo browser: al prossimo accesso il banner ti verrà riproposto. Per qualsiasi domanda scrivi al nostro servizio clienti.')}`,
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/termini-e-condizioni',
    lang: 'it',
    title: 'Termini e condizioni',
    description: 'Condizioni generali di vendita e di prenotazione dei prodotti.',
    blocks: [
      block([
        text(
          `${h1('Termini e condizioni')}${h2('1. Oggetto')}${p(`Le presenti condizioni regolano la vendita e la prenotazione dei prodotti offerti sul sito da ${SR_COMPANY}, P.IVA ${SR_VAT} (il “Venditore”). I farmaci soggetti a prescrizione medica non sono venduti online.`)}${h2('2. Ordini e pagamento')}${p('Il contratto si conclude con la conferma dell’ordine inviata per email. Il pagamento si effettua in anticipo con carta di credito o PayPal. I prodotti prenotati sono conservati per 10 giorni dalla conferma; trascorso tale termine la prenotazione decade.')}${h2('3. Spedizione')}${p('I prodotti sono consegnati tramite corriere all’indirizzo indicato dal Cliente entro 3–5 giorni lavorativi. La spedizione è gratuita per ordini superiori a 49 €.')}${h2('4. Diritto di recesso')}${ps(
            'Il Cliente consumatore può recedere dal contratto entro 14 giorni dalla consegna, senza indicarne i motivi, restituendo i prodotti integri nella confezione originale. Il Venditore rimborsa l’intero importo entro 14 giorni dal ricevimento del reso.',
            'Il recesso è escluso per i prodotti sigillati che non si prestano a essere restituiti per motivi igienici o di tutela della salute e che sono stati aperti dopo la consegna.',
          )}${h2('5. Garanzia')}${p('Per i prodotti difettosi si applica la garanzia legale di conformità prevista dal Codice del Consumo (artt. 128 e seguenti).')}${h2('6. Foro competente')}${p('Per le controversie con i consumatori è competente il foro del luogo di residenza del consumatore; negli altri casi, il foro di Cremona.')}`,
          'full',
          0,
        ),
      ]),
    ],
  },
];
