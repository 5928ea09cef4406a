import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
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
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its hint or error. */
export function fieldAria(id: string, error: string | undefined, hasHint: boolean) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
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
