import {
  block,
  blurb,
  button,
  column,
  DORA_EMERGENCY,
  DORA_PHONE,
  type DoraPage,
  divider,
  hero,
  image,
  promo,
  row,
  section,
  text,
} from './clinica-veterinaria-dora.layout.ts';

/** Home, the services overview and the five service pages, in Italian. */
export const doraItalianPages: DoraPage[] = [
  {
    path: '/',
    lang: 'it',
    id: 7,
    title: 'Clinica veterinaria a Torino – Borgo Dora',
    description:
      'Clinica Veterinaria Dora a Torino: visite, vaccinazioni, chirurgia, ecografia, dentistica e animali esotici. Pronto soccorso h24 su chiamata.',
    alternate: '/en',
    body: [
      hero(
        'Clinica Veterinaria Dora',
        'Cani, gatti e piccoli animali esotici a Torino, in Borgo Dora',
        '<p>Visite, vaccinazioni, chirurgia, ecografia e dentistica in un’unica struttura, a cinque minuti a piedi da Porta Palazzo. Riceviamo su appuntamento; per le urgenze di notte e nei festivi c’è il pronto soccorso h24, su chiamata.</p>',
        [
          ['Prenota una visita', '/prenotazioni-e-pagamenti'],
          ['Pronto soccorso', '/pronto-soccorso'],
        ],
      ),
      block(
        text(
          '<h3>Avviso – Festività di fine anno</h3>',
          '<p>Durante le feste la clinica resta chiusa martedì 8 dicembre, venerdì 25 e sabato 26 dicembre, venerdì 1 gennaio e mercoledì 6 gennaio. Il 24 e il 31 dicembre siamo aperti solo al mattino. Tutte le date sono nella pagina <a href="/orari">Orari e festività</a>; il pronto soccorso resta attivo su chiamata.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_3',
            blurb(
              'Visite e vaccinazioni',
              '<p>Prima visita, piano vaccinale per cuccioli e gattini, microchip e certificati.</p>',
              '&#xe0e7;',
              '/servizi/visite-e-vaccinazioni',
            ),
          ),
          column(
            '1_3',
            blurb(
              'Chirurgia e sterilizzazioni',
              '<p>Sterilizzazioni, chirurgia dei tessuti molli e ortopedia, con ricovero diurno.</p>',
              '&#xe0f1;',
              '/servizi/chirurgia-e-sterilizzazioni',
            ),
          ),
          column(
            '1_3',
            blurb(
              'Ecografia e diagnostica',
              '<p>Ecografia addominale, ecocardiografia, radiologia digitale e laboratorio interno.</p>',
              '&#xe0f6;',
              '/servizi/ecografia-e-diagnostica',
            ),
          ),
        ),
        row(
          column(
            '1_3',
            blurb(
              'Odontoiatria',
              '<p>Detartrasi in sedazione, estrazioni e radiografie endorali.</p>',
              '&#xe0ed;',
              '/servizi/odontoiatria',
            ),
          ),
          column(
            '1_3',
            blurb(
              'Animali esotici',
              '<p>Conigli, furetti, cavie, criceti e uccelli, con la dott.ssa Keller.</p>',
              '&#xe0e5;',
              '/servizi/animali-esotici',
            ),
          ),
          column(
            '1_3',
            blurb(
              'Scuola cuccioli e gattini',
              '<p>Sei incontri con l’educatrice per partire con il piede giusto.</p>',
              '&#xe08a;',
              '/scuola-cuccioli-e-gattini',
            ),
          ),
        ),
      ]),
      section([
        row(
          column('1_2', image('sala-attesa-gatti.jpg', 'La sala d’attesa riservata ai gatti')),
          column(
            '1_2',
            text(
              '<h2>Una clinica di quartiere, dal 2009</h2>',
              '<p>Abbiamo aperto nel 2009 in un vecchio laboratorio di falegnameria di via Cottolengo, a due passi dal Balon. Da allora siamo cresciuti fino a quattro veterinari, una tecnica veterinaria e una segreteria che conosce per nome metà dei cani del quartiere.</p>',
              '<p>I gatti hanno una <strong>sala d’attesa separata</strong>, lontana dall’abbaiare, e un ambulatorio dedicato. Il laboratorio interno ci permette di avere gli esami del sangue di base in circa 20 minuti, durante la visita.</p>',
            ),
            button('Conosci il team', '/chi-siamo'),
          ),
        ),
      ]),
      block(
        promo(
          'Emergenza? Telefona prima',
          `<p>Il pronto soccorso è attivo 24 ore su 24, solo su chiamata: <strong>${DORA_EMERGENCY}</strong>. Non venire in clinica di notte senza aver chiamato.</p>`,
          ['Come funziona il pronto soccorso', '/pronto-soccorso'],
        ),
      ),
      block(
        text(
          '<h2>Dal blog</h2>',
          '<ul><li><a href="/blog/natale-2026-chiusure-e-botti">Natale 2026: chiusure, farmaci e botti di Capodanno</a></li><li><a href="/blog/animali-esotici-nuovo-ambulatorio">Apre l’ambulatorio per animali esotici</a></li><li><a href="/blog/zecche-filaria-prevenzione">Zecche, pulci e filaria: la prevenzione non va in vacanza</a></li></ul>',
        ),
        button('Tutti gli articoli', '/blog'),
      ),
    ].join('\n'),
  },
  {
    path: '/servizi',
    lang: 'it',
    id: 12,
    title: 'Servizi',
    description:
      'I servizi della Clinica Veterinaria Dora: visite, vaccini, chirurgia, ecografia, dentistica, animali esotici e scuola cuccioli.',
    alternate: '/en/services',
    body: [
      block(
        text(
          '<h1>I nostri servizi</h1>',
          '<p>Alla Clinica Veterinaria Dora seguiamo cani, gatti e piccoli animali esotici in tutte le fasi della vita: dal primo vaccino del cucciolo ai controlli dell’anziano, passando per gli interventi chirurgici programmati e le urgenze. Lavoriamo su appuntamento, in modo da dedicare a ogni visita il tempo che serve.</p>',
          '<p>Quando un caso richiede esami che non facciamo in sede, vi indirizziamo ai centri di riferimento di Torino e vi accompagniamo nella scelta, inviando noi la storia clinica al collega.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            blurb(
              'Visite e vaccinazioni',
              '<p>La prima visita dura circa mezz’ora: apriamo la cartella clinica, controlliamo il microchip e impostiamo il piano vaccinale e antiparassitario. Facciamo anche certificati di buona salute e l’iscrizione all’anagrafe.</p>',
              '&#xe0e7;',
              '/servizi/visite-e-vaccinazioni',
            ),
            blurb(
              'Ecografia e diagnostica',
              '<p>Ecografia addominale ed ecocardiografia, radiografie digitali e un laboratorio interno per emocromo e profilo biochimico.</p>',
              '&#xe0f6;',
              '/servizi/ecografia-e-diagnostica',
            ),
            blurb(
              'Animali esotici',
              '<p>Conigli, furetti, cavie, criceti, cincillà e uccelli da compagnia. Ambulatorio dedicato il martedì e il venerdì pomeriggio.</p>',
              '&#xe0e5;',
              '/servizi/animali-esotici',
            ),
          ),
          column(
            '1_2',
            blurb(
              'Chirurgia e sterilizzazioni',
              '<p>Sterilizzazioni di cani, gatti e conigli, chirurgia dei tessuti molli e ortopedia. Gli animali operati tornano a casa in giornata.</p>',
              '&#xe0f1;',
              '/servizi/chirurgia-e-sterilizzazioni',
            ),
            blurb(
              'Odontoiatria',
              '<p>Detartrasi e lucidatura in sedazione, estrazioni, radiografie endorali e consigli per l’igiene orale a casa.</p>',
              '&#xe0ed;',
              '/servizi/odontoiatria',
            ),
            blurb(
              'Scuola cuccioli e gattini',
              '<p>Un corso di sei incontri per cuccioli e i loro umani, e due serate per chi ha appena adottato un gattino.</p>',
              '&#xe08a;',
              '/scuola-cuccioli-e-gattini',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Visite a domicilio</h2>',
          '<p>Per animali anziani, molto paurosi o per proprietari che non possono spostarsi facciamo visite a domicilio nel Comune di Torino, su appuntamento. Tutti i dettagli sono nelle <a href="/domande-frequenti">domande frequenti</a>.</p>',
        ),
        button('Vedi il listino prezzi', '/listino-prezzi'),
      ),
    ].join('\n'),
  },
  {
    path: '/servizi/visite-e-vaccinazioni',
    lang: 'it',
    id: 14,
    title: 'Visite e vaccinazioni',
    description:
      'Prima visita, vaccinazioni di cani, gatti e conigli, microchip e anagrafe, certificati di buona salute a Torino.',
    body: [
      block(
        text(
          '<h1>Visite e vaccinazioni</h1>',
          '<p>La visita clinica è il momento in cui conosciamo il vostro animale. Alla <strong>prima visita</strong> (circa 30 minuti) apriamo la cartella clinica, controlliamo il microchip, pesiamo, visitiamo dalla punta del naso alla coda e concordiamo insieme il piano vaccinale e antiparassitario. La prima visita costa 55 €; le visite di controllo successive 38 €.</p>',
          '<p>Portate con voi il libretto sanitario, eventuali esami precedenti e l’elenco dei farmaci che l’animale prende. Vi chiediamo di arrivare 10 minuti prima per compilare la scheda anagrafica.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Vaccinazioni del cane</h2>',
              '<p>Il cucciolo fa la prima vaccinazione a 8 settimane, con richiami a 12 e 16 settimane; poi basta un richiamo annuale. Il vaccino polivalente protegge da cimurro, epatite, parvovirosi e leptospirosi.</p>',
              '<p>L’antirabbica non è obbligatoria per chi resta in Piemonte, ma serve per andare all’estero e alcune gare e aree di addestramento la richiedono.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Vaccinazioni del gatto</h2>',
              '<p>Il vaccino trivalente (panleucopenia, rinotracheite e calicivirosi) si fa a 8–9 settimane con un richiamo a 12 settimane. Poi il richiamo è annuale per i gatti che escono in giardino o sul balcone condominiale, mentre i gatti che vivono solo in casa possono fare il richiamo ogni 3 anni.</p>',
              '<p>Per i gatti che escono consigliamo anche il vaccino contro la leucemia felina (FeLV), dopo un test.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Microchip e anagrafe canina</h2>',
          '<p>Per legge il cane va identificato con il microchip e iscritto all’anagrafe canina regionale entro 60 giorni dalla nascita. Applichiamo il microchip durante una normale visita: è rapido, come un’iniezione. Il costo comprende l’iscrizione all’anagrafe e il cambio di proprietà viene registrato da noi senza che dobbiate andare all’ASL.</p>',
          '<p>Per i gatti il microchip non è obbligatorio, ma lo consigliamo sempre: è l’unico modo per riavere un gatto smarrito.</p>',
        ),
        divider(),
        text(
          '<h2>Certificati</h2>',
          '<p>Rilasciamo certificati di buona salute per viaggi, mostre e concorsi. Per i viaggi all’estero leggete la nostra pagina in inglese <a href="/en/travelling-with-pets">Travelling with pets</a>.</p>',
        ),
        button('Prenota una visita', '/prenotazioni-e-pagamenti'),
      ),
    ].join('\n'),
  },
  {
    path: '/servizi/chirurgia-e-sterilizzazioni',
    lang: 'it',
    id: 16,
    title: 'Chirurgia e sterilizzazioni',
    description:
      'Sterilizzazione di gatta e cagna, castrazione, chirurgia dei tessuti molli e ortopedia a Torino. Preparazione all’intervento e dimissione.',
    body: [
      block(
        text(
          '<h1>Chirurgia e sterilizzazioni</h1>',
          '<p>La nostra sala operatoria è attrezzata per gli interventi programmati di chirurgia dei tessuti molli (sterilizzazioni, asportazione di noduli, chirurgia addominale) e per l’ortopedia più comune, come le fratture e la rottura del legamento crociato. Opera il dott. Marco Ferrero, con l’anestesia monitorata dalla nostra tecnica veterinaria Chiara Gallo.</p>',
          '<p>Prima di ogni intervento facciamo una visita pre-operatoria e vi consegniamo un preventivo scritto. Gli esami del sangue pre-anestesia sono obbligatori sopra i 7 anni di età e consigliati sempre.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Come prepararsi</h2>',
              '<ul><li><strong>Digiuno:</strong> niente cibo dalle 22:00 della sera prima; l’acqua si toglie alle 7:00 del mattino.</li><li><strong>Ingresso:</strong> l’animale si porta in clinica tra le 8:00 e le 9:00.</li><li>Il gatto va portato nel trasportino, il cane al guinzaglio dopo una breve passeggiata.</li><li>Firmate il consenso informato all’accettazione.</li></ul>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Dopo l’intervento</h2>',
              '<p>Il ricovero è diurno: vi chiamiamo appena l’animale è sveglio e lo potete riprendere dalle 17:00 alle 19:00. Non abbiamo degenza notturna: se dopo un intervento importante serve un ricovero continuativo, lo organizziamo presso l’Ospedale Veterinario Universitario di Grugliasco.</p>',
              '<p>Il prezzo della sterilizzazione comprende anestesia, farmaci somministrati in clinica, collare elisabettiano o body post-operatorio e il controllo a 10 giorni, quando si tolgono i punti.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Sterilizzazione: quando farla</h2>',
          '<p>La gatta si può sterilizzare dai 5 mesi di età, anche prima del primo calore. Per la cagna valutiamo caso per caso in base alla taglia: nelle razze piccole consigliamo di solito di operare prima del primo calore, nelle razze grandi dopo il primo calore. La sterilizzazione della gatta costa 180 €; per la cagna il prezzo dipende dal peso, da 320 € fino a 10 kg.</p>',
          '<p>La castrazione del maschio si può fare dai 6 mesi. Tutte le tariffe per fascia di peso sono nel <a href="/listino-prezzi">listino prezzi</a>.</p>',
        ),
        button('Prenota una visita pre-operatoria', '/prenotazioni-e-pagamenti'),
      ),
    ].join('\n'),
  },
  {
    path: '/servizi/ecografia-e-diagnostica',
    lang: 'it',
    id: 18,
    title: 'Ecografia e diagnostica',
    description:
      'Ecografia addominale, ecocardiografia, radiologia digitale ed esami del sangue in sede alla Clinica Veterinaria Dora di Torino.',
    body: [
      block(
        text(
          '<h1>Ecografia e diagnostica per immagini</h1>',
          '<p>La dott.ssa Giulia Bertolino esegue le ecografie addominali e le ecocardiografie con un ecografo di ultima generazione. L’ecografia addominale costa 80 € e dura circa 30 minuti; per un esame leggibile l’animale deve essere a digiuno da 12 ore e con la vescica piena, quindi non fatelo urinare nell’ora prima dell’appuntamento.</p>',
          '<p>L’ecocardiografia è indicata per i soffi al cuore, prima di un’anestesia nei gatti anziani e nelle razze predisposte come Cavalier King e Boxer.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Radiologia digitale</h2>',
              '<p>Le radiografie sono digitali: le vediamo subito e ve le inviamo via email. Per alcune proiezioni serve una leggera sedazione, soprattutto nei gatti e nei cani che non stanno fermi.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Laboratorio interno</h2>',
              '<p>Emocromo, profilo biochimico, esame delle urine e test rapidi (filaria, FIV/FeLV) si fanno in sede: i risultati arrivano in circa 20 minuti. Gli esami istologici e le colture li inviamo a un laboratorio esterno, con risultati in 7–10 giorni.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Cosa non facciamo in sede</h2>',
          '<p>Non eseguiamo TAC né risonanza magnetica. Quando servono vi indirizziamo a un centro di riferimento di Torino, prenotiamo noi l’esame e inviamo al collega la storia clinica e le immagini già fatte.</p>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/servizi/odontoiatria',
    lang: 'it',
    id: 20,
    title: 'Odontoiatria veterinaria',
    description: 'Detartrasi, estrazioni e igiene orale per cani e gatti a Torino.',
    body: [
      block(
        text(
          '<h1>Odontoiatria</h1>',
          '<p>L’alito cattivo non è “normale”: nella maggior parte dei casi è il segno di tartaro e gengivite. Dopo i 3 anni quasi tutti i cani e i gatti hanno qualche problema dentale, spesso senza mostrare dolore. Il dott. Luca Rinaldi si occupa della nostra odontoiatria.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>La detartrasi</h2>',
              '<p>La detartrasi (pulizia dei denti con ultrasuoni e lucidatura) si fa sempre in sedazione, con l’animale intubato: solo così si pulisce anche sotto la gengiva e si possono fare le radiografie endorali. Non facciamo detartrasi senza anestesia: è stressante per l’animale e lascia il tartaro dove fa più danni.</p>',
              '<p>La detartrasi costa 165 € per gatti e cani fino a 10 kg e 210 € per i cani oltre i 10 kg, sedazione compresa. Le eventuali estrazioni si aggiungono a parte, da 25 € a dente.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>A casa</h2>',
              '<p>Lo spazzolino resta la prevenzione migliore: bastano 2–3 volte a settimana con un dentifricio per animali (mai quello umano). Alla dimissione vi mostriamo come fare.</p>',
              '<p>Per i cani e i gatti sopra i 7 anni servono gli esami del sangue pre-anestesia.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Febbraio, mese della prevenzione dentale</h2>',
          '<p>Ogni anno, nel mese di febbraio, il controllo dentale è gratuito: prenotate un appuntamento di 15 minuti e vi diciamo se e quando serve una detartrasi.</p>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/servizi/animali-esotici',
    lang: 'it',
    id: 22,
    title: 'Animali esotici: conigli, furetti, roditori e uccelli',
    description:
      'Visite e vaccini per conigli, furetti, cavie, criceti, cincillà e uccelli a Torino con la dott.ssa Hannah Keller.',
    body: [
      block(
        text(
          '<h1>Animali esotici</h1>',
          '<p>Dal marzo 2026 abbiamo un ambulatorio dedicato ai piccoli mammiferi e agli uccelli, seguito dalla dott.ssa Hannah Keller. Visitiamo <strong>conigli, furetti, cavie, criceti, cincillà, ratti e pappagalli e altri uccelli da compagnia</strong>.</p>',
          '<p><strong>Non visitiamo rettili</strong> (tartarughe, serpenti, iguane, gechi): per loro vi consigliamo un collega specializzato, e al telefono vi diamo volentieri il nominativo.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Quando</h2>',
              '<p>L’ambulatorio esotici è aperto il martedì e il venerdì pomeriggio, solo su appuntamento telefonico allo ' +
                DORA_PHONE +
                '. La visita costa 52 €.</p>',
              '<p>Portate il coniglio o la cavia nel trasportino con un po’ del loro fieno e, se possibile, una foto della gabbia e dell’alimentazione: ci aiuta moltissimo.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Conigli</h2>',
              '<p>Il coniglio si vaccina contro la mixomatosi e la malattia emorragica virale (MEV) con un unico vaccino, con richiamo annuale. Sterilizziamo coniglie e conigli dai 5–6 mesi di età.</p>',
              '<p>Attenzione: a differenza di cani e gatti, conigli e cavie non vanno messi a digiuno prima dell’anestesia. Il giorno dell’intervento devono avere fieno e acqua fino all’ultimo.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Furetti</h2>',
          '<p>Il furetto va vaccinato contro il cimurro ogni anno e, se viaggia, anche contro la rabbia. Nei furetti adulti controlliamo periodicamente le ghiandole surrenali, che sono spesso causa di perdita del pelo.</p>',
        ),
        button('Vedi i prezzi', '/listino-prezzi'),
      ),
    ].join('\n'),
  },
];
