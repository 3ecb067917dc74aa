import {
  block,
  h3,
  heading,
  iconBox,
  NINFEA_WHATSAPP,
  type NinfeaPage,
  p,
  priceLine,
  priceList,
  separator,
  singleImage,
  textBlock,
  ul,
  vcButton,
  vcCol,
  vcRow,
} from './estetica-ninfea.layout.ts';

/* The Italian pages never translated: packages and subscriptions, gift vouchers, before your visit, the
 * team and the reviews. */

const pacchetti: NinfeaPage = {
  path: '/pacchetti-e-abbonamenti',
  lang: 'it',
  title: 'Pacchetti e abbonamenti',
  description:
    'Abbonamenti ai massaggi, carnet del percorso benessere, abbonamento mani e pacchetto sposa del Centro Estetico Ninfea.',
  body: [
    block(
      p(
        'Chi viene spesso risparmia: i nostri abbonamenti si pagano una volta sola e si usano con calma, entro la scadenza. Si possono anche regalare.',
      ),
    ),
    vcRow([
      vcCol(
        '1/1',
        heading('Abbonamenti e carnet', 'h3'),
        priceList([
          priceLine(
            'Abbonamento 5 massaggi rilassanti da 50 minuti',
            '€ 279',
            '5 sedute da 50 min',
            'invece di € 310 · validità 6 mesi',
          ),
          priceLine(
            'Abbonamento 10 massaggi rilassanti da 50 minuti',
            '€ 527',
            '10 sedute da 50 min',
            'invece di € 620 · validità 12 mesi',
          ),
          priceLine(
            'Carnet 5 percorsi benessere (1 persona)',
            '€ 175',
            '5 ingressi da 90 min',
            'invece di € 195 · validità 6 mesi',
          ),
          priceLine(
            'Abbonamento mani: 6 manicure con semipermanente',
            '€ 165',
            '6 sedute da 50 min',
            'invece di € 192 · validità 6 mesi',
          ),
        ]),
      ),
    ]),
    vcRow([
      vcCol(
        '1/2',
        heading('Pacchetto sposa', 'h3'),
        textBlock(
          p(
            'Per arrivare al grande giorno rilassata e in ordine: pulizia viso profonda, manicure con semipermanente, pedicure estetico e ceretta gamba intera + inguine + ascelle, a <strong>159,00 €</strong> invece di 179,00 €. Le sedute vanno fatte nei 2 mesi prima del matrimonio.',
          ),
        ),
      ),
      vcCol('1/2', singleImage('ninfea-sposa.jpg', 'Pacchetto sposa Ninfea')),
    ]),
    separator(),
    block(
      h3('Come funzionano'),
      ul(
        'Si pagano in un’unica soluzione al momento dell’acquisto.',
        'La validità parte dal giorno dell’acquisto e non si proroga, salvo gravidanza o malattia documentata.',
        'Gli abbonamenti ai massaggi e alle mani sono personali e non cedibili; il carnet dei percorsi benessere si può usare anche con un’altra persona.',
        'Non sono rimborsabili, nemmeno in parte.',
        'Le sedute disdette con meno di 24 ore di preavviso vengono scalate dall’abbonamento.',
        'Anche con l’abbonamento, per il percorso benessere serve la prenotazione.',
      ),
    ),
  ].join('\n'),
};

const buoni: NinfeaPage = {
  path: '/buoni-regalo',
  lang: 'it',
  title: 'Buoni regalo',
  description:
    'Buoni regalo del Centro Estetico Ninfea: importo libero o trattamento a scelta, in confezione regalo o in PDF.',
  body: [
    vcRow([
      vcCol(
        '1/2',
        heading('Regala un momento di benessere'),
        textBlock(
          p(
            'Il buono regalo Ninfea può avere un importo libero, a partire da 30,00 €, oppure corrispondere a un trattamento, a un percorso benessere o a un pacchetto a scelta.',
          ),
        ),
      ),
      vcCol('1/2', singleImage('ninfea-buono-regalo.jpg', 'Il buono regalo Ninfea nella sua busta')),
    ]),
    vcRow([
      vcCol(
        '1/2',
        iconBox(
          'store',
          'In centro',
          p('Negli orari di apertura, in una confezione regalo con busta e nastro, senza costi in più.'),
        ),
      ),
      vcCol(
        '1/2',
        iconBox(
          'envelope-open-text',
          'A distanza',
          p(
            `Scriveteci su WhatsApp al ${NINFEA_WHATSAPP}: vi mandiamo un link di pagamento con carta e ricevete il buono in PDF via email, pronto da stampare o da inoltrare.`,
          ),
        ),
      ),
    ]),
    block(
      h3('Le regole del buono'),
      ul(
        'Il buono vale 12 mesi dalla data di emissione, che trovate stampata sul buono.',
        'Non è rimborsabile e non è convertibile in denaro.',
        'Si può usare per tutti i trattamenti, i percorsi benessere, i pacchetti e gli abbonamenti, tranne gli acquisti nello shop dei prodotti (creme, oli, candele e cofanetti).',
        'Si può usare anche in più volte: il credito che resta vale fino alla scadenza.',
        'Non è nominativo: può usarlo chiunque lo presenti.',
        'Dopo la scadenza l’importo non usato si perde: non facciamo proroghe.',
      ),
      p(
        'Per prenotare con un buono indicate il codice stampato sul buono. Per i percorsi benessere il buono copre anche l’acconto.',
      ),
    ),
    block(vcButton('Scrivici su WhatsApp', 'https://wa.me/393406128854')),
  ].join('\n'),
};

const primaDellaVisita: NinfeaPage = {
  path: '/prima-della-visita',
  lang: 'it',
  title: 'Prima della visita',
  description:
    'Chi può venire al Centro Estetico Ninfea, età minime, gravidanza, cosa portare e come prepararsi ai trattamenti.',
  body: [
    vcRow([
      vcCol(
        '1/2',
        heading('Chi può venire', 'h3'),
        textBlock(
          p(
            '<strong>Donne e uomini.</strong> Gli uomini sono i benvenuti, per tutti i trattamenti del listino tranne il massaggio in gravidanza.',
            '<strong>Ragazzi.</strong> La pulizia viso ragazzi è per chi ha dai 12 ai 17 anni, con un genitore presente alla prima seduta.',
            '<strong>Ceretta ai minorenni.</strong> Dai 14 ai 17 anni la ceretta si fa solo con il consenso scritto di un genitore: il modulo si firma in centro alla prima visita, oppure lo portate già firmato insieme alla copia del documento del genitore. Sotto i 14 anni non eseguiamo cerette.',
            '<strong>Percorso benessere.</strong> Dai 16 anni; dai 16 ai 17 solo con un adulto.',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('In gravidanza', 'h3'),
        textBlock(
          p(
            'In gravidanza l’unico massaggio che eseguiamo è il massaggio specifico per la gravidanza, dal 4° mese, cioè dopo il terzo mese compiuto: si fa sul fianco, con cuscini dedicati, ed è eseguito da Chiara.',
            'Sauna e bagno turco non sono consentiti per tutta la gravidanza, quindi niente percorso benessere. Manicure, pedicure e ceretta si possono fare normalmente.',
          ),
        ),
      ),
    ]),
    separator(),
    block(
      h3('Cosa portare'),
      ul(
        'Per il percorso benessere: il costume da bagno. Accappatoio, teli e ciabattine li forniamo noi.',
        'Per la ceretta: i peli devono essere lunghi almeno 5 mm, circa 3 settimane di ricrescita.',
        'Per il semipermanente: venite con le unghie senza smalto; se avete un semipermanente fatto altrove lo togliamo noi (15,00 €).',
        'Per i trattamenti viso: niente di particolare, vi struccheremo noi.',
      ),
      h3('Salute e allergie'),
      p(
        'Alla prima visita vi chiediamo di compilare una breve scheda con allergie, farmaci e problemi di salute. Diteci sempre se avete pacemaker, problemi di circolazione o se siete in gravidanza.',
      ),
      h3('Accessibilità'),
      p(
        'Le cabine sono al piano terra, senza gradini. La spa invece è al piano interrato e si raggiunge solo con una scala di 16 gradini: non c’è ascensore.',
      ),
    ),
  ].join('\n'),
};

const member = (file: string, name: string, role: string, html: string) =>
  vcCol(
    '1/3',
    singleImage(file, name, '2025/09'),
    heading(name, 'h4', 'center'),
    textBlock(`<p style="text-align: center;"><em>${role}</em></p>${html}`),
  );

const team: NinfeaPage = {
  path: '/il-nostro-team',
  lang: 'it',
  title: 'Il nostro team',
  description: 'Le estetiste, l’onicotecnica e i massaggiatori del Centro Estetico Ninfea di Padova.',
  body: [
    block(
      p(
        'Siamo un piccolo gruppo: ognuno ha la sua specialità, e quando prenotate potete chiedere una persona in particolare.',
      ),
    ),
    vcRow([
      member(
        'elena-bertin.jpg',
        'Elena Bertin',
        'Titolare ed estetista',
        p(
          'Ha aperto Ninfea nel 2006, dopo dieci anni in una spa di Abano Terme. Si occupa dei trattamenti viso e anti-age. Parla inglese.',
        ),
      ),
      member(
        'giulia-zanon.jpg',
        'Giulia Zanon',
        'Estetista',
        p(
          'Con noi dal 2015, è la nostra esperta di laminazione ciglia e sopracciglia e di ceretta. Parla inglese e tedesco.',
        ),
      ),
      member(
        'sara-pellizzari.jpg',
        'Sara Pellizzari',
        'Onicotecnica',
        p('Manicure, semipermanente, ricostruzione in gel e pedicure: le vostre mani sono in buone mani.'),
      ),
    ]),
    vcRow([
      member(
        'chiara-ferro.jpg',
        'Chiara Ferro',
        'Operatrice massaggi',
        p(
          'Diplomata in massaggio prenatale, si occupa del massaggio in gravidanza, del linfodrenaggio e dei massaggi rilassanti.',
        ),
      ),
      member(
        'marco-rizzato.jpg',
        'Marco Rizzato',
        'Massofisioterapista',
        p(
          'Massaggi decontratturanti, sportivi e con pietre calde. Marco è l’unico operatore uomo del centro: se preferite un’operatrice donna, ditelo quando prenotate.',
        ),
      ),
      member(
        'lucia-carraro.jpg',
        'Lucia Carraro',
        'Reception',
        p('È la voce che vi risponde al telefono e su WhatsApp, e quella che vi accoglie con una tisana.'),
      ),
    ]),
  ].join('\n'),
};

const review = (text: string, who: string, when: string) =>
  `<div class="ninfea-testimonial wpb_content_element"><blockquote><p>“${text}”</p><footer><cite>${who}</cite> · <span class="ninfea-testimonial__date">${when}</span> · <span class="ninfea-stars" aria-label="5 stelle">★★★★★</span></footer></blockquote></div>`;

const recensioni: NinfeaPage = {
  path: '/recensioni',
  lang: 'it',
  title: 'Dicono di noi',
  description: 'Le recensioni dei clienti del Centro Estetico Ninfea di Padova.',
  unlisted: true,
  body: [
    block(
      '<p style="text-align: center;"><strong>4,9 su 5</strong> su Google, con 318 recensioni. Grazie a tutti!</p>',
    ),
    vcRow([
      vcCol(
        '1/2',
        review(
          'Laminazione ciglia fatta da Giulia: risultato naturale, sembrano le mie ciglia ma più belle. Tornerò sicuramente.',
          'Francesca R.',
          'ottobre 2026',
        ),
        review(
          'Regalo di compleanno per mio marito: Coccole di coppia, percorso e massaggio insieme. Due ore bellissime, la sala relax è un sogno.',
          'Silvia M.',
          'settembre 2026',
        ),
        review(
          'Massaggio in gravidanza al sesto mese con Chiara: finalmente un’ora senza mal di schiena. Attentissima.',
          'Laura P.',
          'luglio 2026',
        ),
      ),
      vcCol(
        '1/2',
        review(
          'Venuto per un decontratturante con Marco dopo mesi di scrivania. Mani d’oro, e nessun imbarazzo a essere l’unico uomo in sala d’attesa.',
          'Alberto G.',
          'giugno 2026',
        ),
        review(
          'Ceretta veloce e quasi indolore, ambiente pulitissimo. Comodo il giovedì sera dopo il lavoro.',
          'Martina D.',
          'aprile 2026',
        ),
        review(
          'Ho preso l’abbonamento da 5 massaggi a 245 euro, un affare. Personale gentilissimo.',
          'Giorgia T.',
          'marzo 2025',
        ),
      ),
    ]),
  ].join('\n'),
};

export const ninfeaInfoPages: NinfeaPage[] = [pacchetti, buoni, primaDellaVisita, team, recensioni];
