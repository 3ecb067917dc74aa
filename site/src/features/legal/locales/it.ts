export default {
  breadcrumb: { label: 'Percorso', home: 'Home' },
  updated: 'Ultimo aggiornamento: {{date}}',
  contents: 'In questa pagina',
  privacy: {
    meta: {
      title: 'Privacy Policy',
      description:
        'Come {{brand}} raccoglie, usa e protegge i dati personali di visitatori, clienti e contatti.',
    },
    title: 'Privacy Policy',
    date: '1 luglio 2025',
    intro:
      'Questa informativa spiega quali dati personali trattiamo quando visiti il nostro sito, ci scrivi o usi i nostri servizi, perché lo facciamo e quali diritti hai. È redatta ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR).',
    sections: {
      controller: {
        title: '1. Titolare del trattamento',
        body: 'Il titolare è {{brand}} S.r.l., Via Tortona 31, 20144 Milano, P.IVA IT04218350961. Per qualsiasi domanda sulla privacy puoi scrivere a privacy@vela.ai.',
      },
      data: {
        title: '2. Quali dati raccogliamo',
        body: '• Dati che ci fornisci: nome, email, telefono, sito web e il contenuto dei messaggi inviati con il modulo di contatto o durante una prenotazione.\n• Dati dell’account: nome utente, email, nome, cognome e azienda, se ti registri all’area clienti.\n• Dati tecnici: indirizzo IP, tipo di browser e pagine visitate, registrati dai nostri server per sicurezza e funzionamento del sito.\n• Contenuti dei chatbot: documenti e pagine che carichi per addestrare i tuoi assistenti e le conversazioni con essi.',
      },
      purposes: {
        title: '3. Perché li trattiamo e su quale base',
        body: '• Rispondere alle tue richieste e preparare un preventivo (misure precontrattuali, art. 6.1.b).\n• Fornire i servizi acquistati e gestire l’area clienti (esecuzione del contratto, art. 6.1.b).\n• Adempiere a obblighi fiscali e contabili (obbligo di legge, art. 6.1.c).\n• Proteggere il sito da abusi e frodi (legittimo interesse, art. 6.1.f).\n• Inviarti comunicazioni commerciali, solo se ci hai dato il consenso (art. 6.1.a), revocabile in ogni momento.',
      },
      retention: {
        title: '4. Per quanto tempo li conserviamo',
        body: 'Le richieste di contatto sono conservate per 24 mesi dall’ultimo scambio; i dati contrattuali per 10 anni come richiesto dalla legge; i log tecnici per 90 giorni. Trascorsi questi periodi i dati vengono cancellati o resi anonimi.',
      },
      sharing: {
        title: '5. Con chi li condividiamo',
        body: 'Condividiamo i dati solo con fornitori che ci aiutano a erogare il servizio (hosting nell’Unione Europea, calendario delle prenotazioni, posta elettronica), nominati responsabili del trattamento ai sensi dell’art. 28 GDPR. Eventuali trasferimenti fuori dallo Spazio Economico Europeo avvengono con le clausole contrattuali standard della Commissione europea. Non vendiamo mai i tuoi dati.',
      },
      children: {
        title: '6. Minori',
        body: 'I nostri servizi non sono rivolti ai minori di 16 anni e non raccogliamo consapevolmente i loro dati. Se ritieni che un minore di 16 anni ci abbia fornito dati personali, scrivici e li cancelleremo.',
      },
      rights: {
        title: '7. I tuoi diritti',
        body: 'Puoi chiedere l’accesso, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità dei tuoi dati, e opporti al trattamento basato sul legittimo interesse. Rispondiamo a ogni richiesta entro un mese dal ricevimento. Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
      },
      security: {
        title: '8. Sicurezza e violazioni',
        body: 'Proteggiamo i dati con cifratura in transito e a riposo, accessi limitati e backup regolari. In caso di violazione dei dati personali la notifichiamo all’autorità di controllo entro 72 ore da quando ne veniamo a conoscenza e, se il rischio per te è elevato, ti informiamo senza ingiustificato ritardo.',
      },
      changes: {
        title: '9. Modifiche',
        body: 'Possiamo aggiornare questa informativa. Le modifiche sostanziali ti saranno comunicate con almeno 30 giorni di preavviso via email o con un avviso sul sito.',
      },
    },
  },
  terms: {
    meta: {
      title: 'Termini di servizio',
      description: 'Le condizioni che regolano l’uso del sito e dei servizi di automazione AI di {{brand}}.',
    },
    title: 'Termini di servizio',
    date: '1 luglio 2025',
    intro:
      'Questi termini regolano l’uso del sito, dell’area clienti, dei chatbot dimostrativi e dei servizi offerti da {{brand}} S.r.l. Usando il sito o i servizi accetti questi termini.',
    sections: {
      services: {
        title: '1. I nostri servizi',
        body: 'Progettiamo, sviluppiamo e gestiamo agenti AI (chatbot, agenti vocali, automazioni). Il contenuto, i tempi e il prezzo di ogni progetto sono definiti nell’offerta firmata, che prevale su questi termini in caso di conflitto.',
      },
      eligibility: {
        title: '2. Chi può usare i servizi',
        body: 'I servizi sono destinati a professionisti e aziende. Non sono rivolti ai minori di 16 anni, che non possono creare un account né usare i chatbot dimostrativi.',
      },
      account: {
        title: '3. Account',
        body: 'Sei responsabile della riservatezza delle credenziali e di ogni attività svolta con il tuo account. Avvisaci subito se sospetti un accesso non autorizzato.',
      },
      use: {
        title: '4. Uso consentito',
        body: '• Non usare i servizi per attività illecite, spam o contenuti che violano diritti di terzi.\n• Non tentare di aggirare le misure di sicurezza o di sovraccaricare i sistemi.\n• Carica solo documenti e contenuti che hai il diritto di usare.',
      },
      ip: {
        title: '5. Proprietà intellettuale',
        body: 'I contenuti che ci fornisci restano tuoi. Il software, i modelli di configurazione e i materiali del sito restano di {{brand}}; alla consegna ricevi una licenza d’uso per la durata del contratto.',
      },
      fees: {
        title: '6. Prezzi e pagamenti',
        body: 'I prezzi indicati sul sito sono al netto di IVA. I canoni mensili si pagano in anticipo; in caso di mancato pagamento possiamo sospendere il servizio dopo un sollecito scritto.',
      },
      liability: {
        title: '7. Responsabilità',
        body: 'Gli agenti AI possono commettere errori: verifica le risposte rilevanti per la tua attività. Salvo dolo o colpa grave, la nostra responsabilità è limitata a quanto pagato nei 12 mesi precedenti l’evento.',
      },
      changes: {
        title: '8. Modifiche ai termini',
        body: 'Ti comunicheremo ogni modifica sostanziale con almeno 30 giorni di preavviso. Se non sei d’accordo puoi recedere prima che la modifica abbia effetto, senza penali.',
      },
      law: {
        title: '9. Legge applicabile',
        body: 'Questi termini sono regolati dalla legge italiana. Per ogni controversia è competente in via esclusiva il Foro di Milano, salvo diversa disposizione inderogabile a tutela del consumatore.',
      },
    },
  },
  cookies: {
    meta: {
      title: 'Cookie Policy',
      description: 'Quali cookie usa il sito di {{brand}}, a cosa servono e come gestirli.',
    },
    title: 'Cookie Policy',
    date: '20 aprile 2025',
    intro:
      'I cookie sono piccoli file che il sito salva nel tuo browser. Usiamo solo quelli necessari a far funzionare il sito e, quando li apri, quelli dei servizi di terze parti integrati.',
    sections: {
      necessary: {
        title: '1. Cookie tecnici necessari',
        body: '• vela.sid: mantiene la sessione dopo l’accesso all’area clienti; scade dopo 7 giorni di inattività.\n• Preferenza di lingua (language, i18nextLng): ricorda se preferisci italiano o inglese; salvata nel browser finché non la cancelli.\nQuesti cookie non richiedono consenso perché senza di essi il sito non funzionerebbe.',
      },
      thirdParty: {
        title: '2. Servizi di terze parti',
        body: 'Il calendario delle prenotazioni, il modulo di contatto nel popup e lo strumento social vengono caricati dai rispettivi fornitori solo quando apri la sezione che li contiene. Questi fornitori possono impostare propri cookie tecnici, regolati dalle loro informative.',
      },
      analytics: {
        title: '3. Analisi e profilazione',
        body: 'Non usiamo cookie di profilazione pubblicitaria. Se in futuro introdurremo strumenti di analisi non anonimi, te lo chiederemo prima con un banner di consenso.',
      },
      manage: {
        title: '4. Come gestire i cookie',
        body: 'Puoi cancellare o bloccare i cookie dalle impostazioni del browser. Bloccando i cookie tecnici l’area clienti non funzionerà.',
      },
      contact: {
        title: '5. Contatti',
        body: 'Per domande su questa policy scrivi a privacy@vela.ai.',
      },
    },
  },
  gdpr: {
    meta: {
      title: 'Conformità GDPR',
      description: 'Come {{brand}} applica il GDPR ai progetti di automazione AI dei clienti.',
    },
    title: 'Conformità GDPR',
    date: '1 luglio 2025',
    intro:
      'Quando costruiamo agenti AI per la tua azienda trattiamo dati per tuo conto. Ecco come garantiamo il rispetto del Regolamento (UE) 2016/679 in ogni progetto.',
    sections: {
      roles: {
        title: '1. Ruoli',
        body: 'Per i dati dei tuoi clienti tu sei il titolare del trattamento e {{brand}} è il responsabile. Firmiamo con ogni cliente un accordo di trattamento dei dati (DPA) ai sensi dell’art. 28.',
      },
      principles: {
        title: '2. Principi applicati',
        body: '• Minimizzazione: gli agenti ricevono solo i dati necessari al loro compito.\n• Privacy by design: conservazione limitata, pseudonimizzazione dove possibile, registri delle attività.\n• Nessun addestramento di modelli di terzi con i tuoi dati.',
      },
      hosting: {
        title: '3. Dove sono i dati',
        body: 'I dati sono ospitati su server nell’Unione Europea. Eventuali sub-responsabili fuori dallo SEE sono vincolati dalle clausole contrattuali standard e ti vengono comunicati in anticipo.',
      },
      requests: {
        title: '4. Richieste degli interessati',
        body: 'Ti aiutiamo a rispondere alle richieste di accesso, rettifica, cancellazione e portabilità: ogni richiesta riceve risposta entro un mese dal ricevimento, come previsto dall’art. 12.',
      },
      breach: {
        title: '5. Violazioni dei dati',
        body: 'Se si verifica una violazione dei dati personali, la notifichiamo all’autorità di controllo entro 72 ore dalla scoperta e ti informiamo senza ritardo con le misure adottate.',
      },
      children: {
        title: '6. Minori',
        body: 'Non progettiamo servizi rivolti ai minori di 16 anni e non trattiamo consapevolmente i loro dati.',
      },
      dpo: {
        title: '7. Contatti',
        body: 'Per esercitare i tuoi diritti o richiedere il nostro DPA scrivi a privacy@vela.ai. Le modifiche sostanziali a questa pagina sono comunicate con 30 giorni di preavviso.',
      },
    },
  },
} as const;
