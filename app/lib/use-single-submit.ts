import { useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

// A submit the page stops itself (fields that fail their checks) starts no navigation; after this
// long without one, the page takes submits again.
const unstartedSubmitMs = 300;

/**
 * While a form is being sent, another submit is ignored: a PIN that sends itself on its fourth
 * digit and a tap on its button a moment later must not post twice.
 *
 * A form is in flight while it is sent and while the page it leads to loads. An answer that keeps
 * the visitor on the same page (a refused card, a field the server found wrong) is followed by the
 * page's data being read again; the answer is in by then, so the corrected form may be sent at once.
 */
export function useSingleSubmit() {
  const navigation = useNavigation();
  const location = useLocation();
  const reloadingSamePage =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search === location.search;
  const inFlight =
    navigation.state === 'submitting' || (navigation.state === 'loading' && !reloadingSamePage);
  const inFlightNow = useRef(inFlight);
  const busy = useRef(false);
  inFlightNow.current = inFlight;

  useEffect(() => {
    if (!inFlight) busy.current = false;
  }, [inFlight]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      // Fields that break their own constraints (required, type, maxlength) are stopped by the
      // form's checks before anything is sent: the corrected form must be sendable at once.
      if (event.target instanceof HTMLFormElement && !event.target.checkValidity()) return;
      if (busy.current) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      busy.current = true;
      setTimeout(() => {
        if (!inFlightNow.current) busy.current = false;
      }, unstartedSubmitMs);
    };
    // Capturing on window runs before React's own listeners, so a second submit never reaches them.
    window.addEventListener('submit', onSubmit, true);
    return () => window.removeEventListener('submit', onSubmit, true);
  }, []);
}
