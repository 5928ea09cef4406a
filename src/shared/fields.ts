import { z } from 'zod';

/** A required text field whose spec message shows for a missing, non-text or blank value. */
export function requiredText(message: string, max = 200, maxMessage?: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, maxMessage ?? `Must be at most ${max} characters`);
}

/** An optional text field: blank becomes null, so "" and a missing key mean the same. */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailField(message = 'Please enter a valid email') {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));
}

/** An optional client-chosen key that makes a repeated request (a double click, a retry) a no-op. */
export function idempotencyKeyField() {
  return z
    .string({ error: 'The idempotency key must be text' })
    .trim()
    .min(8, 'The idempotency key must be 8 to 200 characters')
    .max(200, 'The idempotency key must be 8 to 200 characters')
    .optional();
}
