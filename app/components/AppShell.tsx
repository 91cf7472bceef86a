import { useLocation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { quizStepOf, ruleBackTarget } from '~/lib/back-navigation';
import { useTranslation } from '~/lib/i18n';
import { isTopLevel } from '~/lib/main-nav';
import { useMenuState } from '~/lib/menu-link';
import { useNavigationTrail } from '~/lib/nav-trail';
import { backHrefOf, useRouteHandle } from '~/lib/route-handle';
import type { ShownToast } from '~/lib/toast-bus';
import { useSingleSubmit } from '~/lib/use-single-submit';
import { Drawer } from './Drawer';
import { Header } from './Header';
import { MainNav } from './MainNav';
import { type HeaderStreak, StreakCounter } from './StreakCounter';
import { Toasts } from './Toasts';

type AppShellProps = {
  signedIn: boolean;
  toast: ShownToast | null;
  /** The signed-in learner's streak for the header; null while unknown or for visitors. */
  streak?: HeaderStreak | null;
  children: ReactNode;
};

/**
 * Header, toasts and one navigation around every page: a learner's four tabs (along the bottom of
 * a phone, in the header from 768 px), or a visitor's menu (the drawer) and "Log in".
 */
export function AppShell({ signedIn, toast, streak = null, children }: AppShellProps) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const menu = useMenuState();
  const main = useMainFocusOnNavigation(menu.open && !signedIn);
  useNavigationTrail();
  useSingleSubmit();
  useEffect(() => {
    // Marks the page as enhanced: the browser tests wait for it before using JavaScript features.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const showTabs = signedIn && !handle.hideBottomNav;
  const location = useLocation();
  // The product's own back rules (quiz steps, the PIN step of sign-in) hold without JavaScript too.
  const backHref = ruleBackTarget(location.pathname, location.search) ?? backHrefOf(handle, signedIn);
  const noWayBack =
    handle.headerVariant === 'first-step' ||
    quizStepOf(location.pathname) === 1 ||
    isTopLevel(location.pathname, signedIn) ||
    // A back link to the page itself (sign-in for visitors) is no way back.
    backHref === `${location.pathname}${location.search}`;
  // Learners move by the tabs; the menu is a visitor's (a learner finds its links under Account).
  const drawerOpen = menu.open && !signedIn;

  return (
    <div className={`app${showTabs ? ' app-with-bottom-nav' : ''}`}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {handle.headerVariant === 'lesson' ? null : drawerOpen ? (
        <Drawer closeHref={menu.closeHref} />
      ) : (
        <Header
          backHref={noWayBack ? null : backHref}
          signedIn={signedIn}
          nav={showTabs ? <MainNav /> : null}
          aside={signedIn ? <StreakCounter streak={streak} /> : null}
          menuHref={signedIn ? null : menu.openHref}
          showLogIn={!signedIn && location.pathname !== '/login'}
        />
      )}
      <Toasts toast={toast} />
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        {children}
      </main>
    </div>
  );
}

/** After a client-side navigation to another page, focus moves to the new content. */
function useMainFocusOnNavigation(menuOpen: boolean) {
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef(location.pathname);
  const wasMenuOpen = useRef(menuOpen);

  useEffect(() => {
    const pathChanged = previousPath.current !== location.pathname;
    const menuClosed = wasMenuOpen.current && !menuOpen;
    previousPath.current = location.pathname;
    wasMenuOpen.current = menuOpen;
    if (pathChanged) main.current?.focus({ preventScroll: true });
    else if (menuClosed) document.getElementById('menu-button')?.focus();
  }, [location.pathname, menuOpen]);
  return main;
}
