import { expect, test, waitForHydration } from './marketing-fixtures.ts';

test.describe('contact form', () => {
  test('shows each Italian validation message, clears it on input, and sends nothing while invalid', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact')) posted++;
    });
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Scrivici' });
    const send = form.getByRole('button', { name: 'Invia messaggio' });
    // The prerendered form may still be hydrating below the fold when the root is: click until it answers.
    await expect(async () => {
      await send.click();
      await expect(form.getByText('Per favore inserisci il tuo nome')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(form.getByText('Per favore inserisci la tua email')).toBeVisible();
    await expect(form.getByText('Per favore inserisci il tuo messaggio')).toBeVisible();
    await form.getByLabel('Nome e cognome').fill('Giulia Rossi');
    await expect(form.getByText('Per favore inserisci il tuo nome')).toBeHidden();
    await form.getByLabel('Email').fill('giulia@');
    await form.getByLabel('Telefono (opzionale)').fill('chiamami');
    await form.getByLabel('Sito Web (opzionale)').fill('non ho un sito');
    await form.getByLabel('Messaggio').fill('Vorrei un chatbot.');
    await send.click();
    await expect(
      form.getByText(/Per favore inserisci un indirizzo email valido \(esempio: .+\)/),
    ).toBeVisible();
    await expect(form.getByText('Per favore inserisci un numero di telefono valido')).toBeVisible();
    await expect(form.getByText('Per favore inserisci il tuo sito web')).toBeVisible();
    expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validationMessage)).toMatch(
      /^Per favore inserisci un indirizzo email valido/,
    );
    expect(posted).toBe(0);
  });

  test('a valid request is stored, the fields are cleared and the success toast shows', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Scrivici' });
    await form.getByLabel('Nome e cognome').fill('Giulia Rossi');
    await form.getByLabel('Email').fill('giulia@azienda.it');
    await form.getByLabel('Telefono (opzionale)').fill('+39 02 1234 5678');
    await form.getByLabel('Sito Web (opzionale)').fill('www.azienda.it');
    await form.getByLabel('Messaggio').fill('Vorrei un agente vocale per lo studio.');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Messaggio inviato con successo!', { exact: true })).toBeVisible();
    await expect(page.getByText('Ti contatteremo presto.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Nome e cognome')).toHaveValue('');
    await expect(form.getByLabel('Messaggio')).toHaveValue('');
  });

  test('in English the messages are English, and a failed send shows the inline notice', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/en');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Write to us' });
    // As in Italian: the form below the fold may still be hydrating when the root is, so click until it answers.
    await expect(async () => {
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Please enter your name')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await form.getByLabel('Full name').fill('Anna Smith');
    await form.getByLabel('Email').fill('anna@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Error sending the message. Please try again later.');
    await expect(form.getByLabel('Full name')).toHaveValue('Anna Smith');
  });

  test("in Italian a failed send shows the spec's inline notice and keeps what was typed", async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Scrivici' });
    await form.getByLabel('Nome e cognome').fill('Giulia Rossi');
    await form.getByLabel('Email').fill('giulia@example.it');
    await form.getByLabel('Messaggio').fill('Buongiorno');
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(form.getByRole('alert')).toHaveText("Errore nell'invio del messaggio. Riprova più tardi.");
    await expect(form.getByLabel('Nome e cognome')).toHaveValue('Giulia Rossi');
  });
});
