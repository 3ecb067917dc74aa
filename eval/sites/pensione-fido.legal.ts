import {
  button,
  FIDO_EMAIL,
  FIDO_OWNER,
  FIDO_STREET,
  FIDO_TOWN,
  FIDO_VAT,
  type FidoPage,
  hero,
  p,
  rt,
  section,
  ul,
} from './pensione-fido.layout.ts';

const legal = (title: string, ...parts: string[]) => section('content', title, rt(...parts));

/** The privacy and cookie pages (a template the owner filled in) and the builder's 404 page. */
export const fidoLegal: FidoPage[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali della pensione Fido & Micio.',
    body: legal(
      'Informativa privacy',
      p(
        `Ai sensi dell’art. 13 del Regolamento UE 2016/679 (GDPR), ${FIDO_OWNER}, ${FIDO_STREET}, ${FIDO_TOWN}, P.IVA ${FIDO_VAT} (il “Titolare”), informa che i dati personali forniti dagli utenti del sito e dai clienti della pensione sono trattati come descritto di seguito.`,
      ),
      p('**Quali dati trattiamo**'),
      p(
        'Nome e cognome, numero di telefono, indirizzo email e, per i clienti, indirizzo di residenza (anche per il servizio Taxi Dog), dati dell’animale (nome, razza, età, microchip, libretto sanitario) e dati di pagamento. Durante la navigazione il fornitore del sito raccoglie dati tecnici come l’indirizzo IP e il tipo di browser, anche tramite cookie.',
      ),
      p('**Perché li trattiamo**'),
      ul(
        'per rispondere alle richieste inviate con i moduli del sito, per telefono, email o WhatsApp',
        'per gestire le prenotazioni, il soggiorno dell’animale e i pagamenti',
        'per adempiere agli obblighi fiscali e di legge',
        'per inviare, solo con il vostro consenso, foto e aggiornamenti sull’animale durante il soggiorno',
      ),
      p('**Per quanto tempo**'),
      p(
        'I dati delle richieste di informazioni sono conservati per 12 mesi; quelli dei clienti per 10 anni, come richiesto dalla normativa fiscale.',
      ),
      p('**A chi li comunichiamo**'),
      p(
        'Al commercialista, alla banca e ai fornitori dei servizi informatici (tra cui il fornitore del sito web, GoDaddy), e al veterinario di fiducia della pensione quando serve per la salute dell’animale. I dati non sono diffusi.',
      ),
      p('**I vostri diritti**'),
      p(
        `Potete chiedere in ogni momento l’accesso ai vostri dati, la rettifica, la cancellazione o la limitazione del trattamento, e opporvi al trattamento, scrivendo a ${FIDO_EMAIL}. Potete inoltre proporre reclamo al Garante per la protezione dei dati personali.`,
      ),
      p('Ultimo aggiornamento: marzo 2024.'),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie policy',
    description: 'Quali cookie usa il sito della pensione Fido & Micio e come gestirli.',
    body: legal(
      'Cookie policy',
      p(
        'Questo sito usa cookie tecnici, necessari al suo funzionamento, e, solo con il vostro consenso, cookie di analisi che ci aiutano a capire quante persone visitano il sito e quali pagine leggono.',
      ),
      p('**Cookie tecnici**'),
      p(
        'Servono a mostrare correttamente le pagine, a ricordare la vostra scelta sul banner dei cookie e a proteggere i moduli di contatto dallo spam (reCAPTCHA di Google). Non richiedono consenso.',
      ),
      p('**Cookie di analisi**'),
      p(
        'Sono installati dal fornitore del sito (GoDaddy) solo se cliccate “Accetta” sul banner. I dati sono aggregati con quelli degli altri visitatori.',
      ),
      p('**Come gestirli**'),
      p(
        'Potete cambiare la vostra scelta cancellando i cookie dal browser: al prossimo accesso il banner comparirà di nuovo. Potete anche bloccare i cookie dalle impostazioni del browser, ma alcune parti del sito potrebbero non funzionare.',
      ),
      p('Ultimo aggiornamento: marzo 2024.'),
    ),
  },
];

/** The page a missing path gets: the builder's 404 inside the site's header and footer. */
export const fidoNotFound: FidoPage = {
  path: '/404',
  title: 'Pagina non trovata',
  description: 'Questa pagina non esiste.',
  body: `${hero('Pagina non trovata', 'Ci dispiace, la pagina che cercate non esiste o è stata spostata.', 'cane-nascosto.jpg')}
${section('content', '', rt(p('Forse il link è vecchio. Tornate alla home page, oppure chiamateci.')), button('Vai alla home page', '/'))}`,
};
