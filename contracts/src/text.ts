import { z } from 'zod';
import { hasControlCharacters, stripControlCharacters } from './text.rules.ts';

export { hasControlCharacters, stripControlCharacters, textMessages } from './text.rules.ts';

/**
 * A text field as a form sends it: a string (else `error`) refused with `message` when it holds a control
 * character; `multiline` keeps tabs and line breaks for texts of several lines. Every text a visitor or a
 * client sends is built on it, so a NUL byte is a 400 at the boundary instead of a database error.
 */
export function plainText(message: string, options: { multiline?: boolean; error?: string } = {}) {
  const { multiline = false, error } = options;
  return z
    .string(error === undefined ? undefined : { error })
    .refine((text) => !hasControlCharacters(text, { multiline }), message);
}

/**
 * A chat message's text: control characters are dropped rather than refused (tabs and line breaks stay),
 * so a stray NUL pasted with a question still gets it answered.
 */
export function chatText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .overwrite((text) => stripControlCharacters(text, { multiline: true }));
}
