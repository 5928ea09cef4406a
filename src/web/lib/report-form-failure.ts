import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from './form-errors';
import { toastFailure } from './toast-failure';

/**
 * What every form does when its request fails: the server's field messages go on the
 * fields, and a destructive toast says what failed, with the server's message or the
 * spec's fallback text.
 */
export function reportFormFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toastText: { title: string; fallback: string },
): void {
  applyServerFieldErrors(error, setError);
  toastFailure(error, toastText.title, toastText.fallback);
}

/** reportFormFailure as a request's onError, for a form whose failure needs nothing else. */
export function handleFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  toastText: { title: string; fallback: string },
): (error: unknown) => void {
  return (error) => reportFormFailure(error, setError, toastText);
}
