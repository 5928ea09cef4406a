import { ArrowRight, ExternalLink, Lock, LockOpen, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  EDUCATION_LEVELS,
  LOCKED_CARD_SKILLS,
  WORK_AUTHORIZATION_LABELS,
  type ApplicationView,
  type EducationLevel,
} from '../../../../shared/applications';
import { MatchBadge, MatchReasonList } from '../../../components/match-badge';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format';
import { UNLOCK_PRICE_TEXT } from '../../../lib/pricing';
import {
  CandidateSkills,
  ContactDetails,
  experienceText,
  nextStageOf,
  ResumeDownload,
} from '../../applications';
import { CandidateAvatar, cardTitle } from './pipeline-card';

interface PipelinePreviewDialogProps {
  /** The application to preview, read fresh from the board so it follows unlocks and moves. */
  application: ApplicationView | undefined;
  stages: readonly string[];
  canAct: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUnlock: (application: ApplicationView) => void;
  onReject: (application: ApplicationView) => void;
  onMove: (application: ApplicationView, toStage: string) => void;
  /** Where focus goes once the dialog has closed (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

const EDUCATION_LABELS: Record<EducationLevel, string> = {
  HIGH_SCHOOL: 'High school',
  ASSOCIATE: 'Associate degree',
  BACHELOR: "Bachelor's degree",
  MASTER: "Master's degree",
  PhD: 'PhD',
  CERTIFICATE: 'Certificate',
  DIPLOMA: 'Diploma',
  OTHER: 'Other',
};

const wholeCedis = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

function salaryText(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'Not stated';
  if (min !== null && max !== null && min !== max) {
    return `GH₵ ${wholeCedis.format(min)} – ${wholeCedis.format(max)}`;
  }
  return `GH₵ ${wholeCedis.format((min ?? max)!)}`;
}

function sourceText(source: string): string {
  const words = source.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

/**
 * The candidate preview (spec "Modals"): a locked candidate shows what may be
 * seen anonymously and the way to unlock; an unlocked one shows everything,
 * with 'Move to {next stage}', Reject and the full profile.
 */
export function PipelinePreviewDialog({
  application,
  stages,
  canAct,
  open,
  onOpenChange,
  onUnlock,
  onReject,
  onMove,
  onCloseAutoFocus,
}: PipelinePreviewDialogProps) {
  return (
    <Dialog open={open && application !== undefined} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
        // Focus the preview itself, not its first button (which may be Reject).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {application && (
          <PreviewBody
            application={application}
            stages={stages}
            canAct={canAct}
            onUnlock={onUnlock}
            onReject={onReject}
            onMove={onMove}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({
  application,
  stages,
  canAct,
  onUnlock,
  onReject,
  onMove,
}: Omit<
  PipelinePreviewDialogProps,
  'open' | 'onOpenChange' | 'application' | 'onCloseAutoFocus'
> & {
  application: ApplicationView;
}) {
  const { candidate } = application;
  const isRejected = application.rejectedAt !== null;
  const nextStage = nextStageOf(stages, application.stage);
  const education = candidate.educationLevel;

  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-3">
          <CandidateAvatar application={application} size="lg" />
          <div className="min-w-0">
            <DialogTitle className="truncate">{cardTitle(application)}</DialogTitle>
            <DialogDescription>
              Applied {formatDate(application.createdAt)} for {application.job.title}
            </DialogDescription>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          {candidate.isUnlocked ? (
            <Badge variant="success">
              <LockOpen aria-hidden="true" />
              UNLOCKED
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Lock aria-hidden="true" />
              LOCKED
            </Badge>
          )}
          <Badge variant="outline">Stage: {application.stage}</Badge>
          {/* Its reasons are listed below, in words a touch screen can read too. */}
          <MatchBadge match={application.match} withReasons={false} />
          {isRejected && (
            <Badge variant="destructive">
              <XCircle aria-hidden="true" />
              Rejected
            </Badge>
          )}
        </div>
      </DialogHeader>

      {isRejected && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Rejected on {formatDate(application.rejectedAt!)}
          {application.rejectionReason && <>: {application.rejectionReason}</>}
        </p>
      )}

      {candidate.isUnlocked && <ContactDetails candidate={candidate} />}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Experience">{experienceText(candidate)}</Detail>
        <Detail label="Location">{candidate.location ?? 'Not given'}</Detail>
        {education && EDUCATION_LEVELS.includes(education) && (
          <Detail label="Education">{EDUCATION_LABELS[education]}</Detail>
        )}
        {candidate.workAuthorization && (
          <Detail label="Work authorization">
            {WORK_AUTHORIZATION_LABELS[candidate.workAuthorization]}
          </Detail>
        )}
        {candidate.isUnlocked && (
          <Detail label="Salary expectation">
            {salaryText(candidate.salaryExpectationMin, candidate.salaryExpectationMax)}
          </Detail>
        )}
        <Detail label="Source">{sourceText(candidate.source)}</Detail>
      </dl>

      {application.match && application.match.reasons.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-slate-900">Match with this job</h3>
          <MatchReasonList reasons={application.match.reasons} className="text-sm text-slate-700" />
        </div>
      )}

      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-slate-900">Skills</h3>
        <CandidateSkills
          candidate={candidate}
          limit={candidate.isUnlocked ? candidate.skills.length : LOCKED_CARD_SKILLS}
          showMasked={!candidate.isUnlocked}
        />
      </div>

      {candidate.isUnlocked && candidate.resumeUrl && (
        <ResumeDownload url={candidate.resumeUrl} variant="link" buttonClassName="h-auto px-0" />
      )}

      {!candidate.isUnlocked && (
        <p className="rounded-lg border border-brand-100 bg-brand-50/70 px-3 py-2.5 text-sm text-brand-900">
          Name, email, phone, salary expectation and resume stay hidden until you unlock this
          candidate for {UNLOCK_PRICE_TEXT}.
        </p>
      )}

      <DialogFooter className="sm:items-center">
        {candidate.isUnlocked ? (
          <>
            <Link
              href={`/candidates/${application.id}`}
              className={buttonClasses('link', 'default', 'px-0 sm:mr-auto')}
            >
              <ExternalLink aria-hidden="true" />
              View full profile
            </Link>
            {canAct && !isRejected && (
              <>
                <Button variant="outline" onClick={() => onReject(application)}>
                  <XCircle aria-hidden="true" />
                  Reject
                </Button>
                {nextStage && (
                  <Button onClick={() => onMove(application, nextStage)}>
                    Move to {nextStage}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                )}
              </>
            )}
          </>
        ) : (
          canAct &&
          !isRejected && (
            <Button onClick={() => onUnlock(application)}>
              <LockOpen aria-hidden="true" />
              Unlock
            </Button>
          )
        )}
      </DialogFooter>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
