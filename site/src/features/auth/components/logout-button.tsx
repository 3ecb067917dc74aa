import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { useAuth } from '../auth-provider.tsx';

/** Ends the session and goes to the home page. */
export function LogoutButton() {
  const { t } = useTranslation('auth');
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const leaving = useRef(false);
  const logout = useRef(logoutMutation.mutate);
  logout.current = logoutMutation.mutate;
  // The session ends once this page has really gone: while the next page's code loads the protected page
  // stays on screen, and seeing no user it would send the visitor to /auth instead of the home page.
  useEffect(
    () => () => {
      if (leaving.current) logout.current();
    },
    [],
  );
  const onLogout = () => {
    leaving.current = true;
    navigate(to('home'));
  };
  return (
    <Button variant="secondary" onClick={onLogout} disabled={logoutMutation.isPending}>
      <LogOut className="size-4" aria-hidden />
      {t('logout')}
    </Button>
  );
}
