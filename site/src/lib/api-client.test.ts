// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, startMockApi } from '../test/server.ts';
import { ApiError, apiJson, apiRequest, fetchingFailed, serverMessage } from './api-client.ts';

startMockApi();

describe('the API client', () => {
  it('sends JSON with the cookies and reads the JSON answer', async () => {
    api.use(
      http.post('/api/contact', async ({ request }) =>
        HttpResponse.json({
          type: request.headers.get('content-type'),
          credentials: request.credentials,
          body: await request.json(),
        }),
      ),
    );
    expect(await apiJson('POST', '/api/contact', { name: 'Ada' })).toEqual({
      type: 'application/json',
      credentials: 'include',
      body: { name: 'Ada' },
    });
  });

  it('sends a FormData body as multipart', async () => {
    api.use(
      http.post('/api/cms/media', async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({ name: (form.get('file') as File).name });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['hello'], 'hello.txt'), 'hello.txt');
    expect(await apiJson('POST', '/api/cms/media', form)).toEqual({ name: 'hello.txt' });
  });

  it('fails with the status and the server text, or the spec wording when asked', async () => {
    api.use(http.get('/api/projects/9', () => HttpResponse.text('Project not found', { status: 404 })));
    const plain = await apiRequest('GET', '/api/projects/9').catch((error: unknown) => error);
    expect(plain).toBeInstanceOf(ApiError);
    expect((plain as ApiError).message).toBe('404: Project not found');
    const worded = await apiRequest('GET', '/api/projects/9', undefined, {
      failure: fetchingFailed('project'),
    }).catch((error: Error) => error.message);
    expect(worded).toBe('Error fetching project: Not Found');
  });

  it("reads a server's reason from a JSON message or a plain text body", () => {
    expect(serverMessage(new ApiError(400, '{"message":"Invalid Website"}', 'Bad Request'))).toBe(
      'Invalid Website',
    );
    expect(serverMessage(new ApiError(400, 'Too many accounts', 'Bad Request'))).toBe('Too many accounts');
    expect(serverMessage(new ApiError(500, '', 'Internal Server Error'))).toBeUndefined();
    expect(serverMessage(new Error('offline'))).toBeUndefined();
  });
});
