import type { User } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The API as the tests answer it, at the fetch level; a request no test expects fails the test. */
export const api = setupServer();

/** Starts the mock API for this test file and forgets each test's answers after it. */
export function startMockApi() {
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
}

export const client: User = {
  id: 7,
  username: 'giulia',
  email: 'giulia@example.com',
  firstName: 'Giulia',
  lastName: 'Rossi',
  company: 'Rossi Srl',
  role: 'client',
  createdAt: '2026-01-10T09:00:00.000Z',
};

export const admin: User = {
  ...client,
  id: 1,
  username: 'admin',
  email: 'ada@vela.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  role: 'admin',
};

/** GET /api/user answers with this user (or 401 when none is signed in). */
export const signedIn = (user: User | null) =>
  http.get('/api/user', () => (user ? HttpResponse.json(user) : new HttpResponse(null, { status: 401 })));
