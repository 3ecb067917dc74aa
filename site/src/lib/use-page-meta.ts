import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from './document-title.ts';
import { alternatesOf } from './public-pages.ts';
import { useSiteConfig } from './site-config.ts';

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

/** Brand | meta title, and the description and canonical link, kept in step on client-side navigation. */
export function usePageMeta(title: string, description: string) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  const { origin } = useSiteConfig();
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    setHeadTag(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      description,
    );
    const canonical = alternatesOf(pathname)?.canonical;
    if (canonical) {
      setHeadTag(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        'href',
        `${origin || window.location.origin}${canonical}`,
      );
    }
    setHeadTag(
      'meta[property="og:title"]',
      () => {
        const meta = document.createElement('meta');
        meta.setAttribute('property', 'og:title');
        return meta;
      },
      'content',
      `${brand} | ${title}`,
    );
  }, [pathname, description, origin, brand, title]);
}
