import { useLocation, useNavigationType } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { trailEntry, trailStorageKey } from './back-navigation';

const maxEntries = 50;

export function readTrail(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(trailStorageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function writeTrail(trail: string[]) {
  try {
    sessionStorage.setItem(trailStorageKey, JSON.stringify(trail.slice(-maxEntries)));
  } catch {
    // Storage can be full or disabled; the back link still works without the trail.
  }
}

/** Records each forward navigation on the trail; a browser back press pops it. */
export function useNavigationTrail() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useEffect(() => {
    const from = trailEntry(previous.current);
    const to = trailEntry(location);
    previous.current = location;
    if (from === to) return;
    const viaBackButton = (location.state as Record<string, unknown> | null)?.[trailStorageKey] === 'back';
    if (navigationType === 'PUSH' && !viaBackButton) writeTrail([...readTrail(), from]);
    if (navigationType === 'POP') writeTrail(readTrail().slice(0, -1));
  }, [location, navigationType]);
}
