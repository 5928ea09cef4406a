import { CalendarPlus, Construction } from 'lucide-react';
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

interface PipelineComingSoonDialogProps {
  /** Whom the Schedule action was chosen for; null when closed. */
  request: { candidateName: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Scheduling is not built yet: say so plainly instead of pretending. Nothing is
 * scheduled and no credits are spent.
 */
export function PipelineComingSoonDialog({
  request,
  onOpenChange,
  onCloseAutoFocus,
}: PipelineComingSoonDialogProps) {
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
                <CalendarPlus className="size-5 text-slate-400" aria-hidden="true" />
                Schedule an interview with {request.candidateName}
              </DialogTitle>
              <DialogDescription>
                Coming soon: interview scheduling arrives with the next release
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm text-slate-600">
              Nothing was scheduled and no credits were spent. Until then, the candidate’s email and
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
