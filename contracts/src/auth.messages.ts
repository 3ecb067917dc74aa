import type { Language } from './routes.ts';

/**
 * The account calls' texts: spec part 2 §5's validation messages and the answers to login and register,
 * English as specified and their Italian equivalents. Their codes (`auth.usernameMin`) are
 * what the schemas emit; `messages.ts` gathers them into the one dictionary.
 */
export const authMessages = {
  en: {
    usernameRequired: 'Username is required',
    usernameMin: 'Username must be at least 3 characters',
    usernameMax: 'Username must be at most 40 characters',
    usernameChars: 'Username may only contain letters, digits, dots, dashes and underscores',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters',
    passwordMax: 'Password must be at most 200 characters',
    emailInvalid: 'Please enter a valid email address',
    firstNameMax: 'First name must be at most 80 characters',
    firstNameChars: 'First name may not contain < or >',
    lastNameMax: 'Last name must be at most 80 characters',
    lastNameChars: 'Last name may not contain < or >',
    companyMax: 'Company must be at most 80 characters',
    companyChars: 'Company may not contain < or >',
    usernameTaken: 'This username is already taken',
    emailTaken: 'An account with this email already exists',
    usernameOrEmailTaken: 'This username or email is already taken',
    invalidCredentials: 'Invalid username or password',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    tooManyRegistrations:
      'Too many accounts have been created from your network. Please try again in an hour.',
  },
  it: {
    usernameRequired: 'Il nome utente è obbligatorio',
    usernameMin: 'Il nome utente deve avere almeno 3 caratteri',
    usernameMax: 'Il nome utente può avere al massimo 40 caratteri',
    usernameChars: 'Il nome utente può contenere solo lettere, cifre, punti, trattini e trattini bassi',
    passwordRequired: 'La password è obbligatoria',
    passwordMin: 'La password deve avere almeno 6 caratteri',
    passwordMax: 'La password può avere al massimo 200 caratteri',
    emailInvalid: 'Inserisci un indirizzo email valido',
    firstNameMax: 'Il nome può avere al massimo 80 caratteri',
    firstNameChars: 'Il nome non può contenere < o >',
    lastNameMax: 'Il cognome può avere al massimo 80 caratteri',
    lastNameChars: 'Il cognome non può contenere < o >',
    companyMax: "Il nome dell'azienda può avere al massimo 80 caratteri",
    companyChars: "Il nome dell'azienda non può contenere < o >",
    usernameTaken: 'Questo nome utente è già in uso',
    emailTaken: 'Esiste già un account con questa email',
    usernameOrEmailTaken: 'Questo nome utente o questa email sono già in uso',
    invalidCredentials: 'Nome utente o password non validi',
    tooManyAttempts: 'Troppi tentativi. Attendi qualche minuto e riprova.',
    tooManyRegistrations: "Sono stati creati troppi account dalla tua rete. Riprova tra un'ora.",
  },
} as const satisfies Record<Language, Record<string, string>>;
