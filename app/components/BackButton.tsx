import { Link, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { resolveBack, trailStorageKey } from '~/lib/back-navigation';
import { useTranslation } from '~/lib/i18n';
import { readTrail, writeTrail } from '~/lib/nav-trail';
import { BackIcon } from './icons';

const lockMs = 800;

/** A link to a sensible parent; with JavaScript it follows the product's back rules and the trail. */
export function BackButton({ href, signedIn }: { href: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Link
      to={href}
      className="icon-button"
      aria-label={t('header.back')}
      aria-disabled={locked || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (locked) return;
        setLocked(true);
        timer.current = setTimeout(() => setLocked(false), lockMs);
        const { target, trail } = resolveBack(location, readTrail(), signedIn);
        writeTrail(trail);
        navigate(target, { state: { [trailStorageKey]: 'back' } });
      }}
    >
      <BackIcon />
    </Link>
  );
}
