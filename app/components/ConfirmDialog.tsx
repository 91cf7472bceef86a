import { Link, useNavigate } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';

type ConfirmDialogProps = {
  id: string;
  title: string;
  /** Where "keep" leads: the same page without the confirm step in its address. */
  closeHref: string;
  keepLabel: string;
  children: ReactNode;
};

/**
 * The second step of a destructive action. The address opens it, so without JavaScript the server
 * renders it as a plain open dialog in the page; with JavaScript it becomes modal: focus stays
 * inside and Escape returns to the page.
 */
export function ConfirmDialog({ id, title, closeHref, keepLabel, children }: ConfirmDialogProps) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLAnchorElement>(null);
  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(':modal')) return;
    element.close();
    element.showModal();
    // Focus starts on the safe choice, not on the destructive button.
    keep.current?.focus();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      id={id}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog-title">
        {title}
      </h2>
      {children}
      <Link ref={keep} to={closeHref} replace preventScrollReset className="button button-secondary">
        {keepLabel}
      </Link>
    </dialog>
  );
}
