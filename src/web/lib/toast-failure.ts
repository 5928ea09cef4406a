import { toast } from '../components/ui/use-toast';
import { failureMessage } from './api-client';

/**
 * What every action does when its request fails: a destructive toast saying what
 * failed, with the server's message or the spec's fallback text.
 */
export function toastFailure(error: unknown, title: string, fallback: string): void {
  toast({ variant: 'destructive', title, description: failureMessage(error, fallback) });
}
