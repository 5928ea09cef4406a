/**
 * How a field's error looks and is found: FieldShell renders it, and the public job
 * page's small enhancing script (no React) shows and clears it in place the same way.
 */
export const FIELD_ERROR_CLASS = 'text-sm text-red-600';
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;
