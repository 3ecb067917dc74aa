import type { Language } from './routes.ts';

/**
 * The C0 control characters and DEL: no keyboard types them, a form field never needs them, and
 * PostgreSQL cannot store NUL in text at all.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** The same, less tab, line feed and carriage return, which a text of several lines holds. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The refusal of a text holding a control character, worded once for every form. */
export const textMessages = {
  en: {
    controlCharacters: 'The text contains invisible control characters. Please remove them and try again.',
  },
  it: {
    controlCharacters: 'Il testo contiene caratteri di controllo invisibili. Rimuovili e riprova.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Whether `text` holds a control character; `multiline` allows tabs and line breaks. */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text);
}

/** `text` without its control characters; `multiline` keeps tabs and line breaks. */
export function stripControlCharacters(text: string, { multiline = false } = {}): string {
  const controls = multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS;
  return text.replace(new RegExp(controls.source, 'g'), '');
}
