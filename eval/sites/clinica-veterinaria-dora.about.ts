import {
  block,
  button,
  column,
  DORA_EMERGENCY,
  type DoraPage,
  image,
  person,
  pricingTables,
  row,
  section,
  text,
  toggle,
} from './clinica-veterinaria-dora.layout.ts';

/** The team, the FAQ (Divi toggles saved closed) and the puppy and kitten school (Italian only). */
export const doraAboutPages: DoraPage[] = [
  {
    path: '/chi-siamo',
    lang: 'it',
    id: 34,
    title: 'Chi siamo – Il team',
    description:
      'I veterinari e lo staff della Clinica Veterinaria Dora di Torino: specializzazioni, lingue parlate e storia della clinica.',
    alternate: '/en/our-team',
    body: [
      block(
        text(
          '<h1>Chi siamo</h1>',
          '<p>La Clinica Veterinaria Dora è nata nel 2009 dall’idea di Marco Ferrero e Giulia Bertolino, compagni di università a Grugliasco, di aprire una clinica di quartiere con la strumentazione di un piccolo ospedale. Oggi siamo in sette, tra veterinari, tecnica veterinaria, segreteria e un’educatrice cinofila che collabora con noi per la scuola cuccioli.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            person(
              'Dott. Marco Ferrero',
              'Direttore sanitario – Chirurgia e ortopedia',
              'marco-ferrero.jpg',
              '<p>Laureato a Torino nel 2004, si occupa di chirurgia dei tessuti molli e di ortopedia. Ha lavorato cinque anni in una clinica di Lione prima di tornare a Torino.</p>',
            ),
          ),
          column(
            '1_2',
            person(
              'Dott.ssa Giulia Bertolino',
              'Medicina interna, ecografia e cardiologia',
              'giulia-bertolino.jpg',
              '<p>Esegue le ecografie e le ecocardiografie della clinica e segue i pazienti cronici: cardiopatici, renali, diabetici. Parla francese.</p>',
            ),
          ),
        ),
        row(
          column(
            '1_2',
            person(
              'Dott.ssa Hannah Keller',
              'Animali esotici e dermatologia',
              'hannah-keller.jpg',
              '<p>Nata a Friburgo, laureata a Monaco di Baviera, vive a Torino dal 2019. Segue l’ambulatorio per conigli, furetti, roditori e uccelli e le visite dermatologiche. Parla tedesco, inglese e italiano: è la veterinaria a cui rivolgersi per le visite in inglese o in tedesco.</p>',
            ),
          ),
          column(
            '1_2',
            person(
              'Dott. Luca Rinaldi',
              'Odontoiatria e pronto soccorso',
              'luca-rinaldi.jpg',
              '<p>Si occupa di odontoiatria e chirurgia orale e coordina i turni di reperibilità del pronto soccorso notturno.</p>',
            ),
          ),
        ),
        row(
          column(
            '1_3',
            person(
              'Chiara Gallo',
              'Tecnica veterinaria',
              'chiara-gallo.jpg',
              '<p>Segue le anestesie e i ricoveri diurni, e prepara gli animali agli esami.</p>',
            ),
          ),
          column(
            '1_3',
            person(
              'Sara Mollo',
              'Accoglienza e segreteria',
              'sara-mollo.jpg',
              '<p>È la voce che risponde al telefono e su WhatsApp e gestisce l’agenda.</p>',
            ),
          ),
          column(
            '1_3',
            person(
              'Federica Vai',
              'Educatrice cinofila',
              'federica-vai.jpg',
              '<p>Educatrice cinofila, tiene la scuola cuccioli e le serate per i proprietari di gattini.</p>',
            ),
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/domande-frequenti',
    lang: 'it',
    id: 36,
    title: 'Domande frequenti',
    description: 'Risposte alle domande più frequenti sulla Clinica Veterinaria Dora.',
    alternate: '/en/faq',
    body: [
      block(
        text(
          '<h1>Domande frequenti</h1>',
          '<p>Le domande che ci fate più spesso al telefono. Se non trovi la risposta, scrivici.</p>',
        ),
        toggle(
          'Posso venire senza appuntamento?',
          '<p>Riceviamo solo su appuntamento, tranne le urgenze. Se il tuo animale sta male, chiamaci: troviamo sempre un posto in giornata.</p>',
        ),
        toggle(
          'Cosa devo portare alla prima visita?',
          '<p>Il libretto sanitario, eventuali esami precedenti, l’elenco dei farmaci e un tuo documento. Il gatto va portato nel trasportino chiuso, il cane al guinzaglio.</p>',
        ),
        toggle(
          'Fate visite a domicilio?',
          '<p>Sì, nel Comune di Torino, il martedì e il giovedì pomeriggio, su appuntamento. Al costo della visita si aggiungono 35 € di diritto di uscita.</p>',
        ),
        toggle(
          'Vendete cibo e antiparassitari?',
          '<p>Non vendiamo alimenti né accessori. I farmaci li prescriviamo con la ricetta elettronica veterinaria (REV), che puoi usare in qualsiasi farmacia; alcuni farmaci li diamo direttamente in clinica.</p>',
        ),
        toggle(
          'Posso restare con il mio animale durante la visita?',
          '<p>Certo, anzi: di solito è più tranquillo. Non è possibile invece entrare in sala operatoria.</p>',
        ),
        toggle(
          'Il mio cane ha paura del veterinario (o è aggressivo), come facciamo?',
          '<p>Diccelo quando prenoti: ti diamo il primo appuntamento del mattino o l’ultimo della sera, quando la sala d’attesa è vuota. I gatti hanno una sala d’attesa separata.</p>',
        ),
        toggle(
          'Dopo la sterilizzazione quando torna a casa?',
          '<p>In giornata: l’animale entra tra le 8:00 e le 9:00 e si riprende dalle 17:00 alle 19:00.</p>',
        ),
        toggle(
          'Le spese veterinarie si possono detrarre?',
          '<p>Sì, al 19% nella dichiarazione dei redditi, se il pagamento è tracciabile e la fattura è intestata al tuo codice fiscale.</p>',
        ),
        toggle(
          'Accettate pagamenti a rate?',
          '<p>Per importi superiori a 300 € puoi pagare in 3 rate mensili senza interessi. I dettagli sono in <a href="/prenotazioni-e-pagamenti">Prenotazioni e pagamenti</a>.</p>',
        ),
        toggle(
          'Avete un parcheggio?',
          '<p>No, non abbiamo un parcheggio nostro. Trovi tram, bus e parcheggi vicini nella pagina <a href="/dove-siamo">Dove siamo</a>.</p>',
        ),
        toggle(
          'Curate anche tartarughe e serpenti?',
          '<p>No, non visitiamo rettili. Visitiamo conigli, furetti, roditori e uccelli.</p>',
        ),
        toggle(
          'È un’emergenza e siete chiusi: cosa faccio?',
          `<p>Chiama il pronto soccorso al ${DORA_EMERGENCY}: risponde 24 ore su 24. Non venire in clinica senza aver telefonato.</p>`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/scuola-cuccioli-e-gattini',
    lang: 'it',
    id: 38,
    title: 'Scuola cuccioli e serate gattini',
    description:
      'Corso di socializzazione per cuccioli dai 2 ai 5 mesi e serate per proprietari di gattini alla Clinica Veterinaria Dora di Torino.',
    body: [
      block(
        text(
          '<h1>Scuola cuccioli</h1>',
          '<p>I primi mesi di vita sono quelli in cui il cucciolo impara a conoscere il mondo: persone, altri cani, rumori, la città. La nostra scuola cuccioli, tenuta dall’educatrice cinofila Federica Vai, lo aiuta a farlo in modo sereno, e aiuta voi a capire cosa vi sta dicendo.</p>',
        ),
      ),
      section([
        row(
          column('1_2', image('scuola-cuccioli-cortile.jpg', 'Cuccioli in cortile durante una lezione')),
          column(
            '1_2',
            text(
              '<h2>Come funziona</h2>',
              '<ul><li>Per cuccioli dai 2 ai 5 mesi, di tutte le taglie.</li><li>6 incontri di un’ora, il mercoledì alle 19:00, nel cortile della clinica (al coperto se piove).</li><li>Gruppi di massimo 6 cuccioli, con i loro proprietari: tutta la famiglia è benvenuta.</li><li>Il cucciolo deve aver fatto la prima vaccinazione da almeno 7 giorni.</li></ul>',
              '<p>Il prossimo corso comincia mercoledì 13 gennaio 2027. Il primo incontro di prova è gratuito.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Cosa impariamo</h2>',
          '<p>Socializzazione con altri cani e persone, abituarsi al guinzaglio e alla città, richiamo, gestione del morso da gioco, come evitare i problemi quando resta solo in casa, e come rendere piacevole la visita dal veterinario (manipolazione, bilancia, museruola).</p>',
        ),
        text(
          '<h2>Serate gattini</h2>',
          '<p>Hai appena adottato un gattino? Due serate teoriche per i proprietari, senza gatto: alimentazione, lettiera, graffi sul divano, gioco, e come abituarlo al trasportino. Si tengono il primo e il secondo lunedì del mese alle 20:00.</p>',
        ),
        pricingTables([
          {
            title: 'Scuola cuccioli',
            subtitle: '6 incontri',
            sum: '120',
            lines: ['Primo incontro di prova gratuito', 'Dispensa e guinzaglio da addestramento'],
            button: ['Iscriviti', '/prenotazioni-e-pagamenti'],
          },
          {
            title: 'Serate gattini',
            subtitle: '2 incontri',
            sum: '40',
            lines: ['Per i proprietari, senza gatto', 'Kit lettiera e gioco in omaggio'],
            button: ['Iscriviti', '/prenotazioni-e-pagamenti'],
          },
        ]),
        button('Chiama per iscriverti', '/dove-siamo'),
      ),
    ].join('\n'),
  },
];
