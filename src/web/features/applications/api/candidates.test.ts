import { describe, expect, it } from 'vitest';
import { candidatesPath, normalizeCandidatesQuery } from './candidates';

describe('candidates search', () => {
  it('drops blank and default parts so equal searches share one cache entry', () => {
    expect(normalizeCandidatesQuery({ q: '  ', page: 1 })).toEqual({});
    expect(normalizeCandidatesQuery({ q: ' Accra ', page: 2 })).toEqual({ q: 'Accra', page: 2 });
    expect(normalizeCandidatesQuery({ sort: 'newest' })).toEqual({});
    expect(normalizeCandidatesQuery({ sort: 'match' })).toEqual({ sort: 'match' });
  });

  it('builds the request path with an encoded query', () => {
    expect(candidatesPath({})).toBe('/api/v1/candidates');
    expect(candidatesPath({ q: 'Ama & Kofi', page: 3 })).toBe(
      '/api/v1/candidates?q=Ama+%26+Kofi&page=3',
    );
    expect(candidatesPath({ page: 2, sort: 'match' })).toBe('/api/v1/candidates?page=2&sort=match');
  });
});
