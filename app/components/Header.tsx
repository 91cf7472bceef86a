import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import { BackButton } from './BackButton';
import { MenuIcon } from './icons';
import { Logo } from './Logo';

type HeaderProps = {
  /** Null on a page with nothing to go back to (the top of the app, the first quiz step). */
  backHref: string | null;
  signedIn: boolean;
  /** The learner's tabs: in the header from 768 px, along the bottom of a phone. */
  nav?: ReactNode;
  /** At the end of the bar: the learner's streak. */
  aside?: ReactNode;
  /** A visitor's menu (the drawer's address); null where the page has none. */
  menuHref?: string | null;
  /** Offers signing in to a visitor; false on the sign-in page itself. */
  showLogIn?: boolean;
};

/**
 * The one header of every page: the back arrow (when there is somewhere to go back to) and the
 * logo at the start, the learner's tabs in the middle on wide screens, and at the end the streak
 * for a learner or "Log in" and the menu for a visitor. A page's title is its own h1, below.
 */
export function Header({ backHref, signedIn, nav, aside, menuHref = null, showLogIn = false }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <div className="header-start">
          {backHref === null ? null : <BackButton href={backHref} signedIn={signedIn} />}
          <Link to={signedIn ? '/courses' : '/'} className="header-logo" aria-label={t('header.home')}>
            <Logo variant="full" />
          </Link>
        </div>
        {nav}
        <div className="header-end">
          {aside}
          {showLogIn ? (
            <Link to="/login" className="header-login">
              {t('header.logIn')}
            </Link>
          ) : null}
          {menuHref === null ? null : (
            <Link
              to={menuHref}
              className="icon-button"
              aria-label={t('header.openMenu')}
              aria-haspopup="dialog"
              id="menu-button"
              replace
              preventScrollReset
            >
              <MenuIcon />
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
