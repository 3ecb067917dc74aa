import { expect, test } from '@playwright/test';
import { unique } from '../support/accounts.ts';

test.describe('account journey', () => {
  test('a visitor registers, sees the portal greeting, logs out, logs in, and a wrong password says Login failed', async ({
    page,
  }) => {
    const username = `anna${unique()}`;
    await page.goto('/en/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('First name').fill('Anna');
    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Email').fill(`${username}@example.com`);
    await register.getByLabel('Password').fill('correct-horse');
    await register.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/en\/portal$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Anna' })).toBeVisible();
    await expect(
      page.getByText('Your account has been created successfully!', { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText('You have been successfully logged out', { exact: true })).toBeVisible();

    await page.goto('/en/auth');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username').fill(username);
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/auth$/);

    await login.getByLabel('Password').fill('correct-horse');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/en\/portal$/);
    await expect(page.getByText('Welcome back, Anna!', { exact: true })).toBeVisible();
  });

  test('the login form shows the spec messages for a short username and password and sends nothing', async ({
    page,
  }) => {
    // The forms validate with the shared zod schemas; under the site's CSP they must never try eval.
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
    });
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/login')) posted = true;
    });
    await page.goto('/en/auth');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username').fill('ab');
    await login.getByLabel('Password').fill('123');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(login.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(posted).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test('in Italian the register form explains a malformed email', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrati' }).click();
    const register = page.getByRole('form', { name: 'Registrati' });
    await register.getByLabel('Nome utente').fill(`marco${unique()}`);
    await register.getByLabel('Email').fill('not-an-email');
    await register.getByLabel('Password').fill('abcdef');
    await register.getByRole('button', { name: 'Crea account' }).click();
    await expect(register.getByText('Inserisci un indirizzo email valido')).toBeVisible();
  });

  test('in Italian every refusal, from the form or from the server, is in Italian', async ({
    page,
    request,
  }) => {
    const taken = `giada${unique()}`;
    const registered = await request.post('/api/register', {
      data: { username: taken, password: 'segreto1', email: `${taken}@example.it` },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Registrati' }).click();
    const register = page.getByRole('form', { name: 'Registrati' });
    await register.getByLabel(/^Nome\s*\(facoltativo\)$/).fill('<b>Giada</b>');
    await register.getByLabel('Nome utente').fill('giada rossi');
    await register.getByLabel('Email').fill(`altra${unique()}@example.it`);
    await register.getByLabel('Password').fill('segreto1');
    await register.getByRole('button', { name: 'Crea account' }).click();
    await expect(
      register.getByText(
        'Il nome utente può contenere solo lettere, cifre, punti, trattini e trattini bassi',
      ),
    ).toBeVisible();
    await expect(register.getByText('Il nome non può contenere < o >')).toBeVisible();

    await register.getByLabel(/^Nome\s*\(facoltativo\)$/).fill('Giada');
    await register.getByLabel('Nome utente').fill(taken);
    await register.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByText('Registrazione non riuscita', { exact: true })).toBeVisible();
    await expect(page.getByText('400: Questo nome utente è già in uso', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Accedi' }).click();
    const login = page.getByRole('form', { name: 'Accedi' });
    await login.getByLabel('Nome utente').fill(taken);
    await login.getByLabel('Password').fill('password-sbagliata');
    await login.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Accesso non riuscito', { exact: true })).toBeVisible();
    await expect(page.getByText('401: Nome utente o password non validi', { exact: true })).toBeVisible();
    await expect(page.getByText(/Invalid username|already taken|may only contain/)).toHaveCount(0);
  });

  test('a protected page sends an anonymous visitor to /auth', async ({ page }) => {
    await page.goto('/en/portal');
    await expect(page).toHaveURL(/\/en\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});
