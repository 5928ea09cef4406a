import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';

interface MatchingFormProps {
  /** The form's name for screen readers: "Semantic search". */
  label: string;
  submitLabel: string;
  icon: ReactNode;
  isPending: boolean;
  /** What is missing, as the toast says it; null sends the form. */
  missing: { title: string; description: string } | null;
  onSubmit: () => void;
  children: ReactNode;
  /** After the button: the example queries. */
  footer?: ReactNode;
}

/** A matching tab's inputs and its button; a missing input is said in a toast and nothing is sent. */
export function MatchingForm({
  label,
  submitLabel,
  icon,
  isPending,
  missing,
  onSubmit,
  children,
  footer,
}: MatchingFormProps) {
  return (
    <Card className="p-5">
      <form
        aria-label={label}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (missing) toast({ variant: 'destructive', ...missing });
          else onSubmit();
        }}
      >
        {children}
        <div>
          <Button type="submit" isPending={isPending}>
            {!isPending && icon}
            {submitLabel}
          </Button>
        </div>
        {footer}
      </form>
    </Card>
  );
}
