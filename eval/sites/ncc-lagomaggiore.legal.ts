import {
  block,
  heading,
  NCC_COMPANY,
  NCC_LICENCE,
  NCC_STREET,
  NCC_TOWN,
  NCC_VAT,
  type NccPage,
  text,
} from './ncc-lagomaggiore.layout.ts';

/**
 * The general terms and the privacy notice, linked from the footer: a 2021 template for NCC companies pasted
 * into a text element and never revised. Its 30% deposit, 25% night surcharge from 21:00, 30 minutes of free
 * waiting, 48 hours' notice, cash-only payment, € 10 child seats and pets in carriers contradict the
 * conditions of service and the price pages.
 */
export const nccLegalPages: NccPage[] = [
  {
    path: '/termini-e-condizioni',
    lang: 'it',
    title: 'Termini e condizioni',
    description: 'Condizioni generali di servizio e informativa sulla privacy.',
    sections: [
      block([
        heading('Termini e condizioni generali', 'h1'),
        text(`<p><i>Ultimo aggiornamento: 15 febbraio 2021</i></p>
<p><b>1. Oggetto</b></p>
<p>Le presenti condizioni generali regolano i servizi di noleggio con conducente forniti da ${NCC_COMPANY} (di seguito “il Vettore”), con sede in ${NCC_STREET}, ${NCC_TOWN}, P.IVA ${NCC_VAT}, titolare dell’autorizzazione NCC n. ${NCC_LICENCE} rilasciata dal Comune di Stresa.</p>
<p><b>2. Prenotazione</b></p>
<p>La prenotazione si intende confermata con il versamento di una caparra pari al 30% dell’importo del servizio.</p>
<p><b>3. Tariffe</b></p>
<p>Le tariffe sono indicate IVA inclusa. Per i servizi con partenza tra le 21:00 e le 7:00 si applica una maggiorazione del 25%.</p>
<p><b>4. Attesa</b></p>
<p>Negli aeroporti sono compresi 30 minuti di attesa gratuita dall’orario previsto di arrivo del volo; ogni ora di attesa successiva è addebitata € 40.</p>
<p><b>5. Annullamento</b></p>
<p>Il Cliente può annullare il servizio senza penali fino a 48 ore prima del servizio. In caso di annullamento successivo o di mancata presentazione è dovuto l’intero importo.</p>
<p><b>6. Pagamento</b></p>
<p>Il pagamento avviene esclusivamente in contanti o con bonifico bancario anticipato.</p>
<p><b>7. Minori</b></p>
<p>Su richiesta sono disponibili seggiolini per bambini al costo di € 10 ciascuno.</p>
<p><b>8. Animali</b></p>
<p>Sono ammessi animali domestici di piccola taglia, purché nel trasportino.</p>
<p><b>9. Bagagli</b></p>
<p>Ogni passeggero ha diritto a un bagaglio di dimensioni standard. I bagagli eccedenti sono soggetti a supplemento.</p>
<p><b>10. Responsabilità</b></p>
<p>Il Vettore non risponde di ritardi dovuti a traffico, condizioni meteorologiche, incidenti o altre cause di forza maggiore, né della perdita di coincidenze.</p>
<p id="privacy"><b>11. Informativa sulla privacy</b></p>
<p>Titolare del trattamento è ${NCC_COMPANY}. I dati personali forniti tramite i moduli del sito, per email o per telefono sono trattati per gestire le prenotazioni, emettere i documenti fiscali e adempiere agli obblighi di legge, e sono conservati per 10 anni. Il sito è ospitato sulla piattaforma Zoho Sites di Zoho Corporation, che tratta i dati come responsabile del trattamento.</p>
<p>L’interessato può chiedere l’accesso, la rettifica o la cancellazione dei propri dati scrivendo a privacy@ncc-lagomaggiore.test, e può proporre reclamo al Garante per la protezione dei dati personali. Il sito usa cookie tecnici e, previo consenso, cookie analitici di Google Analytics.</p>
<p><b>12. Foro competente</b></p>
<p>Per ogni controversia è competente il Foro di Verbania.</p>`),
      ]),
    ],
  },
];
