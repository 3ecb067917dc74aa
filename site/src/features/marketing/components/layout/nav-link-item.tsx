import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scrollToId } from '../../lib/scroll.ts';
import type { NavLink } from './nav-links.ts';

/** An in-page anchor that scrolls smoothly, or a router link to the home page with `scrollTo`. */
export function NavLinkItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('marketing');
  const label = t(`nav.${link.section}`);
  if (link.inPage) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onNavigate?.();
      // A closing drawer releases its scroll lock on the next frame; scroll after it.
      window.setTimeout(
        () => {
          if (scrollToId(link.section)) window.history.replaceState(window.history.state, '', link.href);
        },
        onNavigate ? 60 : 0,
      );
    };
    return (
      <a href={link.href} onClick={onClick} className={className}>
        {label}
      </a>
    );
  }
  return (
    <Link to={link.href} onClick={onNavigate} className={className}>
      {label}
    </Link>
  );
}
