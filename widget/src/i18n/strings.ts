import type { PanelStrings } from './panel-strings.ts';

/**
 * The loader's texts, in one keyed module; the panel's own are in `panel-strings.ts`, in its chunk. Embedders
 * override any key of either through `init({ strings })`.
 */
const en = {
  openChat: 'Open chat',
  closeChat: 'Close chat',
  close: 'Close',
  newConversation: 'New conversation',
  botName: 'AI Assistant',
  welcome: 'Hello! How can I help you today?',
  placeholder: 'Type your message…',
  inputLabel: 'Your message',
  send: 'Send',
  typing: 'The assistant is typing…',
  error: 'Sorry, I encountered an error. Please try again.',
  retry: 'Retry',
  sources: 'Sources',
  unread: '{n} unread',
  reconnecting: 'Connection lost, reconnecting…',
  dismiss: 'Dismiss',
  you: 'You',
  messages: 'Messages',
};

type LoaderStrings = typeof en;
/** Every text the widget shows. */
export type Strings = LoaderStrings & PanelStrings;
/** The loader's texts with the embedder's overrides, the panel's included; the panel adds its own defaults. */
export type LoadedStrings = LoaderStrings & Partial<PanelStrings>;
export type Language = 'en' | 'it';

const it: LoaderStrings = {
  openChat: 'Apri la chat',
  closeChat: 'Chiudi la chat',
  close: 'Chiudi',
  newConversation: 'Nuova conversazione',
  botName: 'Assistente AI',
  welcome: 'Ciao! Come posso aiutarti oggi?',
  placeholder: 'Scrivi un messaggio…',
  inputLabel: 'Il tuo messaggio',
  send: 'Invia',
  typing: "L'assistente sta scrivendo…",
  error: 'Spiacente, si è verificato un errore. Riprova.',
  retry: 'Riprova',
  sources: 'Fonti',
  unread: '{n} non letti',
  reconnecting: 'Connessione persa, riconnessione in corso…',
  dismiss: 'Chiudi',
  you: 'Tu',
  messages: 'Messaggi',
};

export const resources: Record<Language, LoaderStrings> = { en, it };

/** Maps a BCP 47 tag ("it-IT", "en") to a language the widget speaks, or undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().slice(0, 2).toLowerCase();
  return base === 'it' || base === 'en' ? base : undefined;
}

/** The embedder's choice wins, then the bot's language, then the page's `lang`, then English. */
export function pickLanguage(...candidates: (string | null | undefined)[]): Language {
  for (const c of candidates) {
    const lang = toLanguage(c);
    if (lang) return lang;
  }
  return 'en';
}

export function stringsFor(language: Language, overrides?: Partial<Strings>): LoadedStrings {
  return { ...resources[language], ...overrides };
}
