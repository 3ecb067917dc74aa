import { describe, expect, it } from 'vitest';
import { validateDemoForm } from './demo-form.validation.ts';

const values = (website: string, fullName = '', email = '') => ({ website, fullName, email });

describe('demo form, contact optional (landing page)', () => {
  it('asks for the website when it is empty or blank', () => {
    expect(validateDemoForm(values('  '), 'contactOptional')).toEqual({
      ok: false,
      problem: {
        field: 'website',
        title: 'validation.missingWebsite',
        description: 'validation.enterWebsite',
      },
    });
  });

  it.each([
    'ab.com',
    'http://shop.com',
    'www.shop.com/path',
    '-shop.com',
    'shop-.com',
    'shop.c',
    'shop.c0m',
    'sh op.com',
    'shop_it.com',
  ])('calls %s an invalid website', (website) => {
    const result = validateDemoForm(values(website), 'contactOptional');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.title).toBe('validation.invalidWebsite');
  });

  it.each(['abc.it', 'forno-bellavista.test', 'Shop123.COM'])('accepts %s', (website) => {
    expect(validateDemoForm(values(website), 'contactOptional')).toEqual({
      ok: true,
      input: { domain: website },
    });
  });

  it('rejects an email with a space or without a dot after the @', () => {
    for (const email of ['anna @x.it', 'anna@x', 'anna']) {
      const result = validateDemoForm(values('shop.com', '', email), 'contactOptional');
      expect(result).toMatchObject({
        ok: false,
        problem: { field: 'email', title: 'validation.invalidEmail' },
      });
    }
  });

  it('sends name and email only when both are given', () => {
    expect(validateDemoForm(values('shop.com', 'Anna Rossi', ''), 'contactOptional')).toEqual({
      ok: true,
      input: { domain: 'shop.com' },
    });
    expect(validateDemoForm(values('shop.com', '', 'anna@shop.com'), 'contactOptional')).toEqual({
      ok: true,
      input: { domain: 'shop.com' },
    });
    expect(
      validateDemoForm(values(' shop.com ', ' Anna Rossi ', 'anna@shop.com'), 'contactOptional'),
    ).toEqual({ ok: true, input: { domain: 'shop.com', fullName: 'Anna Rossi', email: 'anna@shop.com' } });
  });
});

describe('demo form, contact required (website analyzer)', () => {
  it('checks website, then name, then email, then the email format', () => {
    const titleOf = (v: ReturnType<typeof values>) => {
      const r = validateDemoForm(v, 'contactRequired');
      return r.ok ? 'ok' : `${r.problem.field}:${r.problem.title}:${r.problem.description}`;
    };
    expect(titleOf(values(''))).toBe('website:validation.websiteRequired:validation.enterWebsite');
    expect(titleOf(values('shop.com'))).toBe('fullName:validation.nameRequired:validation.enterName');
    expect(titleOf(values('shop.com', 'Anna'))).toBe('email:validation.emailRequired:validation.enterEmail');
    expect(titleOf(values('shop.com', 'Anna', 'anna@'))).toBe(
      'email:validation.invalidEmail:validation.enterValidEmail',
    );
    expect(titleOf(values('shop.com', 'Anna', 'anna@shop.com'))).toBe('ok');
  });

  it('sends all three trimmed', () => {
    expect(validateDemoForm(values('shop.com ', ' Anna', 'anna@shop.com '), 'contactRequired')).toEqual({
      ok: true,
      input: { domain: 'shop.com', fullName: 'Anna', email: 'anna@shop.com' },
    });
  });
});
