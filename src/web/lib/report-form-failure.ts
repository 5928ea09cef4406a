import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '../components/ui/use-toast';
import { failureMessage } from './api-client';
import { applyServerFieldErrors } from './form-errors';

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
  toast({
    variant: 'destructive',
    title: toastText.title,
    description: failureMessage(error, toastText.fallback),
  });
}
