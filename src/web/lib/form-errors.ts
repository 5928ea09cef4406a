import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field validation messages on the form's fields, so a
 * 400 reads the same as a client-side check. Returns whether any were set.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status !== 400 || !error.fieldErrors) return false;
  let applied = false;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * A react-hook-form resolver from a shared zod schema, for a form whose
 * values are typed the way inputs hold them (strings, '' for blank) rather
 * than as the schema's input type. The schema's preprocessors accept exactly
 * those strings, which the type system cannot see; this is the one cast.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: ZodType<Output, FieldValues>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
}
