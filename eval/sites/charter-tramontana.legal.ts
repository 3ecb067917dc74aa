import {
  block,
  bold,
  d,
  heading,
  list,
  one,
  size,
  subtitle,
  TR_COMPANY,
  TR_EMAIL,
  TR_STREET,
  TR_TOWN,
  TR_VAT,
  type TramontanaPage,
  text,
} from './charter-tramontana.layout.ts';

/**
 * The legal pages, only in Italian: the charter terms in force for 2027 (the contract: down payment and
 * balance, the cancellation scale, the deposit by credit card only, check-in and check-out, the licence, the
 * sailing area with no night sailing and Corsica only with a skipper, the wind limit, fuel, no animals, no
 * smoking below deck, no refund for days lost to the weather); the 2021 terms pasted from a template and
 * labelled as the archived version, still linked as "Condizioni generali" from the footer (the old address in
 * Via Principe Umberto, 50% and 50%, a full refund up to 60 days, a 1.500 € deposit in cash or by card,
 * check-in at 18:00 and check-out at 8:00, pets for 100 €, Corsica with notice, a 160 € skipper); and the
 * privacy and cookie policy.
 */

const condizioni: TramontanaPage = {
  path: '/condizioni-di-noleggio',
  lang: 'it',
  title: 'Condizioni di noleggio 2027',
  description:
    'Condizioni di noleggio 2027 di Tramontana Charter: prenotazione, pagamento, cancellazione, cauzione, imbarco e sbarco, area di navigazione, carburante, animali e meteo.',
  blocks: [
    block(
      [
        one(
          heading('Condizioni di noleggio', 1),
          subtitle(d('In vigore dal 1° ottobre 2026 per tutti i noleggi della stagione 2027.')),
          text(
            `${d(
              `Il contratto di noleggio è stipulato tra ${TR_COMPANY}, ${TR_STREET}, ${TR_TOWN}, P.IVA ${TR_VAT} (di seguito “Tramontana”) e il cliente che firma la conferma di prenotazione.`,
            )}<h2>1. Prenotazione e pagamento</h2>${list(
              'La prenotazione è confermata al ricevimento dell’acconto del 40% del prezzo del noleggio.',
              'Il saldo va versato entro 30 giorni dalla data d’imbarco. Per le prenotazioni fatte a meno di 30 giorni dall’imbarco si paga tutto subito.',
              'Si paga con bonifico bancario o con carta di credito.',
            )}<h2>2. Cancellazione da parte del cliente</h2>${list(
              'Fino a 90 giorni prima dell’imbarco: restituiamo l’acconto, trattenendo 150 € di spese.',
              'Da 89 a 30 giorni prima: l’acconto non viene restituito.',
              'Meno di 30 giorni prima, o in caso di mancato imbarco: è dovuto l’intero prezzo, salvo che la settimana venga noleggiata ad altri.',
            )}<h2>3. Cauzione</h2>${d(
              'All’imbarco il cliente lascia una cauzione di 2.000 € per i monoscafi e di 3.500 € per i catamarani, con preautorizzazione sulla carta di credito intestata al comandante.',
              'Non si accettano contanti, carte di debito o carte prepagate. Con l’assicurazione riduzione cauzione la cauzione è di 500 € (monoscafi) o 800 € (catamarani).',
            )}<h2>4. Imbarco e sbarco</h2>${d(
              'Imbarco il sabato dalle 17:00, sbarco il sabato entro le 9:00. La barca rientra alla base di Porto Rotondo entro le 18:00 del venerdì per il rifornimento e il controllo.',
              'Per il ritardo nella riconsegna addebitiamo 200 € per ogni ora o frazione.',
            )}<h2>5. Comandante e patente</h2>${d(
              'Nel noleggio senza skipper il comandante deve avere la patente nautica per la vela o un titolo straniero equivalente, e almeno 18 anni.',
              'Nel noleggio con skipper la barca è condotta dallo skipper di Tramontana e al cliente non è richiesta alcuna patente.',
            )}<h2>6. Area di navigazione</h2>${list(
              'Costa nord-orientale della Sardegna e Arcipelago di La Maddalena.',
              'La navigazione verso la Corsica (Bonifacio, Isole Lavezzi) è consentita solo con lo skipper di Tramontana.',
              'Senza skipper non è consentita la navigazione notturna, dal tramonto all’alba.',
              'Con vento previsto superiore a forza 6 la barca non deve lasciare il porto o il ridosso in cui si trova.',
            )}<h2>7. Carburante</h2>${d(
              'La barca è consegnata con il pieno e va riconsegnata con il pieno. Altrimenti addebitiamo il carburante mancante al prezzo del distributore, più 30 € per il servizio.',
            )}<h2>8. Animali e fumo</h2>${d(
              'Non sono ammessi animali a bordo. È vietato fumare sottocoperta.',
            )}<h2>9. Meteo</h2>${d(
              'Se all’imbarco la Capitaneria di Porto vieta l’uscita, la partenza è rinviata fino al miglioramento del tempo, e il cliente può dormire a bordo in marina.',
              'Non sono previsti rimborsi per le giornate perse a causa del maltempo.',
            )}<h2>10. Foro competente</h2>${d('Per ogni controversia è competente il foro di Tempio Pausania.')}`,
          ),
        ),
      ],
      { name: 'series-3-text' },
    ),
  ],
};

const condizioni2021: TramontanaPage = {
  path: '/condizioni-generali-2021',
  lang: 'it',
  title: 'Condizioni generali di noleggio (versione 2021)',
  description: 'Condizioni generali di noleggio di imbarcazioni da diporto, versione 2021.',
  blocks: [
    block(
      [
        one(
          heading('Condizioni generali di noleggio', 1),
          text(
            d(
              size(
                18,
                bold(
                  'ARCHIVIO – Versione 2021 (modello standard), non più in vigore. Ultima revisione: 12 febbraio 2021.',
                ),
              ),
              'Per i noleggi 2027 valgono le Condizioni di noleggio 2027.',
            ),
          ),
          text(
            `${d(
              `Le presenti condizioni generali regolano il noleggio di unità da diporto offerte da ${TR_COMPANY}, con sede in Via Principe Umberto 41, 07026 Olbia (SS), P.IVA ${TR_VAT} (di seguito “il Noleggiante”).`,
            )}${list(
              'Art. 1 – All’atto della prenotazione il Cliente versa il 50% del corrispettivo; il restante 50% entro 30 giorni dall’imbarco.',
              'Art. 2 – In caso di recesso del Cliente fino a 60 giorni prima dell’imbarco le somme versate sono interamente restituite; da 59 a 30 giorni prima è restituito il 50%.',
              'Art. 3 – All’imbarco il Cliente versa una cauzione di 1.500 €, in contanti, con carta di credito o con bancomat.',
              'Art. 4 – L’imbarco avviene il sabato dalle ore 18:00; lo sbarco entro le ore 8:00 del sabato successivo.',
              'Art. 5 – Sono ammessi animali domestici, previa comunicazione, con un supplemento di 100 € per la pulizia.',
              'Art. 6 – La navigazione in Corsica è consentita previa comunicazione al Noleggiante.',
              'Art. 7 – Il servizio di skipper, se richiesto, è di 160 € al giorno.',
              'Art. 8 – Il carburante mancante alla riconsegna è addebitato a 2,50 € al litro.',
              'Art. 9 – La pulizia finale è di 120 €.',
              'Art. 10 – Per ogni controversia è competente il foro di Tempio Pausania.',
            )}`,
          ),
        ),
      ],
      { name: 'series-3-text' },
    ),
  ],
};

const privacy: TramontanaPage = {
  path: '/privacy-e-cookie',
  lang: 'it',
  title: 'Privacy e cookie',
  description: 'Informativa sul trattamento dei dati personali e sui cookie di Tramontana Charter.',
  blocks: [
    block(
      [
        one(
          heading('Privacy e cookie', 1),
          text(
            `${d(
              `Titolare del trattamento è ${TR_COMPANY}, ${TR_STREET}, ${TR_TOWN}, P.IVA ${TR_VAT}, email ${TR_EMAIL}.`,
            )}${list(
              'Trattiamo i dati che ci inviate con i moduli del sito, per email o su WhatsApp, e i dati necessari per i contratti di noleggio, le gite e i corsi (compresa la lista equipaggio richiesta dalle autorità marittime).',
              'Conserviamo le richieste di preventivo per 12 mesi e i dati fiscali per 10 anni.',
              'Il sito è realizzato con Weblium, che usa cookie tecnici; i cookie di statistica di Google Analytics si attivano solo con il vostro consenso.',
            )}${d(
              `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati scrivendo a ${TR_EMAIL}, e proporre reclamo al Garante per la protezione dei dati personali.`,
              'Ultimo aggiornamento: 3 marzo 2025.',
            )}`,
          ),
        ),
      ],
      { name: 'series-3-text' },
    ),
  ],
};

export const tramontanaLegalPages: TramontanaPage[] = [condizioni, condizioni2021, privacy];
