import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../playwright.config.ts';
import { login, unique } from '../support/accounts.ts';

/** `YYYY-MM-DD` of today plus some days, in the browser's (this machine's) time zone. */
function day(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('You have been successfully logged out', { exact: true })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  // Nothing leaves this machine: third-party embeds are refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('an admin builds a client project with tasks and milestones; the client sees progress, due texts and tabs', async ({
  page,
  request,
}) => {
  const client = `lucia${unique()}`;
  const registered = await request.post('/api/register', {
    data: { username: client, password: 'client-pass', email: `${client}@example.com`, firstName: 'Lucia' },
  });
  expect(registered.ok()).toBeTruthy();

  await login(page, ADMIN.username, ADMIN.password);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/projects$/);
  await expect(page.getByRole('heading', { name: 'Client projects' })).toBeVisible();

  await page.getByRole('button', { name: 'New project' }).click();
  const projectForm = page.getByRole('form', { name: 'New project' });
  await projectForm.getByRole('button', { name: 'Save' }).click();
  await expect(projectForm.getByText('Please choose the client this project belongs to.')).toBeVisible();
  await expect(projectForm.getByText('Project name is required.')).toBeVisible();
  await projectForm.getByLabel('Client').selectOption({ label: `Lucia (${client})` });
  await projectForm.getByLabel('Project name').fill('Support chatbot');
  await projectForm.getByLabel('Description').fill('A chatbot that answers shop questions.');
  await projectForm.getByLabel('Start date').fill(day(-10));
  await projectForm.getByLabel('End date').fill(day(30));
  await projectForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Support chatbot” has been saved.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Manage tasks and milestones: Support chatbot' }).click();
  const addTask = async (title: string, due: string, percent: string, status?: string) => {
    await page.getByRole('button', { name: 'Add task' }).click();
    const form = page.getByRole('form', { name: 'Add task' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Due date').fill(due);
    await form.getByLabel('Completion (%)').fill(percent);
    if (status) await form.getByLabel('Status').selectOption({ label: status });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  };
  await addTask('Collect FAQs', day(-2), '50');
  await addTask('Train the bot', day(0), '25');
  await addTask('Go live', day(3), '0');
  await addTask('Kick-off', day(-9), '100', 'Completed');
  await expect(page.getByText('Collect FAQs', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add milestone' }).click();
  const milestoneForm = page.getByRole('form', { name: 'Add milestone' });
  await milestoneForm.getByLabel('Title').fill('Beta ready');
  await milestoneForm.getByLabel('Target date').fill(day(7));
  await milestoneForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Beta ready', { exact: true })).toBeVisible();

  // Percentages above 100 are refused with the shared message.
  await page.getByRole('button', { name: 'Edit Go live' }).click();
  const editTask = page.getByRole('form', { name: 'Edit task' });
  await editTask.getByLabel('Completion (%)').fill('120');
  await editTask.getByRole('button', { name: 'Save' }).click();
  await expect(editTask.getByText('Completion must be a whole number from 0 to 100.')).toBeVisible();
  await editTask.getByLabel('Completion (%)').fill('5');
  await editTask.getByRole('button', { name: 'Save' }).click();
  await expect(editTask).toBeHidden();

  await logout(page);

  await login(page, client, 'client-pass');
  await expect(page.getByRole('heading', { name: 'Welcome, Lucia' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await page.getByRole('link', { name: /Support chatbot/ }).click();
  await expect(page).toHaveURL(/\/en\/portal\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Support chatbot' })).toBeVisible();
  await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();
  // (50 + 25 + 5 + 100) / 4 = 45
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '45');
  await expect(page.getByText('45%', { exact: true })).toBeVisible();

  await expect(page.getByText('2 days overdue', { exact: true })).toBeVisible();
  await expect(page.getByText('Due today', { exact: true })).toBeVisible();
  await expect(page.getByText('3 days remaining', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Completed', { exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Milestones' }).click();
  await expect(page.getByText('Beta ready', { exact: true })).toBeVisible();
  await expect(page.getByText('N/A', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Portal' }).click();
  await expect(page).toHaveURL(/\/en\/portal$/);
});

test("a client opening another client's project sees 'Project not found' and the error toast", async ({
  page,
  request,
}) => {
  const owner = `own${unique()}`;
  const other = `oth${unique()}`;
  for (const name of [owner, other]) {
    await request.post('/api/register', {
      data: { username: name, password: 'client-pass', email: `${name}@x.io` },
    });
  }
  await login(page, ADMIN.username, ADMIN.password);
  const users = (await (await page.request.get('/api/admin/users')).json()) as {
    users: { id: number; username: string }[];
  };
  const ownerId = users.users.find((u) => u.username === owner)?.id;
  const created = await page.request.post('/api/projects', {
    data: { clientId: ownerId, name: 'Secret plan' },
  });
  const { id } = (await created.json()) as { id: number };
  await logout(page);

  await login(page, other, 'client-pass');
  await page.goto(`/en/portal/projects/${id}`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByText('Error loading project', { exact: true })).toBeVisible();
  await expect(page.getByText('Error fetching project: Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('Secret plan')).toHaveCount(0);
});
