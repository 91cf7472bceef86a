import { NavLink } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { AccountIcon, BoostIcon, GuidesIcon, NewsIcon } from './icons';

const tabs = [
  { to: '/courses', label: 'nav.guides', Icon: GuidesIcon },
  { to: '/boost', label: 'nav.boost', Icon: BoostIcon },
  { to: '/news', label: 'nav.news', Icon: NewsIcon },
  { to: '/profile', label: 'nav.account', Icon: AccountIcon },
] as const;

/** The learner's main tabs, along the bottom of a phone screen. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul>
        {tabs.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className="bottom-nav-link">
              <Icon />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
