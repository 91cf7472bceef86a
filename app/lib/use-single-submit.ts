import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

// A submit the page stops itself (fields that fail their checks) starts no navigation; after this
// long without one, the page takes submits again.
const unstartedSubmitMs = 300;

/**
 * While a form is being sent, another submit is ignored: a PIN that sends itself on its fourth
 * digit and a tap on its button a moment later must not post twice.
 */
export function useSingleSubmit() {
  const navigation = useNavigation();
  const state = useRef(navigation.state);
  const busy = useRef(false);
  state.current = navigation.state;

  useEffect(() => {
    if (navigation.state === 'idle') busy.current = false;
  }, [navigation.state]);

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
        if (state.current === 'idle') busy.current = false;
      }, unstartedSubmitMs);
    };
    // Capturing on window runs before React's own listeners, so a second submit never reaches them.
    window.addEventListener('submit', onSubmit, true);
    return () => window.removeEventListener('submit', onSubmit, true);
  }, []);
}
