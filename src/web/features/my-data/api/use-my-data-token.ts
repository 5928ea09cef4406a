import { useCallback, useEffect, useState } from 'react';
import {
  addressWithoutToken,
  browserSessionStorage,
  forgetMyDataToken,
  readMyDataToken,
  rememberMyDataToken,
  tokenFromHash,
} from './my-data-token';

/** Takes the token out of the address bar into this tab's storage. */
function takeTokenFromAddress(): string | null {
  const token = tokenFromHash(window.location.hash);
  if (token) rememberMyDataToken(browserSessionStorage(), token);
  const clean = addressWithoutToken(window.location);
  if (clean !== null) window.history.replaceState(window.history.state, '', clean);
  return token;
}

/**
 * The private link's token for this page: read from the address (a new link) or this
 * tab's storage (a reload), then kept in storage and removed from the address. A link
 * opened in the same tab later (only the fragment changes) replaces it.
 */
export function useMyDataToken() {
  const [token, setToken] = useState(() =>
    readMyDataToken(window.location.hash, browserSessionStorage()),
  );

  useEffect(() => {
    takeTokenFromAddress();
    const onHashChange = () => {
      const next = takeTokenFromAddress();
      if (next) setToken(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  /** Drops the kept token (the link stopped working, or the data was erased). */
  const forgetToken = useCallback(() => forgetMyDataToken(browserSessionStorage()), []);

  return { token, forgetToken };
}
