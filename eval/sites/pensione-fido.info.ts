import {
  a,
  accordion,
  button,
  contactInfo,
  type FidoPage,
  form,
  hero,
  hoursWidget,
  p,
  rt,
  section,
  ul,
} from './pensione-fido.layout.ts';

/** What a guest's family needs to know: hours, health requirements, what to bring, booking and the FAQ. */
export const fidoInfoPages: FidoPage[] = [
  {
    path: '/orari',
    title: 'Orari',
    description:
      'Orari per portare e ritirare cani e gatti alla pensione Fido & Micio, orari dell’ufficio e giorni di chiusura.',
    body: [
      hero('Orari', 'Ufficio, ingressi e ritiri hanno orari diversi: leggete bene!', 'orologio-cascina.jpg'),
      section(
        'content',
        'Ingressi e ritiri degli animali',
        rt(
          p(
            'Potete portare e ritirare il vostro animale solo in queste fasce orarie. Fuori orario i cani sono in uscita o a riposo, e non possiamo fare accettazioni.',
          ),
          ul(
            '**Dal lunedì al sabato:** 8:00–11:00 e 17:00–19:00',
            '**Domenica e festivi:** solo al mattino, 9:00–11:00. La domenica pomeriggio siamo chiusi.',
          ),
          p(
            '**Niente ingressi né ritiri** il 1° gennaio, a Pasqua, il 15 agosto e il 25 dicembre. In questi giorni gli animali ospiti sono accuditi come sempre, ma non si può portare né ritirare nessuno.',
          ),
          p('La pensione è aperta tutto l’anno: non chiudiamo mai, nemmeno ad agosto e durante le feste.'),
        ),
      ),
      section(
        'contact',
        'Ufficio e telefono',
        hoursWidget(
          'Orari dell’ufficio',
          'In ufficio e al telefono per informazioni e prenotazioni. Su WhatsApp rispondiamo anche fuori orario, appena possibile.',
        ),
        contactInfo(),
      ),
      section(
        'content',
        'Asilo e toelettatura',
        rt(
          p(
            `L’${a('asilo per cani', '/asilo-per-cani')} è aperto dal lunedì al venerdì, 7:30–19:00. La ${a('toelettatura', '/toelettatura')} lavora su appuntamento dal martedì al sabato.`,
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/requisiti-sanitari',
    title: 'Requisiti e vaccini',
    description:
      'Vaccinazioni e documenti richiesti per l’ingresso di cani e gatti in pensione e all’asilo, e gli animali che non possiamo ospitare.',
    body: [
      hero(
        'Requisiti e vaccini',
        'Cosa serve per l’ingresso in pensione e all’asilo.',
        'libretto-sanitario.jpg',
      ),
      section(
        'content',
        'Cani',
        rt(
          ul(
            'microchip e iscrizione all’anagrafe canina',
            'vaccinazione polivalente (cimurro, epatite, parvovirosi, leptospirosi) in corso di validità, fatta **almeno 15 giorni prima dell’ingresso**',
            'vaccino contro la tosse dei canili (Bordetella), fatto **almeno 7 giorni prima dell’ingresso**',
            'trattamento antiparassitario contro pulci e zecche in corso',
            'libretto sanitario o passaporto, che teniamo noi per tutto il soggiorno',
          ),
          p('I cuccioli sono accettati dai 4 mesi, a ciclo vaccinale completato.'),
        ),
      ),
      section(
        'content',
        'Gatti',
        rt(
          ul(
            'vaccinazione trivalente (rinotracheite, calicivirosi, panleucopenia), fatta **almeno 15 giorni prima dell’ingresso**',
            'trattamento antipulci in corso',
            'i gatti maschi sopra i 10 mesi devono essere sterilizzati',
            'il test FIV/FeLV non è obbligatorio, ma se lo avete fatto portateci il referto',
          ),
        ),
      ),
      section(
        'content',
        'Chi non possiamo ospitare',
        rt(
          p('Non possiamo ospitare:'),
          ul(
            'femmine in calore: se il calore arriva a ridosso della partenza chiamateci, spostiamo la prenotazione senza penali',
            'cani aggressivi verso le persone o verso gli altri cani, se prima non li abbiamo conosciuti con una **visita di valutazione** (gratuita, su appuntamento, circa 30 minuti)',
            'animali con malattie contagiose in corso',
            'cuccioli sotto i 4 mesi',
          ),
          p('Ospitiamo solo cani e gatti: niente conigli, furetti, uccelli o rettili.'),
          p(
            'Se il vostro animale arriva senza i documenti in regola, purtroppo non possiamo accettarlo, anche se avete già versato la caparra.',
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/cosa-portare',
    title: 'Cosa portare',
    description: 'Cibo, giochi, farmaci: cosa portare (e cosa lasciare a casa) per il soggiorno in pensione.',
    body: [
      hero('Cosa portare', 'La borsa giusta per un soggiorno sereno.', 'borsa-cane.jpg'),
      section(
        'content',
        'Il cibo',
        rt(
          p(
            'Il cibo è compreso nel prezzo: diamo crocchette superpremium per cani e gatti, due pasti al giorno (tre per i cuccioli).',
          ),
          p(
            'Se il vostro animale mangia solo il suo cibo o segue una dieta, **portatelo voi**: crocchette o umido in scatola, nella confezione originale, per tutti i giorni del soggiorno più due. Il prezzo della pensione non cambia.',
          ),
          p(
            'Non accettiamo cibo fresco, cucinato a casa o crudo (BARF): non abbiamo frigoriferi dedicati e non possiamo garantirne la conservazione.',
          ),
          p('Snack e biscotti sono benvenuti, in confezione chiusa.'),
        ),
      ),
      section(
        'content',
        'Cosa mettere nella borsa',
        rt(
          ul(
            'guinzaglio e collare o pettorina: li riponiamo e ve li restituiamo all’uscita',
            'un gioco che ama, purché robusto: niente peluche piccoli o giochi con parti che si staccano',
            'una maglietta o una copertina con il vostro odore',
            'i farmaci nella confezione originale, con la dose scritta dal veterinario',
            'per i gatti, il trasportino (potete anche riportarlo a casa)',
          ),
          p('**Non serve portare** cuccia, ciotole, lettiera e sabbia: ci pensiamo noi.'),
          p(
            'Scrivete il nome dell’animale su tutto. Non rispondiamo dei giochi rovinati: i cani, si sa, li distruggono.',
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/prenotazioni',
    title: 'Prenotazioni',
    description: 'Come prenotare la pensione per cani e gatti Fido & Micio: caparra, disdette e pagamento.',
    body: [
      hero(
        'Prenotazioni',
        'Chiedeteci la disponibilità: vi rispondiamo entro un giorno lavorativo.',
        'prenota.jpg',
      ),
      section(
        'content',
        'Come prenotare',
        rt(
          p(
            'Chiamateci, scriveteci su WhatsApp o compilate il modulo qui sotto con le date e i dati del vostro animale: vi rispondiamo entro un giorno lavorativo con la disponibilità.',
          ),
          p(
            'La prenotazione è confermata quando riceviamo la **caparra del 30%** del soggiorno, con bonifico o di persona.',
          ),
          p(
            'Se il vostro animale non è mai stato da noi, vi consigliamo di venire prima a vedere la pensione e a conoscerci, su appuntamento.',
          ),
        ),
      ),
      section(
        'content',
        'Disdette e modifiche',
        rt(
          p(
            'Se annullate almeno 7 giorni prima dell’ingresso vi restituiamo la caparra. Se annullate dopo, la caparra resta a noi, ma potete usarla entro 12 mesi per un altro soggiorno.',
          ),
          p('In alta stagione (agosto e Natale) il termine per annullare è di 30 giorni.'),
          p('Se venite a riprenderlo prima del previsto, le notti prenotate si pagano comunque.'),
        ),
      ),
      section(
        'content',
        'Pagamento',
        rt(
          p(
            'Il saldo si paga al ritiro, in contanti, con bancomat, carta di credito o Satispay. Non accettiamo assegni.',
          ),
          p('Rilasciamo sempre la ricevuta; la fattura su richiesta.'),
        ),
      ),
      section(
        'contact',
        'Richiesta di prenotazione',
        form(
          'BOOKING',
          [
            ['Nome e cognome', 'text'],
            ['Telefono', 'tel'],
            ['Email', 'email'],
            ['Cane o gatto? Nome, razza e peso', 'text'],
            ['Data di ingresso', 'date'],
            ['Data di uscita', 'date'],
            ['Note (farmaci, alimentazione, carattere)', 'textarea'],
          ],
          'Invia richiesta',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/faq',
    title: 'Domande frequenti',
    description: 'Le domande che ci fate più spesso sulla pensione per cani e gatti Fido & Micio.',
    body: [
      hero('Domande frequenti', 'Se non trovate la risposta, chiamateci!', 'faq-header.jpg'),
      section(
        'content',
        'Domande frequenti',
        accordion([
          [
            'Posso venire a vedere la pensione prima di prenotare?',
            p(
              'Sì, e ve lo consigliamo. Le visite sono su appuntamento, dal lunedì al sabato negli orari dell’ufficio. La domenica non facciamo visite, per la tranquillità degli ospiti.',
            ),
          ],
          [
            'Il mio cane starà insieme ad altri cani?',
            p(
              'Solo se è socievole e se siete d’accordo: le uscite di gruppo sono divise per taglia e carattere. Di notte ogni cane dorme nel suo box, o con i cani della sua famiglia.',
            ),
          ],
          [
            'Il mio cane non va d’accordo con gli altri cani: lo prendete lo stesso?',
            p(
              'Sì, se prima lo conosciamo: prenotate una visita di valutazione gratuita. Se serve, farà tutte le uscite da solo con uno di noi.',
            ),
          ],
          [
            'Date le medicine?',
            p(
              'Sì: compresse, gocce e pomate, come prescritto dal vostro veterinario, a € 2 al giorno. Per le terapie con iniezioni chiamateci prima di prenotare.',
            ),
          ],
          [
            'E se il mio animale sta male durante il soggiorno?',
            p(
              'Lo visita il nostro veterinario di fiducia, il dott. Luca Arnoldi, e vi avvisiamo subito. Le spese veterinarie sono a carico del proprietario.',
            ),
          ],
          [
            'Il giorno della partenza si paga?',
            p(
              'Se ritirate il vostro animale al mattino (entro le 11:00) il giorno di uscita non si paga. Se lo ritirate nella fascia pomeridiana (17:00–19:00) si aggiunge mezza giornata, cioè metà del prezzo di una notte.',
            ),
          ],
          [
            'Accettate cani anziani?',
            p(
              'Certo. I nonnini hanno un box vicino all’ufficio e uscite più brevi ma più frequenti. Segnalateci i loro acciacchi quando prenotate.',
            ),
          ],
          [
            'Posso chiamare per sapere come sta?',
            p(
              'Sempre, negli orari dell’ufficio. E se volete, vi mandiamo una foto su WhatsApp un giorno sì e uno no.',
            ),
          ],
          [
            'Devo portare il cibo?',
            p(
              `No, il cibo è compreso. Se preferite potete portare il suo: trovate tutto nella pagina ${a('Cosa portare', '/cosa-portare')}.`,
            ),
          ],
          [
            'Posso portare il cane e il gatto insieme?',
            p('Sì, ma alloggiano separati: il cane in pensione, il gatto nel gattile.'),
          ],
          [
            'Come si paga?',
            p(
              'Caparra del 30% alla prenotazione, saldo al ritiro in contanti, bancomat, carta o Satispay. Non accettiamo assegni.',
            ),
          ],
        ]),
        button('Contattaci', '/contatti'),
      ),
    ].join('\n'),
  },
];
