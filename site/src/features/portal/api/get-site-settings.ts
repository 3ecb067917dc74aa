import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@vela/contracts';
import { apiJson, fetchingFailed } from '../../../lib/api-client.ts';

/** GET /api/cms/settings: where the third-party lead form lives. */
export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['/api/cms/settings'],
  queryFn: () =>
    apiJson<SiteSettings>('GET', '/api/cms/settings', undefined, { failure: fetchingFailed('settings') }),
});

export const useSiteSettings = (enabled = true) => useQuery({ ...siteSettingsQueryOptions, enabled });
