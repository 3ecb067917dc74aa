import type { Language } from './routes.ts';

/** Spec part 2 §5 and §8: the demo API's texts, English as specified and their Italian equivalents. */
export const demoMessages = {
  en: {
    enterWebsite: 'Please enter your website domain',
    enterValidDomain: 'Please enter a valid domain (e.g. example.com)',
    enterValidEmail: 'Please enter a valid email address',
    enterName: 'Please enter your full name',
    enterEmail: 'Please enter your email address',
    tooLong: 'The text is too long',
    created: 'Your AI chatbot has been created!',
    notFound: "We couldn't find this chatbot. It may have expired or been removed.",
    messageRequired: 'Please enter a message',
    answered: 'Answer generated',
    contactSaved: 'Thank you! We will be in touch soon.',
  },
  it: {
    enterWebsite: 'Inserisci il dominio del tuo sito web',
    enterValidDomain: 'Inserisci un dominio valido (es. example.com)',
    enterValidEmail: 'Inserisci un indirizzo email valido',
    enterName: 'Inserisci il tuo nome e cognome',
    enterEmail: 'Inserisci il tuo indirizzo email',
    tooLong: 'Il testo è troppo lungo',
    created: 'Il tuo chatbot AI è stato creato!',
    notFound: 'Non troviamo questo chatbot. Potrebbe essere scaduto o essere stato rimosso.',
    messageRequired: 'Scrivi un messaggio',
    answered: 'Risposta generata',
    contactSaved: 'Grazie! Ti contatteremo presto.',
  },
} as const satisfies Record<Language, Record<string, string>>;
