import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK response; its message is `status: body text` (or the status text) as spec part 1 §8 describes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText: string,
    message = `${status}: ${body || statusText}`,
  ) {
    super(message);
  }
}

/** The server's readable reason of a failed call: a JSON body's `message`, else its plain text; else undefined. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body.trim();
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return body;
  }
}

export interface RequestOptions {
  /** Words the error of a failed call instead of `status: body` (a spec text such as 'Error fetching project: Not Found'). */
  failure?: (error: ApiError) => string;
}

/** 'Error fetching {what}: {status text}': spec part 2 §8's wording of a failed read. */
export const fetchingFailed = (what: string) => (error: ApiError) =>
  `Error fetching ${what}: ${error.statusText || error.status}`;

/** The site's one way to call the API: cookies always; a JSON body, or a FormData one sent as multipart; ApiError when not OK. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  { failure }: RequestOptions = {},
): Promise<Response> {
  const multipart = body instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: body === undefined || multipart ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) {
    const error = new ApiError(res.status, await res.text(), res.statusText);
    if (failure) error.message = failure(error);
    throw error;
  }
  return res;
}

/** apiRequest, its answer read as JSON. */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return (await (await apiRequest(method, url, body, options)).json()) as T;
}

/** The default query: GET the first key element; a 401 can mean "no data" instead of an error. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>('GET', String(queryKey[0]));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
