import { pathTo, splitLanguagePrefix } from '@vela/contracts/public';
import { useLocation } from 'react-router';
import { localizedPath, useLanguage } from '../../../../lib/language.ts';

export const NAV_SECTIONS = ['home', 'services', 'solutions', 'contact'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface NavLink {
  section: NavSection;
  /** `#services` on the home page; `/?scrollTo=services` (in the current language) elsewhere. */
  href: string;
  inPage: boolean;
}

/** Spec part 1 §2: in-page anchors on the home page, the home page with `scrollTo` on every other page. */
export function useNavLinks(): NavLink[] {
  const { pathname } = useLocation();
  const lang = useLanguage();
  const { prefix, path } = splitLanguagePrefix(pathname);
  const onHome = path === pathTo('home');
  const home = localizedPath(pathTo('home'), lang, { italianPrefix: prefix === 'it' });
  return NAV_SECTIONS.map((section) => {
    if (onHome) return { section, href: `#${section}`, inPage: true };
    return { section, href: section === 'home' ? home : `${home}?scrollTo=${section}`, inPage: false };
  });
}
