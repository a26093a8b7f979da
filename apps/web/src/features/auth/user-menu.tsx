import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { formatDate, useLocale, useT } from '../../lib/i18n';
import { useAuth } from '../../lib/auth/use-auth';
import { authApi, meQueryKey } from './auth-api';
import { signOut } from './session';

/** The header's account slot: "Sign in" for guests; the user's menu with log out otherwise. */
export function UserMenu() {
  const { isAuthenticated, user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => authApi.me(signal),
    enabled: isAuthenticated,
  });

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menuRef.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!isAuthenticated || user === null) {
    return (
      <NavLink to="/login" className="button button--small">
        {t('auth.signIn')}
      </NavLink>
    );
  }

  const logOut = async () => {
    setOpen(false);
    await signOut();
    queryClient.clear();
    notify.info(t('auth.signedOut'));
    await navigate('/login');
  };

  return (
    <div className="user-menu" ref={menuRef}>
      <button
        type="button"
        className="button button--small"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {user.email}
      </button>
      {open && (
        <div role="menu" aria-label={t('auth.account')} className="user-menu__list">
          <p className="user-menu__info">
            {t('auth.signedInAs')} <strong>{user.email}</strong>
            {me.data !== undefined && (
              <span>{t('auth.memberSince', { date: formatDate(locale, me.data.date_joined) })}</span>
            )}
          </p>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => void logOut()}>
            {t('auth.logOut')}
          </button>
        </div>
      )}
    </div>
  );
}
