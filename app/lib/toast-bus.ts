/** A message shown for a moment at the top of the page. */
export type ShownToast = { id: string; type: 'success' | 'error'; message: string };

// Messages raised in the browser (without a server round trip) reach the toast region here.
type Listener = (toast: ShownToast) => void;
const listeners = new Set<Listener>();

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(type: ShownToast['type'], message: string) {
  const toast = { id: `${Date.now()}-${Math.random()}`, type, message };
  for (const listener of listeners) listener(toast);
}
