import { createContext, useContext } from 'react';

// Values of one response that only the server's render knows.

// The per-response nonce that lets our own inline scripts run under the Content-Security-Policy.
export const NonceContext = createContext<string>('');
export const useNonce = () => useContext(NonceContext);

// The request's id: an error page shows it as a reference a learner quotes to support, who finds
// both processes' log lines by it. The browser has none: the page keeps the server's text.
export const RequestReferenceContext = createContext<string | null>(null);
export const useRequestReference = () => useContext(RequestReferenceContext);
