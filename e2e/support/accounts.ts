import { expect, type Page } from '@playwright/test';

/** A suffix that keeps usernames and names apart across tests and runs sharing one database. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the English /auth form and waits for the portal. */
export async function login(page: Page, username: string, password: string) {
  await page.goto('/en/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/en\/portal$/);
}
