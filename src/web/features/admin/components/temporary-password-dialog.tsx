import { DialogShell } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TemporaryPassword } from './temporary-password';

interface TemporaryPasswordDialogProps {
  /** Null: closed. */
  shown: { title: string; forWhom: string; password: string } | null;
  onClose: () => void;
}

/** A temporary password just made (a new user, a reset), shown once with a copy button. */
export function TemporaryPasswordDialog({ shown, onClose }: TemporaryPasswordDialogProps) {
  return (
    <DialogShell
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isPending={false}
    >
      {shown && (
        <>
          <DialogHeader>
            <DialogTitle>{shown.title}</DialogTitle>
            <DialogDescription>
              Copy it now: once this closes it cannot be shown again.
            </DialogDescription>
          </DialogHeader>
          <TemporaryPassword forWhom={shown.forWhom} password={shown.password} />
          <DialogFooter>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        </>
      )}
    </DialogShell>
  );
}
