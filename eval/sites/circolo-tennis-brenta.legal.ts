import { CTB_CF, CTB_VAT, type CtbPage, classicText, section, text } from './circolo-tennis-brenta.layout.ts';

/**
 * Terms and privacy: a 2021 template for a Webnode e-shop, pasted in when the shop was switched on and never
 * adapted. Its 48 hours' notice, cheques, VAT-exclusive prices, shipping and office hours contradict the club's
 * own pages.
 */
export const ctbLegalPages: CtbPage[] = [
  {
    path: '/termini-e-privacy',
    lang: 'it',
    title: 'Termini e privacy',
    description: 'Condizioni generali di vendita e informativa sulla privacy.',
    sections: [
      section([
        text(
          '<h1>Condizioni generali e informativa privacy</h1>\n<p><em>Ultimo aggiornamento: 12 marzo 2021</em></p>',
        ),
        classicText(`<p><strong>1. Oggetto</strong></p>
<p>Le presenti condizioni generali regolano l’acquisto di prodotti e servizi tramite il sito www.circolo-tennis-brenta.test, gestito da Circolo Tennis &amp; Padel Brenta A.S.D. (di seguito “il Venditore”), C.F. ${CTB_CF}, P.IVA ${CTB_VAT}.</p>
<p><strong>2. Prezzi</strong></p>
<p>Tutti i prezzi indicati sul sito sono da intendersi IVA esclusa, salvo ove diversamente indicato.</p>
<p><strong>3. Prenotazioni e cancellazioni</strong></p>
<p>Il Cliente può annullare la prenotazione di un servizio senza alcuna penale fino a 48 ore prima dell’orario prenotato. In caso di annullamento successivo sarà addebitato il 50% dell’importo.</p>
<p><strong>4. Pagamenti</strong></p>
<p>Il pagamento può essere effettuato in contanti, con assegno bancario o mediante bonifico bancario anticipato.</p>
<p><strong>5. Spedizioni</strong></p>
<p>I prodotti acquistati vengono spediti entro 3-5 giorni lavorativi tramite corriere espresso. Le spese di spedizione sono di € 7,90 e sono gratuite per ordini superiori a € 59.</p>
<p><strong>6. Diritto di recesso</strong></p>
<p>Il Cliente consumatore ha diritto di recedere dal contratto entro 14 giorni dal ricevimento dei prodotti, senza indicarne le ragioni. Il diritto di recesso non si applica ai servizi prenotati per una data determinata.</p>
<p><strong>7. Informativa sulla privacy</strong></p>
<p>Titolare del trattamento è Circolo Tennis &amp; Padel Brenta A.S.D. I dati personali forniti tramite i moduli del sito sono trattati per rispondere alle richieste, gestire le prenotazioni e gli ordini e adempiere agli obblighi di legge, e sono conservati per 10 anni. Il sito utilizza i servizi di Webnode AG come fornitore della piattaforma.</p>
<p>L’interessato può chiedere l’accesso, la rettifica o la cancellazione dei propri dati scrivendo a privacy@circolo-tennis-brenta.test o contattando l’ufficio dal lunedì al venerdì dalle 9:00 alle 18:00, e può proporre reclamo al Garante per la protezione dei dati personali.</p>
<p><strong>8. Foro competente</strong></p>
<p>Per ogni controversia è competente il Foro di Venezia.</p>`),
      ]),
    ],
  },
];
