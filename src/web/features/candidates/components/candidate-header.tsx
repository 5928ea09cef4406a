import { CalendarDays, Columns3, Globe, LockOpen, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ApplicationDetailView } from '../../../../shared/applications';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ContactDetails, UnlockDialog, candidateDisplayName } from '../../applications';
import { CandidateAvatar } from './candidate-avatar';
import { sourceLabel } from './candidate-text';
import { SubmittedContactNote } from './submitted-contact-note';
import { UnlockStatusBadge } from './unlock-status-badge';

interface CandidateHeaderProps {
  application: ApplicationDetailView;
  /** Whether the signed-in member's role may spend credits (unlock). */
  canUnlock: boolean;
}

/** Who applied (or an anonymous label while locked), for which job, and the unlock button. */
export function CandidateHeader({ application, canUnlock }: CandidateHeaderProps) {
  const [isUnlockOpen, setIsUnlockOpen] = useState(false);
  const { candidate } = application;
  const isLocked = !candidate.isUnlocked;

  return (
    <Card className="mb-6 p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <CandidateAvatar candidate={candidate} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {candidateDisplayName(candidate)}
            </h1>
            <UnlockStatusBadge status={application.unlockStatus} />
            {application.rejectedAt && (
              <Badge variant="destructive">
                <XCircle aria-hidden="true" />
                Rejected
              </Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Applied for{' '}
            <Link
              href={`/jobs/${application.jobId}/pipeline`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {application.job.title}
            </Link>
          </p>

          <ContactDetails candidate={candidate} className="mt-4 sm:grid-cols-2" />
          {candidate.isUnlocked && application.submittedContact && (
            <SubmittedContactNote contact={application.submittedContact} />
          )}

          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            <Fact icon={<Columns3 aria-hidden="true" />} label="Stage">
              {application.stage}
            </Fact>
            <Fact icon={<Globe aria-hidden="true" />} label="Source">
              {sourceLabel(candidate.source)}
            </Fact>
            <Fact icon={<CalendarDays aria-hidden="true" />} label="Applied">
              {formatDate(application.createdAt)}
            </Fact>
          </dl>
        </div>

        {isLocked && canUnlock && (
          <div className="flex flex-col gap-2 sm:items-end">
            <Button onClick={() => setIsUnlockOpen(true)}>
              <LockOpen aria-hidden="true" />
              Unlock Candidate
            </Button>
            <p className="text-xs text-slate-500 sm:text-right">
              See their name, contact details and resume.
            </p>
          </div>
        )}
      </div>

      {isLocked && !canUnlock && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          Only admins, hiring managers and recruiters can unlock candidates.
        </p>
      )}

      {application.rejectedAt && (
        <div
          className="mt-5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          role="status"
        >
          <p className="font-medium">Rejected on {formatDateTime(application.rejectedAt)}</p>
          {application.rejectionReason && (
            <p className="mt-1 whitespace-pre-wrap">Reason: {application.rejectionReason}</p>
          )}
        </div>
      )}

      {canUnlock && (
        <UnlockDialog
          applicationId={application.id}
          open={isUnlockOpen}
          onOpenChange={setIsUnlockOpen}
        />
      )}
    </Card>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-slate-400">
      {icon}
      <dt className="font-medium text-slate-700">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
