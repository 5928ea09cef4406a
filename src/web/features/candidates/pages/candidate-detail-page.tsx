import { ArrowLeft, SearchX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ApplicationDetailView } from '../../../../shared/applications';
import { can } from '../../../../shared/permissions';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { Button, buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { canSpendCredits } from '../../../lib/permissions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { candidateDisplayName, useApplication } from '../../applications';
import { useSignedInUser } from '../../auth';
import { useEmailMessages } from '../../email';
import { interviewsQueryOptions } from '../../interviews';
import { findMyScorecard, ScorecardDialog, type ScorecardTarget } from '../../scorecards';
import { ApplicationTimelineCard } from '../components/application-timeline-card';
import { CandidateActionsCard } from '../components/candidate-actions-card';
import { CandidateHeader } from '../components/candidate-header';
import { CoverNoteCard } from '../components/cover-note-card';
import {
  InterviewsCard,
  ScorecardsCard,
  type ApplicationInterview,
} from '../components/interviews-card';
import { MatchCard } from '../components/match-card';
import { ResumeCard } from '../components/resume-card';
import { TeamNotesCard } from '../components/team-notes-card';

const NOT_FOUND_TEXT = "Candidate not found or you don't have access to this application";

/** One application and its candidate, at /candidates/{applicationId}. */
export function CandidateDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useSignedInUser();
  const application = useApplication(id);
  // Every email to the candidate, with its delivery status, for the timeline.
  const messages = useEmailMessages(id, application.isSuccess);
  // READING.md 5: unlocking, moving, rejecting and refunding spend or touch credits.
  const canAct = canSpendCredits(user?.role);
  const [scorecardTarget, setScorecardTarget] = useState<ScorecardTarget | null>(null);
  // An interviewer scores only the interviews they are on. The detail does not say
  // which; the interviews list gives an interviewer exactly theirs.
  const isInterviewer = user?.role === 'INTERVIEWER';
  const myInterviews = useQuery({
    ...interviewsQueryOptions({ applicationId: id }),
    enabled: isInterviewer && application.isSuccess,
  });

  useDocumentTitle(
    application.data ? candidateDisplayName(application.data.candidate) : 'Candidate',
  );

  const backLink = (
    <Link
      href="/candidates"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All candidates
    </Link>
  );

  if (application.isPending) {
    return (
      <>
        <h1 className="sr-only">Candidate</h1>
        {backLink}
        <LoadingBlock label="Loading candidate..." />
      </>
    );
  }

  if (application.isError) {
    const isMissing = isApiError(application.error) && application.error.status === 404;
    return (
      <>
        <h1 className="sr-only">Candidate</h1>
        {backLink}
        <EmptyState
          icon={SearchX}
          title={isMissing ? NOT_FOUND_TEXT : 'We could not load this candidate.'}
          description={isMissing ? undefined : application.error.message}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {!isMissing && (
                <Button variant="outline" onClick={() => void application.refetch()}>
                  Try again
                </Button>
              )}
              <Link href="/candidates" className={buttonClasses('outline')}>
                Back to Candidates
              </Link>
            </div>
          }
        />
      </>
    );
  }

  const detail = application.data;
  // Still failed while trying again (the query is pending again then), so the notice
  // and its button stay put until the messages arrive.
  const hasMessagesFailed =
    messages.isError || (messages.errorUpdateCount > 0 && messages.data === undefined);
  const isUnlocked = detail.candidate.isUnlocked;
  const canScore = can(user?.role, 'submitScorecards');

  return (
    <>
      {backLink}
      <CandidateHeader application={detail} canUnlock={canAct} />

      <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {isUnlocked && canAct && (
          <div className="lg:col-start-3 lg:row-start-1">
            <CandidateActionsCard application={detail} />
          </div>
        )}
        <div className="grid min-w-0 gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <MatchCard match={detail.match} />
          <ResumeCard candidate={detail.candidate} />
          <CoverNoteCard coverNote={detail.coverNote} isLocked={!isUnlocked} />
          <InterviewsCard
            interviews={detail.interviews}
            myScorecardOf={(interviewId) =>
              findMyScorecard(detail.scorecards, interviewId, user?.id)
            }
            canScore={(interview) =>
              canScore &&
              (!isInterviewer ||
                (myInterviews.data?.interviews.some((mine) => mine.id === interview.id) ?? false))
            }
            onScore={(interview) => setScorecardTarget(interviewTarget(detail, interview))}
          />
          <ScorecardsCard
            scorecards={detail.scorecards}
            memberId={user?.id}
            // A general scorecard is for members who see the whole pipeline (READING.md 5).
            onAdd={
              canScore && !isInterviewer
                ? () => setScorecardTarget(generalTarget(detail))
                : undefined
            }
            onEdit={
              canScore
                ? (scorecard) => {
                    const interview = detail.interviews.find(
                      (item) => item.id === scorecard.interviewId,
                    );
                    if (interview) setScorecardTarget(interviewTarget(detail, interview));
                  }
                : undefined
            }
          />
          <TeamNotesCard applicationId={detail.id} notes={detail.notes} />
        </div>
        <div
          className={
            isUnlocked && canAct
              ? 'min-w-0 lg:col-start-3 lg:row-start-2'
              : 'min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1'
          }
        >
          <ApplicationTimelineCard
            applicationId={detail.id}
            events={detail.timeline}
            messages={messages.data}
            messagesFailure={
              hasMessagesFailed
                ? { onRetry: () => void messages.refetch(), isRetrying: messages.isFetching }
                : null
            }
            canRetryEmail={canAct}
          />
        </div>
      </div>

      <ScorecardDialog target={scorecardTarget} onOpenChange={() => setScorecardTarget(null)} />
    </>
  );
}

function interviewTarget(
  detail: ApplicationDetailView,
  interview: ApplicationInterview,
): ScorecardTarget {
  return {
    applicationId: detail.id,
    interviewId: interview.id,
    candidateName: candidateDisplayName(detail.candidate),
    interviewType: interview.type,
  };
}

function generalTarget(detail: ApplicationDetailView): ScorecardTarget {
  return {
    applicationId: detail.id,
    interviewId: null,
    candidateName: candidateDisplayName(detail.candidate),
    interviewType: null,
  };
}
