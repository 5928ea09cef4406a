import { Award, Briefcase, CalendarDays, Columns3, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  LOCKED_CARD_SKILLS,
  UNLOCKED_CARD_SKILLS,
  type ApplicationView,
} from '../../../../shared/applications';
import { MatchBadge } from '../../../components/match-badge';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { CandidateSkills, candidateDisplayName, experienceText } from '../../applications';
import { CandidateAvatar } from './candidate-avatar';
import { UnlockStatusBadge } from './unlock-status-badge';

/**
 * One application in the candidates grid. A locked card shows only what the
 * server sent for it: no name, no contact, two skills. The whole card opens
 * the candidate's page (one link, stretched over the card).
 */
export function CandidateCard({ application }: { application: ApplicationView }) {
  const { candidate } = application;
  const name = candidateDisplayName(candidate);
  return (
    <Card className="relative flex min-w-0 flex-col transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="flex items-start gap-3 p-5 pb-3">
        <CandidateAvatar candidate={candidate} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-slate-900">
            <Link
              href={`/candidates/${application.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {name}
            </Link>
          </h2>
          {candidate.isUnlocked ? (
            <p className="text-sm break-all text-slate-600">{candidate.email}</p>
          ) : (
            <p className="text-sm break-words text-slate-600">
              Applied for {application.job.title}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-1.5">
            <UnlockStatusBadge status={application.unlockStatus} />
            {application.rejectedAt && <Badge variant="destructive">Rejected</Badge>}
            {/* Above the card's stretched link, so hover and focus reach its reasons. */}
            <MatchBadge match={application.match} className="relative z-10" />
          </div>
        </div>
      </div>

      <dl className="grid gap-1.5 px-5 pb-3 text-sm text-slate-600">
        {candidate.isUnlocked && (
          <Fact icon={Briefcase} label="Job">
            {application.job.title}
          </Fact>
        )}
        <Fact icon={Award} label="Experience">
          {experienceText(candidate)}
        </Fact>
        <Fact icon={MapPin} label="Location">
          {candidate.location ?? 'Location not given'}
        </Fact>
        <Fact icon={Columns3} label="Stage">
          {application.stage}
        </Fact>
        <Fact icon={CalendarDays} label="Applied">
          Applied {formatDate(application.createdAt)}
        </Fact>
      </dl>

      <div className="mt-auto border-t border-slate-100 px-5 py-3">
        <CandidateSkills
          candidate={candidate}
          limit={candidate.isUnlocked ? UNLOCKED_CARD_SKILLS : LOCKED_CARD_SKILLS}
        />
      </div>
    </Card>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Briefcase;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="sr-only">{label}</dt>
      <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <dd className="flex min-w-0 items-center truncate">{children}</dd>
    </div>
  );
}
