import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending: boolean;
}

/**
 * Asks before something that cannot be undone. It stays open, with both buttons
 * disabled, while the action is in flight, so a second click cannot repeat it.
 */
interface AlertDialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the action is in flight the dialog cannot be closed. */
  isPending: boolean;
  children: ReactNode;
}

/**
 * The frame of every confirming dialog: it stays open while its action runs, and
 * gives focus back to what had it when it closes (useReturnFocus).
 */
export function AlertDialogShell({
  open,
  onOpenChange,
  isPending,
  children,
}: AlertDialogShellProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent {...returnFocus}>{children}</AlertDialogContent>
    </AlertDialog>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending,
}: ConfirmDialogProps) {
  return (
    <AlertDialogShell open={open} onOpenChange={onOpenChange} isPending={isPending}>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
        <Button variant="destructive" onClick={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </AlertDialogFooter>
    </AlertDialogShell>
  );
}
