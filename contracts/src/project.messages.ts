import type { Language } from './routes.ts';

/** The projects API's and the admin project forms' messages, English and Italian. */
export const projectMessages = {
  en: {
    clientRequired: 'Please choose the client this project belongs to.',
    nameRequired: 'Project name is required.',
    titleRequired: 'Title is required.',
    statusInvalid: 'Please choose a valid status.',
    priorityInvalid: 'Please choose a valid priority.',
    dateInvalid: 'Dates must be real calendar dates (YYYY-MM-DD).',
    endBeforeStart: 'The end date cannot be before the start date.',
    percentageRange: 'Completion must be a whole number from 0 to 100.',
    notFound: 'Project not found',
    taskNotFound: 'Task not found',
    milestoneNotFound: 'Milestone not found',
    clientNotFound: 'That client does not exist.',
  },
  it: {
    clientRequired: 'Scegli il cliente a cui appartiene il progetto.',
    nameRequired: 'Il nome del progetto è obbligatorio.',
    titleRequired: 'Il titolo è obbligatorio.',
    statusInvalid: 'Scegli uno stato valido.',
    priorityInvalid: 'Scegli una priorità valida.',
    dateInvalid: 'Le date devono essere giorni di calendario validi.',
    endBeforeStart: 'La data di fine non può precedere quella di inizio.',
    percentageRange: 'Il completamento deve essere un numero intero da 0 a 100.',
    notFound: 'Progetto non trovato',
    taskNotFound: 'Attività non trovata',
    milestoneNotFound: 'Traguardo non trovato',
    clientNotFound: 'Questo cliente non esiste.',
  },
} as const satisfies Record<Language, Record<string, string>>;
