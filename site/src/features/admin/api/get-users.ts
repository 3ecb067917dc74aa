import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@vela/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/users */
export const usersQueryOptions = queryOptions({
  queryKey: ['/api/admin/users'],
  queryFn: async () => ((await (await apiRequest('GET', '/api/admin/users')).json()) as AdminUserList).users,
});

export const useUsers = (enabled: boolean) => useQuery({ ...usersQueryOptions, enabled });
