import type { Language } from './routes.ts';

/**
 * Spec part 1 §3: the default texts of the CMS sections the public pages read (hero, faq, footer), keyed
 * as the CMS stores them. The server seeds them into an empty cms_contents table and the site shows them
 * while an entry is missing, so both say the same text. `{{brand}}` is the brand name.
 */
export const cmsDefaults = {
  it: {
    hero: {
      title_lead: 'Il tuo team, più veloce.',
      title_accent: 'Con agenti AI che lavorano 24/7.',
      subtitle:
        'Progettiamo chatbot, agenti vocali e automazioni su misura che rispondono ai clienti, qualificano i lead e tolgono al tuo team il lavoro ripetitivo. In produzione in settimane, non in mesi.',
      productivity_value: '+48%',
      time_value: '25+ ore',
    },
    faq: {
      tagline: 'Domande frequenti',
      title: 'Tutto quello che vuoi sapere',
      subtitle: 'Se non trovi la risposta che cerchi, scrivici: rispondiamo entro un giorno lavorativo.',
      aiAgents_question: 'Che cos’è un agente AI e cosa può fare per la mia azienda?',
      aiAgents_answer:
        'È un software che capisce il linguaggio naturale e agisce: risponde ai clienti, compila moduli, aggiorna il CRM, prenota appuntamenti. A differenza di un chatbot a regole, capisce domande formulate in modi diversi e impara dai tuoi contenuti.',
      benefits_question: 'Quali benefici posso aspettarmi e in quanto tempo?',
      benefits_answer:
        'I nostri clienti misurano in media +48% di produttività e oltre 25 ore risparmiate a settimana. I primi risultati si vedono nelle prime settimane dopo il lancio, perché partiamo sempre dal processo con il ritorno più rapido.',
      implementation_question: 'Quanto tempo serve per l’implementazione?',
      implementation_answer:
        'Un chatbot per il sito è online in pochi giorni; un agente vocale o un’automazione integrata con i tuoi gestionali richiede in genere da 2 a 6 settimane, analisi e test inclusi.',
      technical_question: 'Servono competenze tecniche o nuovi software?',
      technical_answer:
        'No. Ci occupiamo noi di sviluppo, integrazioni e manutenzione. Ci colleghiamo agli strumenti che usi già (CRM, e-commerce, calendario, centralino) e formiamo il tuo team all’uso quotidiano.',
      security_question: 'I miei dati sono al sicuro?',
      security_answer:
        'Sì. Trattiamo i dati nel rispetto del GDPR, con server in Unione Europea, cifratura in transito e a riposo e accessi limitati. I tuoi dati non vengono usati per addestrare modelli di terzi.',
      support_question: 'Cosa succede dopo il lancio?',
      support_answer:
        'Restiamo al tuo fianco: monitoraggio continuo, miglioramenti mensili basati sulle conversazioni reali e un referente dedicato che risponde entro un giorno lavorativo.',
    },
    footer: {
      tagline:
        'Progettiamo agenti AI che lavorano accanto al tuo team: rispondono ai clienti, qualificano i lead e automatizzano i processi ripetitivi.',
      copyright: '© 2025 {{brand}} S.r.l. · P.IVA IT04218350961 · Tutti i diritti riservati.',
    },
  },
  en: {
    hero: {
      title_lead: 'Your team, faster.',
      title_accent: 'With AI agents that work 24/7.',
      subtitle:
        'We build custom chatbots, voice agents and automations that answer customers, qualify leads and take repetitive work off your team’s plate. Live in weeks, not months.',
      productivity_value: '+48%',
      time_value: '25+ hrs',
    },
    faq: {
      tagline: 'FAQ',
      title: 'Everything you want to know',
      subtitle: 'If you can’t find your answer, write to us: we reply within one business day.',
      aiAgents_question: 'What is an AI agent and what can it do for my business?',
      aiAgents_answer:
        'It is software that understands natural language and acts on it: it answers customers, fills in forms, updates your CRM and books appointments. Unlike a rule-based chatbot, it understands questions phrased in different ways and learns from your content.',
      benefits_question: 'What benefits can I expect, and how soon?',
      benefits_answer:
        'Our clients measure on average +48% productivity and more than 25 hours saved per week. The first results show in the first weeks after launch, because we always start with the process that pays back fastest.',
      implementation_question: 'How long does implementation take?',
      implementation_answer:
        'A website chatbot is live in a few days; a voice agent or an automation connected to your systems usually takes 2 to 6 weeks, audit and testing included.',
      technical_question: 'Do I need technical skills or new software?',
      technical_answer:
        'No. We take care of development, integrations and maintenance. We connect to the tools you already use (CRM, e-commerce, calendar, phone system) and train your team for daily use.',
      security_question: 'Is my data safe?',
      security_answer:
        'Yes. We process data in line with the GDPR, on servers in the European Union, encrypted in transit and at rest, with restricted access. Your data is never used to train third-party models.',
      support_question: 'What happens after launch?',
      support_answer:
        'We stay by your side: continuous monitoring, monthly improvements based on real conversations and a dedicated contact who replies within one business day.',
    },
    footer: {
      tagline:
        'We design AI agents that work alongside your team: they answer customers, qualify leads and automate repetitive processes.',
      copyright: '© 2025 {{brand}} S.r.l. · VAT IT04218350961 · All rights reserved.',
    },
  },
} as const satisfies Record<Language, Record<'hero' | 'faq' | 'footer', Record<string, string>>>;
