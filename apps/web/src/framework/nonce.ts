import { createContext, useContext } from 'react';

/** The response's CSP nonce on the server (entry.server.tsx); empty in the browser, whose scripts have run. */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
