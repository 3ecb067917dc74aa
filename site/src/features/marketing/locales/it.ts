import { cmsDefaults } from '@vela/contracts/public';
export default {
  meta: {
    home: {
      title: 'Automazione AI per aziende: chatbot, agenti vocali e vendite',
      description:
        'Chatbot, agenti vocali e automazioni su misura che rispondono ai clienti 24/7, qualificano i lead e liberano 25+ ore a settimana al tuo team. Consulenza AI gratuita.',
    },
    voiceAgent: {
      title: 'Agenti vocali AI che rispondono al telefono 24/7',
      description:
        'Un agente vocale AI risponde a ogni chiamata, qualifica i lead e prende appuntamenti: fino all’80% di costi di call center in meno e nessuna chiamata persa.',
    },
    socialAgent: {
      title: 'Social media agent AI',
      description:
        'Il nostro agente AI per i social: pianifica, scrive e risponde ai commenti con il tono del tuo brand.',
    },
  },
  nav: {
    label: 'Navigazione principale',
    home: 'Home',
    services: 'Servizi',
    solutions: 'Soluzioni',
    contact: 'Contatti',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    menuTitle: 'Menu',
    menuDescription: 'Sezioni del sito, lingua e account',
    login: 'Accedi',
    register: 'Registrati',
    logout: 'Esci',
    portal: 'Area clienti',
    contactUs: 'Contattaci',
    skipToContent: 'Vai al contenuto',
    homeLink: 'Pagina iniziale di {{brand}}',
    languageSwitch: 'Cambia lingua',
  },
  contactPopup: {
    title: 'Parliamo del tuo progetto',
    description: 'Raccontaci cosa vuoi automatizzare: ti rispondiamo entro un giorno lavorativo.',
    frameTitle: 'Contact us',
    fallback: 'Il modulo non si carica? Scrivici dal modulo di contatto della pagina.',
    fallbackAction: 'Vai al modulo di contatto',
  },
  footer: {
    tagline: cmsDefaults.it.footer.tagline,
    servicesTitle: 'Servizi',
    companyTitle: 'Azienda',
    legalTitle: 'Informazioni legali',
    contact: 'Contatti',
    voiceAgent: 'Agenti vocali',
    socialAgent: 'Social agent',
    social: 'Seguici su LinkedIn',
    socialHint: '(si apre in una nuova scheda)',
    copyright: cmsDefaults.it.footer.copyright,
    legal: {
      privacy: 'Privacy Policy',
      terms: 'Termini di servizio',
      cookies: 'Cookie Policy',
      gdpr: 'Conformità GDPR',
    },
  },
  hero: {
    eyebrow: 'Agenzia di automazione AI · Milano',
    titleLead: cmsDefaults.it.hero.title_lead,
    titleAccent: cmsDefaults.it.hero.title_accent,
    subtitle: cmsDefaults.it.hero.subtitle,
    ctaServices: 'Scopri i servizi',
    consultation: {
      title: 'Consulenza AI gratuita',
      text: '30 minuti con un nostro esperto per capire cosa automatizzare per primo e quanto puoi risparmiare.',
      action: 'Prenota la tua consulenza',
    },
    stats: {
      label: 'Risultati medi dei nostri clienti',
      productivity: 'Produttività del team',
      productivityValue: cmsDefaults.it.hero.productivity_value,
      time: 'Risparmiate ogni settimana',
      timeValue: cmsDefaults.it.hero.time_value,
    },
    trust: 'Scelta da oltre 200 aziende italiane · 98% di progetti andati a buon fine',
  },
  features: {
    label: 'Perché sceglierci',
    one: {
      title: 'Risultati misurabili',
      text: 'Ogni progetto parte da un obiettivo in numeri: ticket chiusi, lead qualificati, ore risparmiate. Lo misuriamo insieme ogni mese.',
    },
    two: {
      title: 'Su misura, non da catalogo',
      text: 'Addestriamo gli agenti sui tuoi documenti, sul tuo tono di voce e sui tuoi strumenti: CRM, e-commerce, gestionale.',
    },
    three: {
      title: 'Vedi prima di decidere',
      text: 'In una call di 30 minuti ti mostriamo un agente già al lavoro su un caso simile al tuo.',
      action: 'Prenota una demo',
    },
  },
  services: {
    tagline: 'Servizi',
    title: 'Sei modi per far lavorare l’AI al posto tuo',
    subtitle:
      'Partiamo dal processo che ti costa più tempo e lo automatizziamo end-to-end, integrandolo con gli strumenti che usi già.',
    learnMore: 'Scopri di più',
    learnMoreAbout: 'Scopri di più su {{title}}',
    items: {
      customerService: {
        title: 'Assistenza clienti AI',
        description:
          'Chatbot e agenti che rispondono <strong>24 ore su 24</strong> su sito, WhatsApp ed email, risolvono le richieste frequenti e passano all’operatore solo i casi che contano. Fino all’<strong>80% di costi di supporto in meno</strong>.',
      },
      salesAutomation: {
        title: 'Automazione vendite',
        description:
          'Lead qualificati in pochi secondi, follow-up automatici e appuntamenti fissati direttamente nel calendario dei tuoi commerciali. <strong>Nessun contatto lasciato raffreddare.</strong>',
      },
      predictiveAnalytics: {
        title: 'Analisi predittiva',
        description:
          'Modelli che prevedono domanda, abbandoni e opportunità dai tuoi dati di vendita, così decidi <strong>prima</strong> che il problema si presenti.',
      },
      workflowAutomation: {
        title: 'Automazione dei processi',
        description:
          'Fatture, ordini, report e passaggi tra reparti gestiti da flussi intelligenti che leggono documenti, compilano gestionali e avvisano le persone giuste. <strong>Zero copia-incolla.</strong>',
      },
      contentGeneration: {
        title: 'Generazione di contenuti',
        description:
          'Schede prodotto, newsletter e post social scritti con il tono del tuo brand e revisionati dal tuo team: <strong>dieci volte più contenuti</strong>, stessa qualità.',
      },
      personalization: {
        title: 'Personalizzazione',
        description:
          'Offerte, raccomandazioni e messaggi adattati a ogni cliente in tempo reale, su sito ed email, per aumentare <strong>conversioni e fedeltà</strong>.',
      },
    },
  },
  pricing: {
    tagline: 'Le soluzioni più richieste',
    title: 'Inizia da ciò che porta risultati subito',
    subtitle: 'Due soluzioni pronte da personalizzare, con tutto il necessario per andare in produzione.',
    popular: 'PIÙ POPOLARE',
    featuresLabel: 'Cosa include',
    chatbot: {
      title: 'Chatbot AI per siti web',
      description:
        'Un assistente addestrato sui contenuti del tuo sito che risponde, vende e raccoglie contatti.',
      price: 'da 59€',
      period: 'al mese',
      action: 'Inizia Ora',
      features: {
        one: 'Addestrato sulle pagine e sui documenti del tuo sito',
        two: 'Risposte in italiano, inglese e altre 30 lingue',
        three: 'Raccolta lead con invio al tuo CRM o alla tua email',
        four: 'Widget personalizzato con i colori del tuo brand',
        five: 'Report mensile su domande, lead e conversioni',
      },
    },
    voice: {
      title: 'Agenti vocali AI',
      description: 'Una voce naturale che risponde al telefono, qualifica i clienti e fissa appuntamenti.',
      price: 'Contattaci',
      period: 'preventivo su misura',
      action: 'Contattaci',
      features: {
        one: 'Risposta immediata a ogni chiamata, 24 ore su 24',
        two: 'Voce naturale in italiano con il nome del tuo brand',
        three: 'Prenotazioni sincronizzate con il tuo calendario',
        four: 'Trasferimento all’operatore quando serve',
        five: 'Trascrizioni e riepiloghi di ogni conversazione',
      },
    },
    closing: 'Hai un’esigenza diversa?',
    closingLink: 'Raccontacela: costruiamo la soluzione giusta per te.',
  },
  industries: {
    tagline: 'Soluzioni per settore',
    title: 'Conosciamo il tuo mercato',
    subtitle: 'Agenti già collaudati nei settori in cui l’automazione rende di più.',
    items: {
      retail: {
        title: 'Retail ed e-commerce',
        description:
          'Assistenza sugli ordini, resi gestiti in automatico e consigli di prodotto che aumentano lo scontrino medio.',
      },
      healthcare: {
        title: 'Sanità',
        description:
          'Prenotazioni e promemoria automatici, meno appuntamenti saltati e segreterie libere per i pazienti in studio.',
      },
      finance: {
        title: 'Finanza e assicurazioni',
        description:
          'Onboarding guidato, raccolta documenti e risposte sui prodotti nel rispetto delle regole di compliance.',
      },
      manufacturing: {
        title: 'Manifattura',
        description:
          'Ordini e DDT letti in automatico, previsioni di domanda e assistenza tecnica ai rivenditori in più lingue.',
      },
      education: {
        title: 'Formazione',
        description:
          'Orientamento per gli studenti, iscrizioni assistite e tutor AI disponibili anche la sera e nel weekend.',
      },
      marketing: {
        title: 'Marketing e agenzie',
        description:
          'Contenuti, report e campagne prodotti in metà del tempo, con lead qualificati prima di arrivare al commerciale.',
      },
    },
  },
  process: {
    tagline: 'Come lavoriamo',
    title: 'Dall’idea all’agente in produzione in quattro passi',
    subtitle: 'Un metodo chiaro, un referente unico e nessuna sorpresa sui costi.',
    steps: {
      audit: {
        title: 'Analisi',
        text: 'Mappiamo i tuoi processi e scegliamo insieme dove l’AI porta il ritorno più alto e più rapido.',
      },
      build: {
        title: 'Sviluppo',
        text: 'Costruiamo e addestriamo l’agente sui tuoi dati, lo colleghiamo ai tuoi strumenti e lo testiamo con casi reali.',
      },
      handover: {
        title: 'Consegna',
        text: 'Formiamo il tuo team, andiamo in produzione e ti consegniamo una dashboard con i risultati.',
      },
      support: {
        title: 'Supporto',
        text: 'Monitoriamo, miglioriamo e aggiorniamo l’agente ogni mese, con un referente sempre raggiungibile.',
      },
    },
    cta: {
      title: 'Pronto a recuperare ore ogni settimana?',
      text: 'Il primo passo è una conversazione di 30 minuti, senza impegno.',
      start: 'Avvia il tuo progetto',
      schedule: 'Prenota una call',
    },
  },
  faq: {
    tagline: cmsDefaults.it.faq.tagline,
    title: cmsDefaults.it.faq.title,
    subtitle: cmsDefaults.it.faq.subtitle,
    items: {
      aiAgents: {
        question: cmsDefaults.it.faq.aiAgents_question,
        answer: cmsDefaults.it.faq.aiAgents_answer,
      },
      benefits: {
        question: cmsDefaults.it.faq.benefits_question,
        answer: cmsDefaults.it.faq.benefits_answer,
      },
      implementation: {
        question: cmsDefaults.it.faq.implementation_question,
        answer: cmsDefaults.it.faq.implementation_answer,
      },
      technical: {
        question: cmsDefaults.it.faq.technical_question,
        answer: cmsDefaults.it.faq.technical_answer,
      },
      security: {
        question: cmsDefaults.it.faq.security_question,
        answer: cmsDefaults.it.faq.security_answer,
      },
      support: {
        question: cmsDefaults.it.faq.support_question,
        answer: cmsDefaults.it.faq.support_answer,
      },
    },
  },
  contact: {
    tagline: 'Contatti',
    title: 'Automatizziamo insieme il tuo prossimo processo',
    text: 'Prenota una demo di 30 minuti o scrivici: ti mostriamo cosa può fare l’AI per la tua azienda, con esempi concreti del tuo settore.',
    schedule: 'Prenota una demo',
    points: {
      one: 'Risposta entro un giorno lavorativo',
      two: 'Preventivo chiaro, senza costi nascosti',
      three: 'Nessun impegno fino alla firma',
    },
    form: {
      title: 'Scrivici',
      name: 'Nome e cognome',
      email: 'Email',
      phone: 'Telefono (opzionale)',
      company: 'Sito Web (opzionale)',
      message: 'Messaggio',
      messagePlaceholder: 'Raccontaci cosa vorresti automatizzare…',
      submit: 'Invia messaggio',
      submitting: 'Invio in corso…',
      successTitle: 'Messaggio inviato con successo!',
      successText: 'Ti contatteremo presto.',
      error: "Errore nell'invio del messaggio. Riprova più tardi.",
      privacy: 'Inviando il modulo accetti la nostra',
      privacyLink: 'Privacy Policy',
    },
  },
  booking: {
    tagline: 'Consulenza gratuita',
    title: 'Scegli il giorno e l’ora che preferisci',
    subtitle: 'Una videochiamata di 30 minuti con un nostro esperto. Gratuita e senza impegno.',
    calendarLabel: 'Calendario delle prenotazioni',
    loading: 'Caricamento del calendario…',
    fallbackTitle: 'Il calendario non è disponibile in questo momento',
    fallbackText: 'Scrivici dal modulo di contatto: ti proponiamo noi un orario entro un giorno lavorativo.',
    fallbackAction: 'Vai al modulo di contatto',
  },
  voice: {
    hero: {
      eyebrow: 'Agenti vocali AI',
      title: 'Ogni chiamata ha una risposta.',
      accent: 'Anche alle 3 di notte.',
      subtitle:
        'Un agente vocale con voce naturale risponde al telefono al posto tuo, qualifica i clienti, fissa appuntamenti e passa all’operatore solo ciò che conta.',
      bookDemo: 'Prenota una demo',
      discover: 'Come funziona',
      callLabel: 'Chiamata in corso',
      callCaller: 'Cliente',
      callAgent: 'Agente AI',
      callLineOne: 'Buongiorno, vorrei spostare l’appuntamento di giovedì.',
      callLineTwo: 'Certo! Ho disponibilità venerdì alle 10:30 o alle 15:00. Quale preferisce?',
    },
    benefits: {
      tagline: 'I numeri',
      title: 'Meno costi, più clienti, zero chiamate perse',
      items: {
        costs: {
          title: 'Riduci i costi',
          text: 'Un agente gestisce centinaia di chiamate in parallelo, senza turni né formazione.',
          metrics: {
            callCenter: 'Costi di call center',
            training: 'Costi di formazione',
            hr: 'Gestione del personale',
          },
        },
        sales: {
          title: 'Vendi di più',
          text: 'Ogni lead riceve una risposta immediata e viene qualificato mentre è ancora interessato.',
          metrics: {
            capacity: 'Capacità di gestione chiamate',
            responseTime: 'Tempo di risposta ai lead',
            qualification: 'Lead qualificati',
          },
        },
        availability: {
          title: 'Sempre disponibile',
          text: 'Sere, weekend e festivi: il tuo numero risponde sempre, con la stessa qualità.',
          metrics: {
            uptime: 'Disponibilità',
            afterHours: 'Contatti acquisiti fuori orario',
            revenue: 'Impatto sul fatturato',
          },
        },
      },
    },
    how: {
      tagline: 'Come funziona',
      title: 'Operativo in tre passi',
      steps: {
        one: {
          title: 'Ascoltiamo le tue chiamate tipo',
          text: 'Raccogliamo domande frequenti, script e regole di trasferimento del tuo centralino.',
        },
        two: {
          title: 'Diamo voce al tuo agente',
          text: 'Scegliamo voce e tono, colleghiamo calendario e CRM e lo testiamo su chiamate reali.',
        },
        three: {
          title: 'Lo attiviamo sul tuo numero',
          text: 'L’agente risponde dal tuo numero attuale; tu ricevi trascrizioni e report ogni giorno.',
        },
      },
    },
    industries: {
      tagline: 'Settori',
      title: 'Risultati concreti, settore per settore',
      savingsLabel: 'Risultato tipico',
      items: {
        healthcare: {
          title: 'Sanità',
          text: 'Prenotazioni, spostamenti e promemoria gestiti al telefono senza occupare la segreteria.',
          figure: '-60% appuntamenti saltati',
        },
        realEstate: {
          title: 'Immobiliare',
          text: 'Ogni richiesta su un annuncio riceve risposta e una visita in calendario, anche la sera.',
          figure: '+40% visite fissate',
        },
        financialServices: {
          title: 'Servizi finanziari',
          text: 'Prima assistenza su conti e pratiche, con verifica dell’identità e passaggio al consulente.',
          figure: '-70% tempi di attesa',
        },
        ecommerce: {
          title: 'E-commerce',
          text: 'Stato ordini, resi e cambi gestiti in autonomia, con risposte sempre aggiornate dal gestionale.',
          figure: '-80% chiamate al supporto',
        },
        hospitality: {
          title: 'Ospitalità',
          text: 'Prenotazioni di camere e tavoli in più lingue, 24 ore su 24, direttamente nel tuo sistema.',
          figure: '+35% prenotazioni dirette',
        },
        professionalServices: {
          title: 'Studi professionali',
          text: 'Filtro delle chiamate, raccolta delle informazioni e appuntamenti fissati per i professionisti.',
          figure: '10+ ore risparmiate a settimana',
        },
      },
    },
    cta: {
      title: 'Ascolta il tuo futuro agente vocale',
      text: 'In 30 minuti ti facciamo sentire un agente configurato su un caso come il tuo.',
      bookDemo: 'Prenota una demo',
      contact: 'Scrivici',
    },
  },
  social: {
    title: 'Social media agent',
    frameTitle: 'Social media agent di {{brand}}',
    loading: 'Caricamento dello strumento…',
    fallback: 'Lo strumento non si carica? Scrivici e te lo mostriamo in una demo.',
    fallbackAction: 'Contattaci',
  },
} as const;
