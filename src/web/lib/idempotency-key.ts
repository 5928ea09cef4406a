/** A fresh idempotency key: one per confirm dialog opening (unlock, purchase). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (HTTPS, localhost); the random bytes everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys for a form's submits: the same key while the request stays the same (a
 * double click, a retry after a failure or a lost answer), so the server does it
 * once; a fresh key once the request changed, which the server would otherwise
 * refuse as idempotency_key_reused (it keeps each key's request fingerprint).
 * Give it the request without its key, built the same way each time.
 */
export function requestIdempotencyKeys(): (request: unknown) => string {
  let last: { fingerprint: string; key: string } | null = null;
  return (request) => {
    const fingerprint = JSON.stringify(request);
    if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newIdempotencyKey() };
    return last.key;
  };
}
