import type { Language } from './routes.ts';

export const MAX_ALLOWED_ORIGINS = 20;
/**
 * Documents and URLs one bot may hold: ten times what a small business's knowledge fills (a few dozen
 * documents and pages), so only a script adding sources in a loop meets it.
 */
export const MAX_BOT_SOURCES = 200;
/**
 * Trainings one bot may start in a day (UTC), retries and company-information changes included: filling
 * every source in one day still leaves a hundred re-runs, while a loop re-training a bot for ever stops.
 */
export const MAX_BOT_TRAININGS_PER_DAY = 300;

/** The builder's and the bot API's texts, English and Italian. Zod-free, so the site's pages take their texts from here. */
export const botMessages = {
  en: {
    nameRequired: 'Please enter a name for your chatbot',
    nameTooLong: 'The name must be at most 60 characters',
    welcomeRequired: 'Please enter a welcome message',
    welcomeTooLong: 'The welcome message must be at most 500 characters',
    companyInfoTooLong: 'Company information must be at most 20,000 characters',
    languageInvalid: 'Choose English or Italian',
    colorInvalid: 'Choose a colour as #rrggbb',
    positionInvalid: 'Choose left or right',
    originInvalid: 'Each allowed website must be an address like https://www.example.com',
    tooManyOrigins: `At most ${MAX_ALLOWED_ORIGINS} allowed websites`,
    urlEmpty: 'Please enter a URL',
    invalidUrl: 'Please enter a valid URL',
    refreshInvalid: 'Choose off, daily or weekly',
    refreshNotCrawled: 'Only websites and pages can be refreshed on a schedule',
    noFile: 'Please choose a PDF, DOCX or TXT file',
    fileTooLarge: 'File is too large. Maximum size is 10MB.',
    fileType: 'Invalid file type. Please upload PDF, DOCX, or TXT files.',
    encryptedDocument: 'This document is password-protected. Please upload a version without a password.',
    tooManyFiles: 'Send at most 10 files at once.',
    uploadUnreadable: 'The upload could not be read. Please try again.',
    trainingNotFound: 'This content was not found',
    tooManySources: `A chatbot can hold at most ${MAX_BOT_SOURCES} documents and URLs. Please remove some before adding more.`,
    tooManyTrainingsToday: `A chatbot can be trained at most ${MAX_BOT_TRAININGS_PER_DAY} times a day, and this would pass today's limit. Please try again tomorrow.`,
    companyInfoTitle: 'Company information',
    embedNotice:
      'This chatbot is free for 30 days using our shared AI key; after that you will need to add your own API key.',
  },
  it: {
    nameRequired: 'Inserisci un nome per il tuo chatbot',
    nameTooLong: 'Il nome può avere al massimo 60 caratteri',
    welcomeRequired: 'Inserisci un messaggio di benvenuto',
    welcomeTooLong: 'Il messaggio di benvenuto può avere al massimo 500 caratteri',
    companyInfoTooLong: 'Le informazioni aziendali possono avere al massimo 20.000 caratteri',
    languageInvalid: 'Scegli inglese o italiano',
    colorInvalid: 'Scegli un colore nel formato #rrggbb',
    positionInvalid: 'Scegli sinistra o destra',
    originInvalid: 'Ogni sito autorizzato deve essere un indirizzo come https://www.esempio.it',
    tooManyOrigins: `Al massimo ${MAX_ALLOWED_ORIGINS} siti autorizzati`,
    urlEmpty: 'Inserisci un URL',
    invalidUrl: 'Inserisci un URL valido',
    refreshInvalid: 'Scegli disattivato, ogni giorno oppure ogni settimana',
    refreshNotCrawled: 'Solo siti e pagine web possono essere aggiornati in automatico',
    noFile: 'Scegli un file PDF, DOCX o TXT',
    fileTooLarge: 'Il file è troppo grande. La dimensione massima è 10MB.',
    fileType: 'Tipo di file non valido. Carica file PDF, DOCX o TXT.',
    encryptedDocument: 'Questo documento è protetto da password. Carica una versione senza password.',
    tooManyFiles: 'Invia al massimo 10 file alla volta.',
    uploadUnreadable: 'Non è stato possibile leggere il caricamento. Riprova.',
    trainingNotFound: 'Questo contenuto non è stato trovato',
    tooManySources: `Un chatbot può contenere al massimo ${MAX_BOT_SOURCES} documenti e URL. Rimuovine qualcuno prima di aggiungerne altri.`,
    tooManyTrainingsToday: `Un chatbot può essere addestrato al massimo ${MAX_BOT_TRAININGS_PER_DAY} volte al giorno e questa richiesta supererebbe il limite di oggi. Riprova domani.`,
    companyInfoTitle: 'Informazioni aziendali',
    embedNotice:
      'Questo chatbot è gratuito per 30 giorni con la nostra chiave AI condivisa; dopo dovrai aggiungere la tua chiave API.',
  },
} as const satisfies Record<Language, Record<string, string>>;
