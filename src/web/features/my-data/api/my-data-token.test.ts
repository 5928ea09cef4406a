import { describe, expect, it } from 'vitest';
import {
  addressWithoutToken,
  forgetMyDataToken,
  hashWithoutToken,
  MY_DATA_TOKEN_KEY,
  readMyDataToken,
  rememberMyDataToken,
  tokenFromHash,
  type TokenStorage,
} from './my-data-token';

/** A sessionStorage stand-in: a map, or one that throws like storage turned off. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  const storage: TokenStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

const blockedStorage: TokenStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const TOKEN = 'Qm9vLXRva2VuLWZvci10ZXN0cy0xMjM0NTY3ODkw_-';

describe('the private link token in the address', () => {
  it('reads the token of a #token=… fragment, decoded and trimmed', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`token=${encodeURIComponent(TOKEN)}`)).toBe(TOKEN);
    expect(tokenFromHash(`#other=1&token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#token=%20abc%20')).toBe('abc');
  });

  it('finds none in an empty, blank or unrelated fragment', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#token=%20')).toBeNull();
    expect(tokenFromHash('#main-content')).toBeNull();
  });

  it('removes the token from the address and keeps the rest', () => {
    expect(hashWithoutToken(`#token=${TOKEN}`)).toBe('');
    expect(hashWithoutToken(`#token=${TOKEN}&view=all`)).toBe('#view=all');
    expect(addressWithoutToken({ pathname: '/my-data', search: '', hash: `#token=${TOKEN}` })).toBe(
      '/my-data',
    );
    expect(
      addressWithoutToken({ pathname: '/my-data', search: '?lang=en', hash: '#token=&x=1' }),
    ).toBe('/my-data?lang=en#x=1');
  });

  it('leaves an address without a token alone', () => {
    expect(addressWithoutToken({ pathname: '/my-data', search: '', hash: '' })).toBeNull();
    expect(addressWithoutToken({ pathname: '/my-data', search: '', hash: '#x=1' })).toBeNull();
  });
});

describe('the token kept for reloads', () => {
  it('prefers a new link over the kept token', () => {
    const { storage } = memoryStorage({ [MY_DATA_TOKEN_KEY]: 'kept-token' });
    expect(readMyDataToken(`#token=${TOKEN}`, storage)).toBe(TOKEN);
    expect(readMyDataToken('', storage)).toBe('kept-token');
  });

  it('keeps, reads back and forgets the token', () => {
    const { storage, items } = memoryStorage();
    expect(readMyDataToken('', storage)).toBeNull();
    rememberMyDataToken(storage, TOKEN);
    expect(items.get(MY_DATA_TOKEN_KEY)).toBe(TOKEN);
    expect(readMyDataToken('', storage)).toBe(TOKEN);
    forgetMyDataToken(storage);
    expect(items.has(MY_DATA_TOKEN_KEY)).toBe(false);
    expect(readMyDataToken('', storage)).toBeNull();
  });

  it('works without storage, or with storage that throws', () => {
    expect(readMyDataToken(`#token=${TOKEN}`, null)).toBe(TOKEN);
    expect(readMyDataToken('', null)).toBeNull();
    expect(readMyDataToken(`#token=${TOKEN}`, blockedStorage)).toBe(TOKEN);
    expect(readMyDataToken('', blockedStorage)).toBeNull();
    expect(() => rememberMyDataToken(blockedStorage, TOKEN)).not.toThrow();
    expect(() => forgetMyDataToken(blockedStorage)).not.toThrow();
    expect(() => rememberMyDataToken(null, TOKEN)).not.toThrow();
  });
});
