import type { Language } from './routes.ts';

/** Longest comment a visitor may leave with a 👎 (characters). */
export const MAX_FEEDBACK_COMMENT = 1000;
/** Longest answer a client may write for a knowledge gap (characters). */
export const MAX_GAP_ANSWER = 4000;
/** How long a bot keeps its conversations, leads and question counts unless its owner chooses otherwise. */
export const DEFAULT_RETENTION_DAYS = 90;
export const retentionChoices = [7, 30, 90, 180, 365] as const;
/** The analytics periods, in days. */
export const analyticsPeriods = [7, 30, 90] as const;

/**
 * The insights' texts (conversations, feedback, gaps, leads from the chat, analytics, privacy settings)
 * that the server sends: refusals carry these codes (`insights.leadNameRequired`).
 */
export const insightsMessages = {
  en: {
    ratingInvalid: 'Rate an answer with up or down',
    commentTooLong: `A comment can be at most ${MAX_FEEDBACK_COMMENT} characters`,
    answerNotFound: 'This answer was not found',
    conversationNotFound: 'This conversation was not found',
    gapNotFound: 'This question was not found',
    gapAnswerRequired: 'Please write the answer',
    gapAnswerTooLong: `The answer can be at most ${MAX_GAP_ANSWER} characters`,
    leadNameRequired: 'Please enter your name',
    leadContactRequired: 'Please enter your email or phone number',
    leadContactInvalid: 'Please enter a valid email address or phone number',
    leadConsentRequired: 'Please agree to be contacted',
    leadsUnavailable: 'This chatbot does not take contact requests',
    leadAlreadySent: 'Your details were already sent. The team will contact you soon.',
    retentionInvalid: 'Choose how long to keep conversations',
    webhookInvalid: 'The webhook must be an address like https://example.com/hooks/vela',
    webhookPrivate: 'The webhook address must be reachable on the public internet',
    filterInvalid: 'This filter is not valid',
    dateInvalid: 'Dates must be written as YYYY-MM-DD',
    periodInvalid: 'Choose 7, 30 or 90 days',
    pageInvalid: 'This page number is not valid',
  },
  it: {
    ratingInvalid: 'Valuta una risposta con pollice su o giù',
    commentTooLong: `Un commento può avere al massimo ${MAX_FEEDBACK_COMMENT} caratteri`,
    answerNotFound: 'Questa risposta non è stata trovata',
    conversationNotFound: 'Questa conversazione non è stata trovata',
    gapNotFound: 'Questa domanda non è stata trovata',
    gapAnswerRequired: 'Scrivi la risposta',
    gapAnswerTooLong: `La risposta può avere al massimo ${MAX_GAP_ANSWER} caratteri`,
    leadNameRequired: 'Per favore inserisci il tuo nome',
    leadContactRequired: 'Per favore inserisci la tua email o il tuo numero di telefono',
    leadContactInvalid: 'Per favore inserisci un indirizzo email o un numero di telefono valido',
    leadConsentRequired: 'Per favore accetta di essere ricontattato',
    leadsUnavailable: 'Questo chatbot non raccoglie richieste di contatto',
    leadAlreadySent: 'I tuoi dati sono già stati inviati. Il team ti contatterà presto.',
    retentionInvalid: 'Scegli per quanto tempo conservare le conversazioni',
    webhookInvalid: 'Il webhook deve essere un indirizzo come https://esempio.it/hooks/vela',
    webhookPrivate: "L'indirizzo del webhook deve essere raggiungibile su internet",
    filterInvalid: 'Questo filtro non è valido',
    dateInvalid: 'Le date vanno scritte come AAAA-MM-GG',
    periodInvalid: 'Scegli 7, 30 o 90 giorni',
    pageInvalid: 'Questo numero di pagina non è valido',
  },
} as const satisfies Record<Language, Record<string, string>>;
