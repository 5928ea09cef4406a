import type { ZodType } from 'zod';
import { FIELD_ERROR_CLASS, fieldErrorId, fieldHintId } from '../../../components/ui/field-error';

/** A field's name and its first message. */
export type FieldErrors = Record<string, string>;

interface EnhanceOptions<Name extends string> {
  /** The shared schema the server checks the same fields with. */
  schema: ZodType;
  /** The text fields the schema reads. */
  fields: readonly Name[];
  /** What the form's problem says when the server gives no reason (or cannot be reached). */
  failure: string;
  /** The submit button's words while sending; unchanged when not given. */
  pendingText?: string;
  /** Sends the fields as JSON rather than the form's own multipart body. */
  asJson?: boolean;
  /** A chosen file's problem, checked before sending. */
  checkFile?: (name: string, file: File) => string | null;
  send: (init: RequestInit) => Promise<Response>;
  /** The field a refused answer belongs to, when it is not a validation error. */
  fieldOfError?: (status: number, code: string | undefined) => string | null;
  onSending?: () => void;
  onSent: (values: Partial<Record<Name, string>>, answer: unknown) => void;
}

interface ErrorBody {
  error?: string;
  message?: string;
  details?: { fieldErrors?: Record<string, string[]> };
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Takes over a server-rendered form's submit: checks it with the shared schema (the
 * messages under the fields, focus on the first), sends it with fetch, and shows the
 * server's refusal in place, the form keeping everything typed and chosen. Once a
 * submit has been tried, each field is checked again as it changes.
 */
export function enhanceForm<Name extends string>(
  form: HTMLFormElement,
  options: EnhanceOptions<Name>,
): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const buttonText = button?.textContent ?? '';
  const failureBox = form.querySelector<HTMLElement>('[data-form-failure]');
  let isChecking = false;
  let isSending = false;

  const controls = () =>
    [...form.elements].filter(
      (element): element is Control =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.name !== '',
    );

  const valuesOf = () => {
    const data = new FormData(form);
    const values: Partial<Record<Name, string>> = {};
    for (const name of options.fields) {
      const value = data.get(name);
      values[name] = typeof value === 'string' ? value : '';
    }
    return values;
  };

  const check = (): FieldErrors => {
    const errors: FieldErrors = {};
    const result = options.schema.safeParse(valuesOf());
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        errors[name] ??= issue.message;
      }
    }
    for (const control of controls()) {
      const file = control instanceof HTMLInputElement ? control.files?.[0] : undefined;
      const problem = file && options.checkFile?.(control.name, file);
      if (problem) errors[control.name] = problem;
    }
    return errors;
  };

  const showErrors = (errors: FieldErrors, focus: boolean) => {
    let first: Control | undefined;
    for (const control of controls()) {
      const message = errors[control.name];
      setFieldError(control, message);
      if (message) first ??= control;
    }
    if (focus) first?.focus();
    return first !== undefined;
  };

  const setFailure = (message: string) => {
    if (failureBox) failureBox.textContent = message;
  };

  const setSending = (sending: boolean) => {
    isSending = sending;
    if (!button) return;
    button.disabled = sending;
    button.toggleAttribute('aria-busy', sending);
    if (options.pendingText) button.textContent = sending ? options.pendingText : buttonText;
  };

  const bodyOf = (values: Partial<Record<Name, string>>): RequestInit => {
    if (options.asJson) {
      return {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      };
    }
    const body = new FormData(form);
    // An empty file input still sends a nameless, empty part: leave it out.
    for (const [name, value] of [...body.entries()]) {
      if (value instanceof File && value.size === 0 && value.name === '') body.delete(name);
    }
    return { method: 'POST', headers: { accept: 'application/json' }, body };
  };

  const onRefused = async (response: Response) => {
    let body: ErrorBody | null = null;
    try {
      body = (await response.json()) as ErrorBody;
    } catch {
      body = null;
    }
    const fieldErrors = body?.details?.fieldErrors;
    if (response.status === 400 && fieldErrors) {
      const errors: FieldErrors = {};
      for (const [name, messages] of Object.entries(fieldErrors)) {
        if (messages[0]) errors[name] = messages[0];
      }
      if (showErrors(errors, true)) return;
    }
    const field = options.fieldOfError?.(response.status, body?.error);
    if (field && body?.message) {
      showErrors({ [field]: body.message }, true);
      return;
    }
    setFailure(body?.message ?? options.failure);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isSending) return;
    isChecking = true;
    setFailure('');
    if (showErrors(check(), true)) return;
    const values = valuesOf();
    options.onSending?.();
    setSending(true);
    options
      .send(bodyOf(values))
      .then(async (response) => {
        if (!response.ok) return onRefused(response);
        const answer: unknown = await response.json().catch(() => null);
        options.onSent(values, answer);
      })
      .catch(() => setFailure(options.failure))
      .finally(() => setSending(false));
  });

  // After a first try, a field's message follows what is typed; a chosen file is checked at once.
  const recheck = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
    if (!control.name || !(isChecking || control.type === 'file')) return;
    setFieldError(control, check()[control.name]);
  };
  form.addEventListener('input', recheck);
  form.addEventListener('change', recheck);
}

/** Shows or clears one field's message as FieldShell renders it, with its aria wiring. */
function setFieldError(control: Control, message: string | undefined): void {
  const errorId = fieldErrorId(control.id);
  const hint = document.getElementById(fieldHintId(control.id));
  let error = document.getElementById(errorId);
  if (message) {
    if (!error) {
      error = document.createElement('p');
      error.id = errorId;
      error.className = FIELD_ERROR_CLASS;
      error.setAttribute('role', 'alert');
      control.parentElement?.append(error);
    }
    error.textContent = message;
    if (hint) hint.hidden = true;
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', errorId);
    return;
  }
  error?.remove();
  control.removeAttribute('aria-invalid');
  if (hint) {
    hint.hidden = false;
    control.setAttribute('aria-describedby', hint.id);
  } else {
    control.removeAttribute('aria-describedby');
  }
}
