import { CalendarPlus, Construction, Mail } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { ComingSoonAction } from './pipeline-card';

interface PipelineComingSoonDialogProps {
  /** Which card action was chosen, and for whom; null when closed. */
  request: { action: ComingSoonAction; candidateName: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

const TITLES: Record<ComingSoonAction, (name: string) => string> = {
  email: (name) => `Email ${name}`,
  schedule: (name) => `Schedule an interview with ${name}`,
};

/**
 * Email and Schedule are not built yet: say so plainly instead of pretending.
 * Nothing is sent and no credits are spent.
 */
export function PipelineComingSoonDialog({
  request,
  onOpenChange,
  onCloseAutoFocus,
}: PipelineComingSoonDialogProps) {
  const Icon = request?.action === 'schedule' ? CalendarPlus : Mail;
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        {request && (
          <>
            <DialogHeader>
              <Badge variant="warning" className="w-fit">
                <Construction aria-hidden="true" />
                Not available yet
              </Badge>
              <DialogTitle className="flex items-center gap-2">
                <Icon className="size-5 text-slate-400" aria-hidden="true" />
                {TITLES[request.action](request.candidateName)}
              </DialogTitle>
              <DialogDescription>
                Coming soon: email and interview scheduling arrive with the next release
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm text-slate-600">
              Nothing was sent and no credits were spent. Until then, the candidate’s email and
              phone number are on their card.
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Back to the board</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
