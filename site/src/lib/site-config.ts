import { defaultSiteConfig, SITE_CONFIG_META, type SiteConfig } from '@vela/contracts/public';

export { defaultSiteConfig, SITE_CONFIG_META, type SiteConfig };

let current: SiteConfig = defaultSiteConfig;

/** Reads the server's settings from the page once, at start; unknown or broken content keeps the defaults. */
export function readSiteConfig(doc: Document): SiteConfig {
  const raw = doc.querySelector(`meta[name="${SITE_CONFIG_META}"]`)?.getAttribute('content');
  if (!raw) return current;
  try {
    const parsed = JSON.parse(raw) as Partial<SiteConfig>;
    const picked = Object.fromEntries(
      Object.keys(defaultSiteConfig).map((key) => {
        const value = parsed[key as keyof SiteConfig];
        return [key, typeof value === 'string' ? value : defaultSiteConfig[key as keyof SiteConfig]];
      }),
    ) as unknown as SiteConfig;
    current = { ...picked, brandName: picked.brandName || defaultSiteConfig.brandName };
  } catch {
    // A page without a valid config still works: embeds show their fallbacks.
  }
  return current;
}

export function setSiteConfig(config: SiteConfig) {
  current = config;
}

export function useSiteConfig(): SiteConfig {
  return current;
}
