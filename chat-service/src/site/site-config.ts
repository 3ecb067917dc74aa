import type { SiteConfig } from '@vela/contracts';
import type { Config } from '../config/config.ts';

/** Cal.com pages live on cal.com while its embed script and booking frames come from app.cal.com. */
function bookingEmbed(bookingUrl: string) {
  const url = new URL(bookingUrl);
  const origin = url.hostname === 'cal.com' ? 'https://app.cal.com' : url.origin;
  return {
    bookingScriptUrl: `${origin}/embed/embed.js`,
    bookingOrigin: url.hostname === 'cal.com' ? url.origin : origin,
  };
}

export function publicSiteConfig(config: Readonly<Config>): SiteConfig {
  return {
    brandName: config.BRAND_NAME,
    origin: config.publicUrl,
    bookingUrl: config.BOOKING_URL,
    ...bookingEmbed(config.BOOKING_URL),
    leadFormUrl: config.LEAD_FORM_URL,
    leadFormScriptUrl: new URL('/js/form_embed.js', config.LEAD_FORM_URL).toString(),
    socialAgentUrl: config.SOCIAL_AGENT_URL,
  };
}

/** The third-party origins the CSP must allow: the two embed scripts, and every embedded frame. */
export function embedOrigins(config: Readonly<Config>) {
  const site = publicSiteConfig(config);
  const origin = (url: string) => new URL(url).origin;
  const unique = (list: string[]) => [...new Set(list)];
  return {
    scripts: unique([origin(site.bookingScriptUrl), origin(site.leadFormScriptUrl)]),
    frames: unique([
      origin(site.bookingScriptUrl),
      site.bookingOrigin,
      origin(site.leadFormUrl),
      origin(site.socialAgentUrl),
    ]),
  };
}
