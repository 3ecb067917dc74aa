import { loginSchema, projectInputSchema, registerSchema } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './use-schema-errors.ts';

const valid = { username: 'giulia', password: 'segreto1', email: 'giulia@example.it' };
const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.success ? [] : (result.error?.issues ?? [])) as Parameters<typeof fieldErrors>[0];

describe('a form built on a contracts schema speaks the visitor’s language', () => {
  it('shows the account rules’ texts in English and Italian, one per field', () => {
    const issues = issuesOf(loginSchema.safeParse({ username: 'ab', password: '123' }));
    expect(fieldErrors(issues, 'en')).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(fieldErrors(issues, 'it')).toEqual({
      username: 'Il nome utente deve avere almeno 3 caratteri',
      password: 'La password deve avere almeno 6 caratteri',
    });
  });

  it('keeps the first refusal of a field', () => {
    const issues = issuesOf(registerSchema.safeParse({ ...valid, firstName: 'Anna\u0000' }));
    expect(fieldErrors(issues, 'it')).toEqual({
      firstName: 'Il testo contiene caratteri di controllo invisibili. Rimuovili e riprova.',
    });
  });

  it('shows the admin forms’ texts in the page’s language', () => {
    const issues = issuesOf(projectInputSchema.safeParse({ clientId: '', name: '' }));
    expect(fieldErrors(issues, 'it')).toEqual({
      clientId: 'Scegli il cliente a cui appartiene il progetto.',
      name: 'Il nome del progetto è obbligatorio.',
    });
    expect(fieldErrors(issues, 'en').name).toBe('Project name is required.');
  });

  it('a message without a code falls back to the form’s generic text, else to the message itself', () => {
    const issues = issuesOf(
      loginSchema.safeParse({ username: 'giulia', password: 'segreto1', isAdmin: true }),
    );
    expect(fieldErrors(issues, 'it', 'Controlla questo campo')).toEqual({ '': 'Controlla questo campo' });
    expect(fieldErrors(issues, 'en')).toEqual({ '': 'Unrecognized key: "isAdmin"' });
  });
});
