/**
 * The private link's token. It comes in the address's fragment (`/my-data#token=…`),
 * which browsers never send to a server nor put in a Referer; the page keeps it in
 * this tab's sessionStorage, so a reload still works, and takes it out of the address
 * bar, so it is not left on screen or copied along with the address.
 */

/** The sessionStorage key the token is kept under. */
export const MY_DATA_TOKEN_KEY = 'shortlist.my-data-token';

/** What the page uses of sessionStorage (absent or throwing when storage is turned off). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The token a `#token=…` fragment carries, or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/** The fragment without its token, other parts kept: '' when nothing is left. */
export function hashWithoutToken(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete('token');
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}

/** The address to put in place of the current one, or null when it carries no token. */
export function addressWithoutToken(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  if (!new URLSearchParams(location.hash.replace(/^#/, '')).has('token')) return null;
  return `${location.pathname}${location.search}${hashWithoutToken(location.hash)}`;
}

/** The token of this visit: a new link's wins over the one kept from before. */
export function readMyDataToken(hash: string, storage: TokenStorage | null): string | null {
  const fromHash = tokenFromHash(hash);
  if (fromHash) return fromHash;
  try {
    return storage?.getItem(MY_DATA_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the token for reloads of this tab; without storage the page still works until then. */
export function rememberMyDataToken(storage: TokenStorage | null, token: string): void {
  try {
    storage?.setItem(MY_DATA_TOKEN_KEY, token);
  } catch {
    // Storage turned off or full: a reload will ask for the link again.
  }
}

export function forgetMyDataToken(storage: TokenStorage | null): void {
  try {
    storage?.removeItem(MY_DATA_TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** This tab's sessionStorage, or null where reading it throws (storage turned off). */
export function browserSessionStorage(): TokenStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
