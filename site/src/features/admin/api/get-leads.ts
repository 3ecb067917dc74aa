import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadList } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /api/admin/leads?search= */
export const leadsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['/api/admin/leads', search],
    queryFn: async () =>
      (await apiJson<LeadList>('GET', `/api/admin/leads?search=${encodeURIComponent(search)}`)).leads,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useLeads = (search: string, enabled: boolean) =>
  useQuery({ ...leadsQueryOptions(search), enabled });

/** The CSV export of the same search, downloaded by the browser. */
export const leadsCsvUrl = (search: string) => `/api/admin/leads.csv?search=${encodeURIComponent(search)}`;
