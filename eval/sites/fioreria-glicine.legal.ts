import {
  GLICINE_EMAIL,
  GLICINE_OWNER,
  GLICINE_STREET,
  GLICINE_TOWN,
  GLICINE_VAT,
  type GlicinePage,
  gap,
  line,
  staticPage,
} from './fioreria-glicine.layout.ts';

/**
 * The terms of sale, linked from the footer: a 2021 template for florists pasted into a page and never
 * revised. Its deliveries Monday to Saturday, same-day cut-off at 11:00, deliveries abroad through partner
 * florists, 48 hours to cancel, cheques, and 6-month subscriptions with 60 days' notice contradict the
 * shop's own pages.
 */
export const glicineLegalPages: GlicinePage[] = [
  {
    path: '/p/condizioni-di-vendita.html',
    lang: 'it',
    kind: 'page',
    title: 'Condizioni di vendita',
    description: 'Condizioni generali di vendita e informativa sulla privacy.',
    blog: staticPage({
      id: '1460328875190344612',
      title: 'Condizioni di vendita',
      body: `${line('<i>Ultimo aggiornamento: 10 marzo 2021</i>')}
${gap}
${line(
  '<b>1. Venditore</b>',
  `Le presenti condizioni generali regolano le vendite di ${GLICINE_OWNER}, con sede in ${GLICINE_STREET}, ${GLICINE_TOWN}, P.IVA ${GLICINE_VAT} (di seguito “il Venditore”).`,
  '<b>2. Ordini</b>',
  'Gli ordini possono essere effettuati in negozio, per telefono, per email o tramite il sito. L&#39;ordine si intende accettato al ricevimento del pagamento.',
  '<b>3. Consegne</b>',
  'Le consegne sono effettuate dal lunedì al sabato. Per la consegna in giornata l&#39;ordine deve pervenire entro le ore 11:00. Le spese di consegna sono indicate al momento dell&#39;ordine.',
  'Il Venditore effettua consegne anche nel resto d&#39;Italia e all&#39;estero tramite una rete di fioristi partner; in questo caso la composizione può differire da quella ordinata secondo la disponibilità dei fiori.',
  '<b>4. Annullamento</b>',
  'Il Cliente può annullare l&#39;ordine senza spese fino a 48 ore prima della consegna. Gli annullamenti successivi non danno diritto ad alcun rimborso.',
  '<b>5. Pagamenti</b>',
  'Sono accettati contanti, assegni, bonifico bancario e carte di pagamento.',
  '<b>6. Abbonamenti</b>',
  'I contratti di abbonamento hanno una durata minima di 6 mesi e si rinnovano tacitamente; la disdetta va comunicata con 60 giorni di preavviso.',
  '<b>7. Reclami</b>',
  'Eventuali reclami sulla qualità dei fiori devono essere comunicati entro 24 ore dalla consegna, allegando una fotografia.',
  '<b>8. Diritto di recesso</b>',
  'Ai sensi dell&#39;art. 59 del Codice del Consumo, il diritto di recesso è escluso per i beni deperibili come fiori e piante.',
  '<b>9. Foro competente</b>',
  'Per ogni controversia è competente il Foro di Parma.',
)}
${gap}
${line(
  '<a name="privacy"></a><b>Privacy e cookie</b>',
  `Titolare del trattamento è ${GLICINE_OWNER}. I dati forniti per gli ordini (nome, indirizzo di consegna, telefono) sono usati solo per eseguire l&#39;ordine e per gli obblighi fiscali e sono conservati per 10 anni. Per chiedere l&#39;accesso, la rettifica o la cancellazione dei dati scrivete a ${GLICINE_EMAIL}.`,
  'Questo sito è ospitato su Blogger, un servizio di Google, che utilizza cookie tecnici e di analisi: maggiori informazioni nell&#39;informativa di Google.',
)}`,
    }),
  },
];
