import { northbankItalianPages } from './northbank-roasters.it.ts';
import { northbankLayout } from './northbank-roasters.layout.ts';
import { northbankContentPages } from './northbank-roasters.pages.ts';
import { northbankNotFound, northbankPolicies } from './northbank-roasters.policies.ts';
import { northbankShopPages } from './northbank-roasters.shop.ts';
import type { SiteDefinition } from './site-server.ts';

export const NORTHBANK_DOMAIN = 'northbank-roasters.test';

/**
 * Northbank Coffee Roasters, a speciality coffee roaster with a café and tasting bar in Leeds, built as a
 * Shopify (Dawn) theme: a sliding announcement bar, mega-menus repeated in a mobile drawer, an empty cart
 * drawer, product cards printing each price twice, product pages with variant selects, a <noscript>
 * variant list, a product JSON blob and collapsible tabs, Shopify's boilerplate policies that disagree
 * with the shop's own pages, and a 2025 blog post with old opening hours. English first; the home page,
 * café, shipping, FAQ and story are translated into Italian (linked only through hreflang and a
 * script-driven language selector); the blog, wholesale, classes, subscriptions and policies are not.
 */
export const northbankRoasters: SiteDefinition = {
  domain: NORTHBANK_DOMAIN,
  language: 'en',
  pages: [
    ...northbankShopPages,
    ...northbankContentPages,
    ...northbankPolicies,
    ...northbankItalianPages,
  ].map(northbankLayout),
  robots:
    '# we use Shopify as our ecommerce platform\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /blogs/*+*\nDisallow: /blogs/*%2B*\nDisallow: /*/blogs/*+*\nDisallow: /*design_theme_id*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /search\nDisallow: /*/search\nDisallow: /recommendations/products\nDisallow: /*/recommendations/products\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\n',
  notFound: northbankLayout(northbankNotFound).html,
};
