import { useState } from 'react';
import { newIdempotencyKey, requestIdempotencyKeys } from './idempotency-key';

/**
 * One idempotency key for as long as the component stays mounted: a confirm dialog's
 * body is mounted on each opening, so a double click or a retry after a failure
 * sends the same key and never charges twice.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}

/**
 * For a form whose request can change between submits (compose email): call the
 * answer with the request when submitting; see requestIdempotencyKeys.
 */
export function useRequestIdempotencyKey(): (request: unknown) => string {
  const [keyFor] = useState(requestIdempotencyKeys);
  return keyFor;
}
