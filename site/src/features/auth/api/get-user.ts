import { queryOptions } from '@tanstack/react-query';
import type { User } from '@vela/contracts';
import { getQueryFn } from '../../../lib/api-client.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user: the signed-in user, or null when the answer is 401. */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
});
