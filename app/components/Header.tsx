import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import { BackButton } from './BackButton';
import { MenuIcon } from './icons';
import { Logo } from './Logo';

type HeaderProps = {
  variant: 'default' | 'first-step';
  /** Null when the page has no parent to go back to. */
  backHref: string | null;
  menuHref: string;
  signedIn: boolean;
  /** Shown beside the menu on wide screens (the streak counter). */
  aside?: ReactNode;
};

export function Header({ variant, backHref, menuHref, signedIn, aside }: HeaderProps) {
  const { t } = useTranslation();
  const firstStep = variant === 'first-step';
  return (
    <header className={`app-header${firstStep ? ' app-header-first-step' : ''}`}>
      <div className="app-header-inner">
        {firstStep || backHref === null ? null : <BackButton href={backHref} signedIn={signedIn} />}
        <Link to={signedIn ? '/courses' : '/'} className="header-logo" aria-label={t('header.home')}>
          <Logo variant={firstStep ? 'full' : 'responsive'} />
        </Link>
        <div className="header-end">
          {aside ? <div className="header-aside">{aside}</div> : null}
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
        </div>
      </div>
    </header>
  );
}
