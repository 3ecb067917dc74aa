import type { CmsContentType, CmsLanguage } from '@vela/contracts';

/**
 * Default site texts inserted on first start when cms_contents is empty, so the admin has something to edit.
 * They equal the site's translations (site/src/features/marketing/locales), which stay the fallback when an
 * entry is missing or the call fails. Keys the public pages read (spec part 1 §3):
 * - hero: title_lead, title_accent, subtitle, productivity_value, time_value
 * - faq: tagline, title, subtitle, <item>_question, <item>_answer for aiAgents, benefits, implementation,
 *   technical, security, support
 * - footer: tagline, copyright
 */
export const cmsSeed: { type: CmsContentType; key: string; value: string; language: CmsLanguage }[] = [
  { type: 'hero', key: 'title_lead', value: 'Il tuo team, più veloce.', language: 'it' },
  { type: 'hero', key: 'title_accent', value: 'Con agenti AI che lavorano 24/7.', language: 'it' },
  {
    type: 'hero',
    key: 'subtitle',
    value:
      'Progettiamo chatbot, agenti vocali e automazioni su misura che rispondono ai clienti, qualificano i lead e tolgono al tuo team il lavoro ripetitivo. In produzione in settimane, non in mesi.',
    language: 'it',
  },
  { type: 'hero', key: 'productivity_value', value: '+48%', language: 'it' },
  { type: 'hero', key: 'time_value', value: '25+ ore', language: 'it' },
  { type: 'faq', key: 'tagline', value: 'Domande frequenti', language: 'it' },
  { type: 'faq', key: 'title', value: 'Tutto quello che vuoi sapere', language: 'it' },
  {
    type: 'faq',
    key: 'subtitle',
    value: 'Se non trovi la risposta che cerchi, scrivici: rispondiamo entro un giorno lavorativo.',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'aiAgents_question',
    value: 'Che cos’è un agente AI e cosa può fare per la mia azienda?',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'aiAgents_answer',
    value:
      'È un software che capisce il linguaggio naturale e agisce: risponde ai clienti, compila moduli, aggiorna il CRM, prenota appuntamenti. A differenza di un chatbot a regole, capisce domande formulate in modi diversi e impara dai tuoi contenuti.',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'benefits_question',
    value: 'Quali benefici posso aspettarmi e in quanto tempo?',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'benefits_answer',
    value:
      'I nostri clienti misurano in media +48% di produttività e oltre 25 ore risparmiate a settimana. I primi risultati si vedono nelle prime settimane dopo il lancio, perché partiamo sempre dal processo con il ritorno più rapido.',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'implementation_question',
    value: 'Quanto tempo serve per l’implementazione?',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'implementation_answer',
    value:
      'Un chatbot per il sito è online in pochi giorni; un agente vocale o un’automazione integrata con i tuoi gestionali richiede in genere da 2 a 6 settimane, analisi e test inclusi.',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'technical_question',
    value: 'Servono competenze tecniche o nuovi software?',
    language: 'it',
  },
  {
    type: 'faq',
    key: 'technical_answer',
    value:
      'No. Ci occupiamo noi di sviluppo, integrazioni e manutenzione. Ci colleghiamo agli strumenti che usi già (CRM, e-commerce, calendario, centralino) e formiamo il tuo team all’uso quotidiano.',
    language: 'it',
  },
  { type: 'faq', key: 'security_question', value: 'I miei dati sono al sicuro?', language: 'it' },
  {
    type: 'faq',
    key: 'security_answer',
    value:
      'Sì. Trattiamo i dati nel rispetto del GDPR, con server in Unione Europea, cifratura in transito e a riposo e accessi limitati. I tuoi dati non vengono usati per addestrare modelli di terzi.',
    language: 'it',
  },
  { type: 'faq', key: 'support_question', value: 'Cosa succede dopo il lancio?', language: 'it' },
  {
    type: 'faq',
    key: 'support_answer',
    value:
      'Restiamo al tuo fianco: monitoraggio continuo, miglioramenti mensili basati sulle conversazioni reali e un referente dedicato che risponde entro un giorno lavorativo.',
    language: 'it',
  },
  {
    type: 'footer',
    key: 'tagline',
    value:
      'Progettiamo agenti AI che lavorano accanto al tuo team: rispondono ai clienti, qualificano i lead e automatizzano i processi ripetitivi.',
    language: 'it',
  },
  {
    type: 'footer',
    key: 'copyright',
    value: '© 2025 {{brand}} S.r.l. · P.IVA IT04218350961 · Tutti i diritti riservati.',
    language: 'it',
  },
  { type: 'hero', key: 'title_lead', value: 'Your team, faster.', language: 'en' },
  { type: 'hero', key: 'title_accent', value: 'With AI agents that work 24/7.', language: 'en' },
  {
    type: 'hero',
    key: 'subtitle',
    value:
      'We build custom chatbots, voice agents and automations that answer customers, qualify leads and take repetitive work off your team’s plate. Live in weeks, not months.',
    language: 'en',
  },
  { type: 'hero', key: 'productivity_value', value: '+48%', language: 'en' },
  { type: 'hero', key: 'time_value', value: '25+ hrs', language: 'en' },
  { type: 'faq', key: 'tagline', value: 'FAQ', language: 'en' },
  { type: 'faq', key: 'title', value: 'Everything you want to know', language: 'en' },
  {
    type: 'faq',
    key: 'subtitle',
    value: 'If you can’t find your answer, write to us: we reply within one business day.',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'aiAgents_question',
    value: 'What is an AI agent and what can it do for my business?',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'aiAgents_answer',
    value:
      'It is software that understands natural language and acts on it: it answers customers, fills in forms, updates your CRM and books appointments. Unlike a rule-based chatbot, it understands questions phrased in different ways and learns from your content.',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'benefits_question',
    value: 'What benefits can I expect, and how soon?',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'benefits_answer',
    value:
      'Our clients measure on average +48% productivity and more than 25 hours saved per week. The first results show in the first weeks after launch, because we always start with the process that pays back fastest.',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'implementation_question',
    value: 'How long does implementation take?',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'implementation_answer',
    value:
      'A website chatbot is live in a few days; a voice agent or an automation connected to your systems usually takes 2 to 6 weeks, audit and testing included.',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'technical_question',
    value: 'Do I need technical skills or new software?',
    language: 'en',
  },
  {
    type: 'faq',
    key: 'technical_answer',
    value:
      'No. We take care of development, integrations and maintenance. We connect to the tools you already use (CRM, e-commerce, calendar, phone system) and train your team for daily use.',
    language: 'en',
  },
  { type: 'faq', key: 'security_question', value: 'Is my data safe?', language: 'en' },
  {
    type: 'faq',
    key: 'security_answer',
    value:
      'Yes. We process data in line with the GDPR, on servers in the European Union, encrypted in transit and at rest, with restricted access. Your data is never used to train third-party models.',
    language: 'en',
  },
  { type: 'faq', key: 'support_question', value: 'What happens after launch?', language: 'en' },
  {
    type: 'faq',
    key: 'support_answer',
    value:
      'We stay by your side: continuous monitoring, monthly improvements based on real conversations and a dedicated contact who replies within one business day.',
    language: 'en',
  },
  {
    type: 'footer',
    key: 'tagline',
    value:
      'We design AI agents that work alongside your team: they answer customers, qualify leads and automate repetitive processes.',
    language: 'en',
  },
  {
    type: 'footer',
    key: 'copyright',
    value: '© 2025 {{brand}} S.r.l. · VAT IT04218350961 · All rights reserved.',
    language: 'en',
  },
];
