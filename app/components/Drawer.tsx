import { Link, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useQuizEntry } from '~/lib/quiz-entry';
import { CloseIcon } from './icons';
import { Logo } from './Logo';

const links = [
  { to: '/terms', label: 'drawer.terms' },
  { to: '/privacy', label: 'drawer.privacy' },
  { to: '/subscription-terms', label: 'drawer.subscriptionTerms' },
  { to: '/support', label: 'drawer.support' },
] as const;

/**
 * The side menu. The server renders it open (a plain `<dialog open>` with links), so it works
 * without JavaScript; with JavaScript it becomes a modal dialog: focus stays inside, Escape closes.
 */
export function Drawer({ closeHref }: { closeHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Visitors get the way in: the quiz and signing in.
  const visitor = !(useRouteLoaderData('root') as { signedIn?: boolean } | undefined)?.signedIn;
  const quiz = useQuizEntry();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(':modal')) return;
    element.close();
    element.showModal();
    // A click on the dialog itself, not on its panel, is a click on the backdrop.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) closeRef.current();
    };
    element.addEventListener('click', onBackdrop);
    return () => {
      element.removeEventListener('click', onBackdrop);
      element.close();
    };
  }, []);

  return (
    <>
      <Link
        to={closeHref}
        className="drawer-overlay"
        tabIndex={-1}
        aria-hidden="true"
        replace
        preventScrollReset
      />
      <dialog
        ref={dialog}
        open
        className="drawer"
        aria-labelledby="drawer-title"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <div className="drawer-panel">
          <div className="drawer-top">
            <Logo variant="full" />
            <Link
              to={closeHref}
              className="icon-button"
              aria-label={t('drawer.close')}
              replace
              preventScrollReset
            >
              <CloseIcon />
            </Link>
          </div>
          <h2 id="drawer-title" className="visually-hidden">
            {t('drawer.title')}
          </h2>
          {visitor ? (
            <div className="drawer-way-in">
              <p className="drawer-way-in-title">{t('drawer.newHere')}</p>
              <Link to={quiz} className="button button-primary">
                {t('drawer.takeQuiz')}
              </Link>
              <Link to="/login" className="drawer-link">
                {t('drawer.logIn')}
              </Link>
            </div>
          ) : null}
          <nav aria-labelledby="drawer-title">
            <ul className="drawer-links">
              {links.map((link, index) => (
                <Fragment key={link.to}>
                  {index > 0 ? <li className="drawer-divider" aria-hidden="true" /> : null}
                  <li>
                    <Link to={link.to} className="drawer-link">
                      {t(link.label)}
                    </Link>
                  </li>
                </Fragment>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
