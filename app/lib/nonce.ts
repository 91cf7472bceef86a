import { createContext, useContext } from 'react';

// The per-response nonce that lets our own inline scripts run under the Content-Security-Policy.
export const NonceContext = createContext<string>('');
export const useNonce = () => useContext(NonceContext);
