import type { Page } from '@playwright/test';

/**
 * The demo page's chat: the real widget drawn inline, a region named by the chat's title, reached through its
 * open shadow root as Playwright's locators do by themselves.
 */
export function demoChat(page: Page, { title = 'Chat with our AI Assistant', input = 'Your message' } = {}) {
  const chat = page.getByRole('region', { name: title });
  return { chat, input: chat.getByRole('textbox', { name: input }), log: chat.getByRole('log') };
}
