import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /api/admin/users */
export const usersQueryOptions = queryOptions({
  queryKey: ['/api/admin/users'],
  queryFn: async () => (await apiJson<AdminUserList>('GET', '/api/admin/users')).users,
});

export const useUsers = (enabled: boolean) => useQuery({ ...usersQueryOptions, enabled });
