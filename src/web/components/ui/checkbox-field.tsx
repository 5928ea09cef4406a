import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The box's name, clicked to tick it. */
  label: ReactNode;
  /** A sentence under the label, read with the box. */
  hint?: ReactNode;
  /** Classes of the whole field (its grid column, its margins). */
  fieldClassName?: string;
}

/**
 * A check box with its label beside it and an optional hint under it, as the
 * console's forms show their options ('Mark applications as UNLOCKED ...').
 */
export function CheckboxField({
  label,
  hint,
  fieldClassName,
  className,
  id: givenId,
  ...props
}: CheckboxFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('grid gap-1', fieldClassName)}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          className={cn('size-4 shrink-0 accent-brand-700', className)}
          aria-describedby={hint ? hintId : undefined}
          {...props}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="pl-6 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
