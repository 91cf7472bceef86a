import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { type MainTab, mainTabs, tabOf } from '~/lib/main-nav';
import { AccountIcon, BoostIcon, GuidesIcon, NewsIcon } from './icons';

const icons: Record<MainTab, () => JSX.Element> = {
  guides: GuidesIcon,
  boost: BoostIcon,
  news: NewsIcon,
  account: AccountIcon,
};

/**
 * The learner's four tabs: one navigation, drawn along the bottom of a phone screen and in the
 * middle of the header from 768 px. A tab stays marked on the pages it leads to (a guide, help).
 */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabOf(pathname);
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul>
        {mainTabs.map(({ tab, to }) => {
          const Icon = icons[tab];
          const here = pathname === to;
          return (
            <li key={tab}>
              <Link
                to={to}
                className={`main-nav-link${current === tab ? ' active' : ''}`}
                // The tab's own page is the current page; a page under it is within the current tab.
                aria-current={here ? 'page' : current === tab ? 'true' : undefined}
              >
                <Icon />
                <span>{t(`nav.${tab}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
