import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/utils';
import { FIELD_ERROR_CLASS, fieldErrorId, fieldHintId } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import { Textarea } from './textarea';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, laid out the same everywhere. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && !error && (
        <p id={fieldHintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className={FIELD_ERROR_CLASS} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its hint or error. */
export function fieldAria(id: string, error: string | undefined, hasHint: boolean) {
  const describedBy = error ? fieldErrorId(id) : hasHint ? fieldHintId(id) : undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
}

/**
 * A labelled form field around one control: the label, hint, error and their aria
 * wiring are the same for every kind of control, so each kind is made by this.
 */
function createField<Tag extends 'input' | 'textarea' | 'select'>(
  Control: ComponentType<ComponentProps<Tag>>,
) {
  return function Field({
    label,
    error,
    hint,
    fieldClassName,
    id: givenId,
    required,
    ...props
  }: FieldProps & ComponentProps<Tag>) {
    const generatedId = useId();
    const id = givenId ?? generatedId;
    const controlProps = {
      id,
      'aria-required': required || undefined,
      ...fieldAria(id, error, !!hint),
      ...props,
    } as ComponentProps<Tag>;
    return (
      <FieldShell
        id={id}
        label={label}
        error={error}
        hint={hint}
        required={required}
        className={fieldClassName}
      >
        <Control {...controlProps} />
      </FieldShell>
    );
  };
}

export const TextField = createField<'input'>(Input);
export const TextareaField = createField<'textarea'>(Textarea);
export const SelectField = createField<'select'>(Select);

/** What registeredField reads of a react-hook-form form, whatever its context and output. */
type RegisteringForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'register' | 'getFieldState' | 'formState'
>;

export interface RegisteredFieldOptions {
  /** While the form is sending its fields cannot be changed. */
  isDisabled?: boolean;
  /** Runs after the form has taken the change, e.g. to clean or count what was typed. */
  onChange?: (event: { target: HTMLInputElement }) => void;
}

/** A field's registration with its form, its error message and whether it is disabled. */
export type RegisteredFieldProps<Name extends string = string> = UseFormRegisterReturn<Name> & {
  error: string | undefined;
  disabled?: boolean;
};

/**
 * The props that tie a TextField, TextareaField or SelectField to a react-hook-form
 * form: its registration, its error message and, while sending, disabled.
 */
export function registeredField<Values extends FieldValues>(
  form: RegisteringForm<Values>,
  name: Path<Values>,
  { isDisabled, onChange }: RegisteredFieldOptions = {},
): RegisteredFieldProps<Path<Values>> {
  return {
    ...(isDisabled === undefined ? {} : { disabled: isDisabled }),
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, onChange ? { onChange } : undefined),
  };
}
