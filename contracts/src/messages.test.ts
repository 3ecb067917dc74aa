import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth.ts';
import { botSettingsInputSchema, trainingUrlSchema } from './bot.ts';
import { cmsContentInputSchema } from './cms.ts';
import { contactRequestSchema } from './contact.ts';
import { demoContactSchema, demoCreateSchema } from './demo.ts';
import { isMessageCode, messages, messageText } from './messages.ts';
import { projectInputSchema } from './projects.ts';

const codesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the message dictionary', () => {
  it('gives every code a text in Italian and in English', () => {
    expect(Object.keys(messages.it).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [code, text] of Object.entries(messages.en)) {
      expect(text, code).toMatch(/\S/);
      expect(messages.it[code as keyof typeof messages.it], code).toMatch(/\S/);
    }
  });

  it('reads a code in the asked language and leaves any other message as zod wrote it', () => {
    expect(messageText('auth.usernameMin', 'en')).toBe('Username must be at least 3 characters');
    expect(messageText('auth.usernameMin', 'it')).toBe('Il nome utente deve avere almeno 3 caratteri');
    expect(messageText('Unrecognized key: "isAdmin"', 'it')).toBe('Unrecognized key: "isAdmin"');
    expect(isMessageCode('toString')).toBe(false);
  });
});

describe('the schemas refuse with codes', () => {
  it('login and register', () => {
    expect(codesOf(loginSchema.safeParse({ username: 'ab', password: '123' }))).toEqual([
      'auth.usernameMin',
      'auth.passwordMin',
    ]);
    expect(codesOf(loginSchema.safeParse({ password: 'segreto1' }))).toEqual(['auth.usernameRequired']);
    expect(
      codesOf(
        registerSchema.safeParse({ username: 'giulia', password: 'segreto1', email: 'no', firstName: '<b>' }),
      ),
    ).toEqual(['auth.emailInvalid', 'auth.firstNameChars']);
    expect(codesOf(loginSchema.safeParse({ username: 'anna\u0000', password: 'segreto1' }))).toEqual([
      'text.controlCharacters',
      'auth.usernameChars',
    ]);
  });

  it('the contact, demo, bot, CMS and project forms', () => {
    expect(codesOf(contactRequestSchema.safeParse({ name: '', email: 'x', message: ' ' }))).toEqual([
      'contact.nameRequired',
      'contact.emailInvalid',
      'contact.messageRequired',
    ]);
    expect(codesOf(demoCreateSchema.safeParse({ domain: 'not a domain' }))).toEqual([
      'demo.enterValidDomain',
    ]);
    expect(codesOf(demoContactSchema.safeParse({ fullName: 'Anna', email: '' }))).toEqual([
      'demo.enterEmail',
      'demo.enterValidEmail',
    ]);
    expect(codesOf(botSettingsInputSchema.safeParse({ primaryColor: 'red', position: 'top' }))).toEqual([
      'bot.colorInvalid',
      'bot.positionInvalid',
    ]);
    expect(codesOf(trainingUrlSchema.safeParse({ url: 'ftp://example.com' }))).toEqual(['bot.invalidUrl']);
    expect(codesOf(cmsContentInputSchema.safeParse({ type: 'x', key: '', value: 'v' }))).toEqual([
      'cms.typeRequired',
      'cms.keyRequired',
    ]);
    expect(
      codesOf(
        projectInputSchema.safeParse({
          clientId: 1,
          name: 'P',
          startDate: '2026-02-01',
          endDate: '2026-01-01',
        }),
      ),
    ).toEqual(['project.endBeforeStart']);
  });

  it('every code a schema emits is in the dictionary', () => {
    const emitted = [
      ...codesOf(
        registerSchema.safeParse({
          username: 'a b',
          password: 'x'.repeat(201),
          email: 'x',
          company: 'z'.repeat(81),
        }),
      ),
      ...codesOf(
        contactRequestSchema.safeParse({
          name: 'a',
          email: 'a@b.it',
          phone: 'abc',
          company: '!!',
          message: 'x',
        }),
      ),
    ];
    expect(emitted.length).toBeGreaterThan(3);
    for (const message of emitted) expect(isMessageCode(message), message).toBe(true);
  });
});
