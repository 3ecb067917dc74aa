/**
 * Server settings the public pages need (BRAND_NAME, BOOKING_URL, LEAD_FORM_URL, SOCIAL_AGENT_URL, PUBLIC_URL):
 * the server writes them into a <meta> of every page it serves and the site reads them from there.
 */
export interface SiteConfig {
  brandName: string;
  /** The public origin (PUBLIC_URL) used for canonical and alternate links. */
  origin: string;
  bookingUrl: string;
  bookingScriptUrl: string;
  bookingOrigin: string;
  leadFormUrl: string;
  leadFormScriptUrl: string;
  socialAgentUrl: string;
}

/** The name of the <meta> holding the site config (no inline script needed under the CSP). */
export const SITE_CONFIG_META = 'vela-site-config';

/** A page served or read without a config still gets a valid, embed-free setting. */
export const defaultSiteConfig: SiteConfig = {
  brandName: 'Vela AI',
  origin: '',
  bookingUrl: '',
  bookingScriptUrl: '',
  bookingOrigin: '',
  leadFormUrl: '',
  leadFormScriptUrl: '',
  socialAgentUrl: '',
};
