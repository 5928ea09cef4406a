import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { isApiError } from './api-client';

type Errors<Name extends string> = Partial<Record<Name, string>>;

/**
 * A form of plain text fields checked with a shared zod schema, without a form
 * library: for the public job page, where every kilobyte is paid for by candidates on
 * mobile data (decision 0024). The fields are uncontrolled inputs named after the
 * schema's keys; the schema runs on submit and, once submitted, on every change, like
 * the react-hook-form forms of the employer app.
 */
export function useSchemaForm<Name extends string, Output>(schema: ZodType<Output>) {
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  const valuesOf = (form: HTMLFormElement): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values[name] = value;
    }
    return values;
  };

  const check = (form: HTMLFormElement) => {
    const result = schema.safeParse(valuesOf(form));
    const found: Errors<Name> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]) as Name;
        found[name] ??= issue.message;
      }
    }
    setErrors(found);
    return { result, found };
  };

  const focusFirst = (found: Errors<Name>) => {
    const first = Object.keys(found)[0];
    const field = first ? formElement?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };

  return {
    /** Put on the form (a callback ref): the fields to focus are found in it. */
    attachForm: setFormElement,
    errors,
    /** Runs `onValid` with the parsed values, or shows the schema's messages. */
    handleSubmit: (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      const { result, found } = check(event.currentTarget);
      if (result.success) onValid(result.data);
      else focusFirst(found);
    },
    /** Put on the form: re-checks after the first submit, as the user corrects a field. */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      if (isSubmitted) check(event.currentTarget);
    },
    /** The server's field messages on the fields; whether there were any. */
    showServerErrors: (error: unknown): boolean => {
      if (!isApiError(error) || error.status !== 400 || !error.fieldErrors) return false;
      const found: Errors<Name> = {};
      for (const [name, messages] of Object.entries(error.fieldErrors)) {
        if (messages[0]) found[name as Name] = messages[0];
      }
      setErrors(found);
      focusFirst(found);
      return Object.keys(found).length > 0;
    },
  };
}
