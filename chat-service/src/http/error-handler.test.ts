import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, startTestApp } from '../test/test-app.ts';

describe('errors a visitor can provoke', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });
  afterAll(() => app.stop());

  it.each([
    ['GET', '/api/chatbot-demo/%E0%A4%A'],
    ['GET', '/api/widget/config/%'],
    ['GET', '/api/cms/content/%'],
    ['GET', '/api/projects/%zz'],
  ])('a broken escape in %s %s answers 400 with a message, never 500', async (method, url) => {
    const client = browserLikeClient(app.baseUrl);
    const res = await client(method, url);
    expect(res.status).toBe(400);
    expect(res.text).toBe('The address is not valid');
  });

  it('login with missing or unknown fields answers 400 with a message', async () => {
    const client = browserLikeClient(app.baseUrl);
    const missing = await client('POST', '/api/login', { username: 'giulia' });
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/\S/);
    const unknown = await client('POST', '/api/login', {
      username: 'giulia',
      password: 'segreto1',
      role: 'admin',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toMatch(/\S/);
  });
});
