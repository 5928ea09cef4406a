import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { schemaResolver } from '../lib/form-errors';
import { reportFormFailure } from '../lib/report-form-failure';
import { Button, type ButtonVariant } from './ui/button';
import {
  registeredField,
  type RegisteredFieldOptions,
  type RegisteredFieldProps,
} from './ui/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';
import { useReturnFocus } from './ui/use-return-focus';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the dialog's request is in flight it cannot be closed, so it cannot be left half done. */
  isPending: boolean;
  /** Classes of DialogContent: its width, padding, scrolling. */
  className?: string;
  /** Runs as the dialog opens, after the element to return focus to is noted. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Replaces giving focus back, for a dialog whose opener moves focus elsewhere itself. */
  onCloseAutoFocus?: (event: Event) => void;
  /** A button that opens the dialog; without one, `open` is driven by the page. */
  trigger?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every dialog of the app shares: it stays open while its request runs,
 * and gives focus back to what had it when it closes (useReturnFocus).
 */
export function DialogShell({
  open,
  onOpenChange,
  isPending,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  trigger,
  children,
}: DialogShellProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        className={className}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={onCloseAutoFocus ?? returnFocus.onCloseAutoFocus}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface DialogFooterActionsProps {
  onCancel: () => void;
  isPending: boolean;
  /** The submit button's text (and icon). */
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  /** The submit button cannot be used yet, e.g. while what it needs is unknown. */
  isSubmitDisabled?: boolean;
  /** The id of a text saying why the submit button cannot be used yet. */
  submitDescribedBy?: string;
  className?: string;
  /** Shown before the buttons, e.g. what is missing before the form can be sent. */
  children?: ReactNode;
}

/** Cancel and the form's submit button; both wait while the request is in flight. */
export function DialogFooterActions({
  onCancel,
  isPending,
  submitLabel,
  submitVariant,
  isSubmitDisabled,
  submitDescribedBy,
  className,
  children,
}: DialogFooterActionsProps) {
  return (
    <DialogFooter className={className}>
      {children}
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={submitVariant}
        isPending={isPending}
        disabled={isSubmitDisabled}
        aria-describedby={submitDescribedBy}
      >
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

type SchemaForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output>;

interface FormDialogState<Values extends FieldValues> {
  isPending: boolean;
  field: (
    name: Path<Values>,
    options?: Omit<RegisteredFieldOptions, 'isDisabled'>,
  ) => RegisteredFieldProps<Path<Values>>;
}

interface FormDialogProps<Values extends FieldValues, Output> {
  /** The shared zod schema of the request; the server checks the same one. */
  schema: ZodType<Output, FieldValues>;
  /** The fields' values as each opening starts; inputs hold '' for blank. */
  defaultValues: DefaultValues<Values>;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  isSubmitDisabled?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the checked values. When it resolves the dialog closes; when it throws,
   * the server's field messages go on the fields and `failureToast` is shown.
   */
  onSubmit: (values: Output, form: SchemaForm<Values, Output>) => Promise<unknown>;
  failureToast: { title: string; fallback: string };
  /** Runs on a failure before the usual report: to put a known error on a field. */
  onError?: (error: unknown, form: SchemaForm<Values, Output>) => void;
  /** In flight from elsewhere as well (another mutation of the same form). */
  isPending?: boolean;
  trigger?: ReactNode;
  /** Classes of DialogContent: width, height, scrolling. */
  className?: string;
  /** Classes of the form; `grid gap-4` by default. */
  formClassName?: string;
  /**
   * The fields, given the form, whether it is sending and `field(name)`: a field's
   * registration, error and disabled-while-sending, to spread on a TextField.
   */
  children: (form: SchemaForm<Values, Output>, state: FormDialogState<Values>) => ReactNode;
}

/**
 * A dialog around one form of a shared zod schema: title, description, the fields,
 * Cancel and submit. It owns what every such dialog repeated: mounting a fresh form
 * on each opening, staying open while sending, closing on success, server field
 * errors on the fields with a toast on failure, and focus going back on close.
 */
export function FormDialog<Values extends FieldValues, Output>({
  open,
  onOpenChange,
  isPending = false,
  className,
  trigger,
  ...formProps
}: FormDialogProps<Values, Output>) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = isPending || isSubmitting;
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      isPending={isBusy}
      className={className}
      trigger={trigger}
    >
      {/* Mounted on each opening, so each opening starts from the default values. */}
      {open && (
        <FormDialogForm
          {...formProps}
          isPending={isBusy}
          setIsSubmitting={setIsSubmitting}
          onClose={() => onOpenChange(false)}
        />
      )}
    </DialogShell>
  );
}

function FormDialogForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  title,
  description,
  submitLabel,
  submitVariant,
  isSubmitDisabled,
  onSubmit,
  failureToast,
  onError,
  formClassName = 'grid gap-4',
  children,
  isPending,
  setIsSubmitting,
  onClose,
}: Omit<FormDialogProps<Values, Output>, 'open' | 'onOpenChange' | 'className' | 'trigger'> & {
  isPending: boolean;
  setIsSubmitting: (isSubmitting: boolean) => void;
  onClose: () => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(schema),
    defaultValues,
  });

  const submit = form.handleSubmit(async (values) => {
    setIsSubmitting(true);
    try {
      await onSubmit(values, form);
      setIsSubmitting(false);
      onClose();
    } catch (error) {
      setIsSubmitting(false);
      onError?.(error, form);
      reportFormFailure(error, form.setError, failureToast);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={formClassName}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      {children(form, {
        isPending,
        field: (name, options) =>
          registeredField(form, name, { ...options, isDisabled: isPending }),
      })}
      <DialogFooterActions
        onCancel={onClose}
        isPending={isPending}
        submitLabel={submitLabel}
        submitVariant={submitVariant}
        isSubmitDisabled={isSubmitDisabled}
      />
    </form>
  );
}
