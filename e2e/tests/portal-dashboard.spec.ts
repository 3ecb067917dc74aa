import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login, unique } from '../support/accounts.ts';
import { THIRD_PARTY } from '../support/host-pages.ts';

test.beforeEach(async ({ context }) => {
  // Nothing loads from the internet: the lead form (LEAD_FORM_URL) is the stand-in on the local host-pages server.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('a new client sees the empty project filters, the chatbot block, the lead-form dialog and the unwired support form', async ({
  page,
  request,
}) => {
  const client = `paolo${unique()}`;
  await request.post('/api/register', {
    data: { username: client, password: 'client-pass', email: `${client}@x.io` },
  });
  await login(page, client, 'client-pass');
  await expect(page.getByRole('heading', { name: `Welcome, ${client}` })).toBeVisible();

  await expect(page.getByText('You have no projects yet.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(page.getByText('No active projects.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('No completed projects.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'On hold', exact: true }).click();
  await expect(page.getByText('No projects on hold.', { exact: true })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Customize chatbot' })).toHaveAttribute(
    'href',
    '/en/portal/chatbot-embed',
  );

  await page.getByRole('button', { name: 'Contact support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog.locator('iframe[title="Contact form"]')).toHaveAttribute(
    'src',
    THIRD_PARTY.leadFormUrl,
  );
  await expect(
    dialog.frameLocator('iframe[title="Contact form"]').getByRole('heading', { name: 'Contact us' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const support = page.getByRole('form', { name: 'Send a request' });
  await support.getByLabel('Name').fill('P');
  await support.getByLabel('Email').fill('not-an-email');
  await support.getByLabel('Subject').fill('Hi');
  await support.getByLabel('Message').fill('Short');
  let sentSomething = false;
  page.on('request', (req) => {
    if (req.method() === 'POST') sentSomething = true;
  });
  await support.getByRole('button', { name: 'Send request' }).click();
  await expect(support.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(support.getByText('Please enter a valid email address')).toBeVisible();
  await expect(support.getByText('Subject must be at least 5 characters')).toBeVisible();
  await expect(support.getByText('Message must be at least 10 characters')).toBeVisible();

  await support.getByLabel('Name').fill('Paolo');
  await support.getByLabel('Email').fill('paolo@example.com');
  await support.getByLabel('Subject').fill('Invoice question');
  await support.getByLabel('Message').fill('Could you send me last month invoice?');
  await support.getByRole('button', { name: 'Send request' }).click();
  await expect(support.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
  await expect(support.getByLabel('Name')).toHaveValue('');
  expect(sentSomething).toBe(false);
});

test('a project address with a non-numeric id shows Project not found and makes no call', async ({
  page,
  request,
}) => {
  const client = `nina${unique()}`;
  await request.post('/api/register', {
    data: { username: client, password: 'client-pass', email: `${client}@x.io` },
  });
  await login(page, client, 'client-pass');
  const projectCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/projects/')) projectCalls.push(req.url());
  });
  await page.goto('/en/portal/projects/abc');
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Portal' }).click();
  await expect(page).toHaveURL(/\/en\/portal$/);
  expect(projectCalls).toEqual([]);
});

test('in Italian an admin sees the admin menu with /it links and an Italian project filter', async ({
  page,
}) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/portal$/);
  await expect(page.getByRole('heading', { name: `Benvenuto, ${ADMIN.username}` })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu amministrazione' });
  await expect(menu.getByRole('link', { name: 'CMS' })).toHaveAttribute('href', '/it/admin/cms');
  await expect(menu.getByRole('link', { name: 'Clienti' })).toHaveAttribute('href', '/it/admin/users');
  await expect(menu.getByRole('link', { name: 'Progetti' })).toHaveAttribute('href', '/it/admin/projects');
  await expect(menu.getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/it/admin/leads');
  await page.getByRole('button', { name: 'In pausa', exact: true }).click();
  await expect(page.getByText('Nessun progetto in pausa.', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'CMS' }).click();
  await expect(page).toHaveURL(/\/it\/admin\/cms$/);
  await expect(page.getByRole('tab', { name: 'Contenuti del sito' })).toBeVisible();
});

test('when the project list fails to load, the dashboard says so instead of "no projects" and a retry loads it', async ({
  page,
  request,
}) => {
  const client = `irene${unique()}`;
  await request.post('/api/register', {
    data: { username: client, password: 'client-pass', email: `${client}@x.io` },
  });
  let failing = true;
  await page.route('**/api/projects', (route) =>
    failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
  );
  await login(page, client, 'client-pass');

  const failure = page.getByRole('alert').filter({ hasText: "We couldn't load your projects." });
  await expect(failure).toBeVisible();
  await expect(page.getByText('You have no projects yet.', { exact: true })).toBeHidden();

  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no projects yet.', { exact: true })).toBeVisible();
  await expect(failure).toBeHidden();

  failing = true;
  await page.goto('/portal');
  const italian = page
    .getByRole('alert')
    .filter({ hasText: 'Non è stato possibile caricare i tuoi progetti.' });
  await expect(italian.getByRole('button', { name: 'Riprova' })).toBeVisible();
  await expect(page.getByText('Non hai ancora progetti.', { exact: true })).toBeHidden();
});
