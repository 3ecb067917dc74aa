import { authRuleTexts } from '@vela/contracts/public';
export default {
  meta: { title: 'Accedi' },
  logout: 'Esci',
  tabs: { login: 'Accedi', register: 'Registrati' },
  login: {
    title: 'Bentornato',
    subtitle: 'Accedi per seguire i tuoi progetti e il tuo chatbot.',
    submit: 'Accedi',
    submitting: 'Accesso in corso…',
  },
  register: {
    title: 'Crea il tuo account',
    subtitle: 'Segui i progressi dei tuoi progetti in tempo reale.',
    submit: 'Crea account',
    submitting: 'Creazione in corso…',
  },
  fields: {
    username: 'Nome utente',
    password: 'Password',
    email: 'Email',
    firstName: 'Nome',
    lastName: 'Cognome',
    company: 'Azienda',
    optional: 'facoltativo',
  },
  validation: {
    ...authRuleTexts('it'),
    invalid: 'Controlla questo campo',
  },
  toast: {
    loginSuccess: 'Accesso effettuato',
    welcomeBack: 'Bentornato, {{name}}!',
    loginFailed: 'Accesso non riuscito',
    invalidCredentials: 'Nome utente o password non validi',
    registerSuccess: 'Registrazione completata',
    accountCreated: 'Il tuo account è stato creato con successo!',
    registerFailed: 'Registrazione non riuscita',
    couldNotCreate: 'Impossibile creare il tuo account',
    loggedOut: 'Disconnesso',
    loggedOutDescription: 'Ti sei disconnesso correttamente',
    logoutFailed: 'Disconnessione non riuscita',
  },
  welcome: {
    title: 'Il tuo portale clienti',
    subtitle: 'Tutto quello che serve per seguire i progetti di automazione AI con il nostro team.',
    benefits: {
      progress: 'Avanzamento in tempo reale',
      milestones: 'Prossime milestone',
      tasks: 'Stato di completamento delle attività',
      secure: 'Accesso sicuro',
    },
  },
} as const;
