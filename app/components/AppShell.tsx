import { useLocation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { quizStepOf, ruleBackTarget } from '~/lib/back-navigation';
import { useTranslation } from '~/lib/i18n';
import { useMenuState } from '~/lib/menu-link';
import { useNavigationTrail } from '~/lib/nav-trail';
import { backHrefOf, useRouteHandle } from '~/lib/route-handle';
import { useSingleSubmit } from '~/lib/use-single-submit';
import { BottomNav } from './BottomNav';
import { Drawer } from './Drawer';
import { Header } from './Header';
import { type HeaderStreak, StreakCounter } from './StreakCounter';
import { type ShownToast, Toasts } from './Toasts';

type AppShellProps = {
  signedIn: boolean;
  toast: ShownToast | null;
  /** The signed-in learner's streak for the header; null while unknown or for visitors. */
  streak?: HeaderStreak | null;
  children: ReactNode;
};

/** Header, drawer, toasts and bottom navigation around every page. */
export function AppShell({ signedIn, toast, streak = null, children }: AppShellProps) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const menu = useMenuState();
  const main = useMainFocusOnNavigation(menu.open);
  useNavigationTrail();
  useSingleSubmit();
  useEffect(() => {
    // Marks the page as enhanced: the browser tests wait for it before using JavaScript features.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const showBottomNav = signedIn && !handle.hideBottomNav;
  const location = useLocation();
  // The product's own back rules (quiz steps, the PIN step of sign-in) hold without JavaScript too.
  const backHref = ruleBackTarget(location.pathname, location.search) ?? backHrefOf(handle, signedIn);
  const firstStep = handle.headerVariant === 'first-step' || quizStepOf(location.pathname) === 1;
  // A back link to the page itself (sign-in for visitors, the profile for learners) is no way back.
  const backToSelf = backHref === `${location.pathname}${location.search}`;

  return (
    <div className={`app${showBottomNav ? ' app-with-bottom-nav' : ''}`}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {handle.headerVariant === 'lesson' ? null : menu.open ? (
        <Drawer closeHref={menu.closeHref} />
      ) : (
        <Header
          variant={firstStep ? 'first-step' : 'default'}
          backHref={backToSelf ? null : backHref}
          menuHref={menu.openHref}
          signedIn={signedIn}
          aside={signedIn ? <StreakCounter streak={streak} /> : null}
        />
      )}
      <Toasts toast={toast} />
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        {children}
      </main>
      {showBottomNav ? <BottomNav /> : null}
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
