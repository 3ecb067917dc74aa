import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@vela/contracts';
import { fetchJson } from './fetch-json.ts';

/** GET /api/cms/settings: where the third-party lead form lives. */
export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['/api/cms/settings'],
  queryFn: () => fetchJson<SiteSettings>('/api/cms/settings', 'settings'),
});

export const useSiteSettings = (enabled = true) => useQuery({ ...siteSettingsQueryOptions, enabled });
