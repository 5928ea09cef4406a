import { ArrowRight, CalendarPlus, Mail, RotateCcw, Settings2, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ApplicationDetailView } from '../../../../shared/applications';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import {
  candidateDisplayName,
  nextStageOf,
  RefundDialog,
  refundDeadline,
  RejectDialog,
  useAdvanceApplication,
} from '../../applications';
import { ComposeEmailDialog, recipientsOf } from '../../email';
import { ScheduleInterviewDialog } from '../../interviews';
import { SectionCard } from './section-card';
import { toastFailure } from '../../../lib/toast-failure';

/**
 * What a member can do with an unlocked application: email, schedule an
 * interview, move it on or anywhere in the pipeline, reject it, and ask for the
 * unlock's credit back while the refund window is open.
 */
export function CandidateActionsCard({ application }: { application: ApplicationDetailView }) {
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  const [isScheduleOpen, setIsScheduleOpen] = useState(false);
  const [isRejectOpen, setIsRejectOpen] = useState(false);
  const [isRefundOpen, setIsRefundOpen] = useState(false);
  const advance = useAdvanceApplication();
  const stageSelectId = useId();
  const [targetStage, setTargetStage] = useState('');

  const stages = application.job.stages;
  const isRejected = application.rejectedAt !== null;
  const nextStage = isRejected ? null : nextStageOf(stages, application.stage);
  const refundUntil = refundDeadline(application);
  const otherStages = stages.filter((stage) => stage !== application.stage);

  const moveTo = (toStage: string) => {
    advance.mutate(
      { id: application.id, toStage },
      {
        onSuccess: (moved) => {
          setTargetStage('');
          toast({ title: 'Application advanced', description: `Moved to ${moved.stage}.` });
        },
        onError: (error) => {
          toastFailure(
            error,
            'Failed to advance',
            'Could not advance application. Please try again.',
          );
        },
      },
    );
  };

  const onMoveSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (targetStage) moveTo(targetStage);
  };

  return (
    <SectionCard icon={Settings2} title="Actions">
      <div className="grid gap-3">
        <Button variant="outline" className="justify-start" onClick={() => setIsEmailOpen(true)}>
          <Mail aria-hidden="true" />
          Send Email
        </Button>
        {!isRejected && (
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => setIsScheduleOpen(true)}
          >
            <CalendarPlus aria-hidden="true" />
            Schedule Interview
          </Button>
        )}

        {isRejected ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
            This application was rejected, so it can no longer move between stages.
          </p>
        ) : (
          <>
            {nextStage && (
              <Button
                className="justify-start"
                onClick={() => moveTo(nextStage)}
                isPending={advance.isPending && advance.variables?.toStage === nextStage}
                disabled={advance.isPending}
              >
                {!(advance.isPending && advance.variables?.toStage === nextStage) && (
                  <ArrowRight aria-hidden="true" />
                )}
                Move to {nextStage}
              </Button>
            )}

            {otherStages.length > 0 && (
              <form onSubmit={onMoveSubmit} className="grid gap-1.5">
                <Label htmlFor={stageSelectId}>Move to stage</Label>
                <div className="flex gap-2">
                  <div className="flex-1">
                    <Select
                      id={stageSelectId}
                      value={targetStage}
                      onChange={(event) => setTargetStage(event.target.value)}
                    >
                      <option value="">Choose a stage</option>
                      {otherStages.map((stage) => (
                        <option key={stage} value={stage}>
                          {stage}
                        </option>
                      ))}
                    </Select>
                  </div>
                  <Button
                    type="submit"
                    variant="outline"
                    disabled={!targetStage || advance.isPending}
                    isPending={advance.isPending && advance.variables?.toStage === targetStage}
                  >
                    Move
                  </Button>
                </div>
              </form>
            )}

            <Button
              variant="outline"
              className="justify-start text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setIsRejectOpen(true)}
            >
              <XCircle aria-hidden="true" />
              Reject
            </Button>
          </>
        )}

        {refundUntil && (
          <div className="grid gap-1.5 border-t border-slate-100 pt-3">
            <Button variant="ghost" className="justify-start" onClick={() => setIsRefundOpen(true)}>
              <RotateCcw aria-hidden="true" />
              Request refund
            </Button>
            <p className="text-xs text-slate-500">Refundable until {formatDateTime(refundUntil)}</p>
          </div>
        )}
      </div>

      <ComposeEmailDialog
        recipients={recipientsOf([application])}
        open={isEmailOpen}
        onOpenChange={setIsEmailOpen}
      />
      <ScheduleInterviewDialog
        target={
          isScheduleOpen
            ? {
                mode: 'schedule',
                applicationId: application.id,
                candidateName: candidateDisplayName(application.candidate),
                jobTitle: application.job.title,
              }
            : null
        }
        onOpenChange={setIsScheduleOpen}
      />
      <RejectDialog
        applicationId={application.id}
        open={isRejectOpen}
        onOpenChange={setIsRejectOpen}
      />
      {application.refundableUntil && (
        <RefundDialog
          applicationId={application.id}
          refundableUntil={application.refundableUntil}
          open={isRefundOpen}
          onOpenChange={setIsRefundOpen}
        />
      )}
    </SectionCard>
  );
}
