import { authMessages, loginSchema, registerSchema } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import enTexts from '../locales/en.ts';
import itTexts from '../locales/it.ts';
import { validationKeys } from './use-schema-errors.ts';

const valid = { username: 'giulia', password: 'segreto1', email: 'giulia@example.it' };

/** One input per rule the account forms check. */
const breakingInputs = [
  { schema: loginSchema, values: { password: 'segreto1' } },
  { schema: loginSchema, values: { username: 'ab', password: '123' } },
  { schema: loginSchema, values: { username: 'a'.repeat(41), password: 'x'.repeat(201) } },
  { schema: loginSchema, values: { username: 'mario rossi' } },
  { schema: registerSchema, values: { ...valid, email: 'not-an-email' } },
  { schema: registerSchema, values: { ...valid, firstName: '<b>', lastName: '<i>', company: '<a>' } },
  { schema: registerSchema, values: { ...valid, firstName: 'x'.repeat(81), lastName: 'y'.repeat(81) } },
  { schema: registerSchema, values: { ...valid, company: 'z'.repeat(81) } },
  { schema: registerSchema, values: { ...valid, firstName: 'Anna\u0000' } },
];

const messages = breakingInputs.flatMap(({ schema, values }) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
});

const lookUp = (resource: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resource);

describe('the account forms speak the visitor’s language', () => {
  it('every rule the login and register schemas check has its own text in Italian and English', () => {
    const ruleKeys = Object.keys(enTexts.validation).filter((key) => key !== 'invalid');
    expect(new Set(messages).size).toBe(ruleKeys.length);
    for (const message of messages) {
      const [own] = validationKeys(message);
      expect(own, message).not.toBe('validation.invalid');
      expect(lookUp(itTexts, own as string), own).toEqual(expect.any(String));
      expect(lookUp(enTexts, own as string), own).toBe(message);
    }
  });

  it('the Italian form texts are the ones the server answers in Italian', () => {
    for (const [key, text] of Object.entries(itTexts.validation)) {
      if (key !== 'invalid') expect(text, key).toBe(authMessages.it[key as keyof typeof authMessages.it]);
    }
  });

  it('a message without a translation falls back to the generic Italian and English text', () => {
    expect(validationKeys('Unrecognized key: "isAdmin"')).toEqual(['validation.invalid']);
    expect(itTexts.validation.invalid).toBe('Controlla questo campo');
    expect(enTexts.validation.invalid).toBe('Please check this field');
  });
});
