/**
 * The texts only the chat panel shows: they travel in the panel chunk, not in the loader every page downloads.
 * Embedders override them through `init({ strings })` like the loader's own.
 */
const en = {
  good: 'Good answer',
  bad: 'Bad answer',
  thanks: 'Thanks for your feedback',
  comment: 'What was wrong with it? (optional)',
  submitComment: 'Submit comment',
  skip: 'Skip',
  leadInvite: 'Would you like the team to contact you? Leave your details.',
  name: 'Name',
  contact: 'Email or phone',
  consent: 'I agree to be contacted about my request, as described in the {privacy}.',
  privacy: 'privacy policy',
  contactMe: 'Contact me',
  leadThanks: 'Thank you! The team will be in touch soon.',
  forget: 'Delete conversation',
  forgetAsk: 'Delete this conversation for good?',
  forgetYes: 'Yes, delete',
  cancel: 'Cancel',
};

export type PanelStrings = typeof en;

const it: PanelStrings = {
  good: 'Risposta utile',
  bad: 'Risposta non utile',
  thanks: 'Grazie per il tuo riscontro',
  comment: 'Che cosa non andava? (facoltativo)',
  submitComment: 'Invia il commento',
  skip: 'Salta',
  leadInvite: 'Vuoi essere ricontattato dal team? Lascia i tuoi dati.',
  name: 'Nome',
  contact: 'Email o telefono',
  consent: "Acconsento a essere ricontattato per la mia richiesta, come descritto nell'{privacy}.",
  privacy: 'informativa sulla privacy',
  contactMe: 'Contattatemi',
  leadThanks: 'Grazie! Il team ti contatterà presto.',
  forget: 'Elimina la conversazione',
  forgetAsk: 'Eliminare definitivamente questa conversazione?',
  forgetYes: 'Sì, elimina',
  cancel: 'Annulla',
};

export const panelResources = { en, it };
