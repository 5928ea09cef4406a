import { KeyRound } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

interface TemporaryPasswordProps {
  /** Who it is for, e.g. "Ama Mensah (ama@example.com)". */
  forWhom: string;
  password: string;
  /** Shows a Clear button that hides it. */
  onClear?: () => void;
  className?: string;
}

/**
 * A temporary password, shown once: the server does not keep it readable. The person
 * signs in with it and then chooses their own.
 */
export function TemporaryPassword({
  forWhom,
  password,
  onClear,
  className,
}: TemporaryPasswordProps) {
  return (
    <div
      role="status"
      className={cn('rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm', className)}
    >
      <p className="flex items-center gap-2 font-medium text-amber-900">
        <KeyRound className="size-4" aria-hidden="true" />
        Temporary password for {forWhom}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          className="rounded-md border border-amber-200 bg-white px-3 py-1.5 font-mono text-base tracking-wide break-all text-slate-900"
          data-temporary-password
        >
          {password}
        </code>
        <CopyButton text={password} />
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
      <p className="mt-2 text-xs text-amber-800">
        Shown only now. Give it to them privately: at their first sign-in they choose their own
        password.
      </p>
    </div>
  );
}
