import type { Language } from './routes.ts';

/** Spec part 1 §5: the contact form's messages, Italian as specified and their English equivalents. */
export const contactMessages = {
  it: {
    nameRequired: 'Per favore inserisci il tuo nome',
    emailRequired: 'Per favore inserisci la tua email',
    emailInvalid: 'Per favore inserisci un indirizzo email valido (esempio: nome@azienda.it)',
    phoneInvalid: 'Per favore inserisci un numero di telefono valido',
    websiteInvalid: 'Per favore inserisci il tuo sito web',
    messageRequired: 'Per favore inserisci il tuo messaggio',
    tooLong: 'Il testo è troppo lungo',
  },
  en: {
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email address (example: name@company.com)',
    phoneInvalid: 'Please enter a valid phone number',
    websiteInvalid: 'Please enter your website',
    messageRequired: 'Please enter your message',
    tooLong: 'The text is too long',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Field limits, shared by the form's maxLength attributes and the server. */
export const contactLimits = { name: 100, email: 254, phone: 40, company: 200, message: 5000 } as const;

/** Digits, spaces and + ( ) . - (six to forty). The form uses it as its `pattern`, which browsers read in the `v` mode. */
export const CONTACT_PHONE_PATTERN = '\\+?[0-9 \\(\\)\\.\\-]{6,40}';
/** A domain or an http(s) address: `azienda.it`, `https://www.azienda.it/chi-siamo`. */
export const CONTACT_WEBSITE_PATTERN = '(https?://)?[A-Za-z0-9][A-Za-z0-9\\.\\-]*\\.[A-Za-z]{2,}(/\\S*)?';
