import { FileText, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { WORK_AUTHORIZATION_LABELS, type CandidateView } from '../../../../shared/applications';
import { SectionCard } from './section-card';
import { CandidateSkills, experienceText, ResumeDownload } from '../../applications';
import { educationLabel, salaryText } from './candidate-text';

/** The resume: a download and summary once unlocked; experience and (partly masked) skills always. */
export function ResumeCard({ candidate }: { candidate: CandidateView }) {
  const education = educationLabel(candidate.educationLevel);
  const salary = candidate.isUnlocked
    ? salaryText(candidate.salaryExpectationMin, candidate.salaryExpectationMax)
    : null;

  return (
    <SectionCard icon={FileText} title="Resume">
      <div className="grid gap-4">
        {candidate.isUnlocked ? (
          candidate.resumeUrl ? (
            <ResumeDownload url={candidate.resumeUrl} />
          ) : (
            <p className="text-sm text-slate-500">No resume</p>
          )
        ) : (
          <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
            <Lock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {candidate.hasResume
              ? 'Unlock to see the resume'
              : 'Unlock to see the resume. This candidate did not attach one.'}
          </p>
        )}

        {candidate.isUnlocked && candidate.resumeSummary && (
          <p className="text-sm whitespace-pre-wrap text-slate-700">{candidate.resumeSummary}</p>
        )}

        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Fact label="Experience">{experienceText(candidate)}</Fact>
          <Fact label="Location">{candidate.location ?? 'Not given'}</Fact>
          <Fact label="Education">{education ?? 'Not given'}</Fact>
          <Fact label="Work authorization">
            {candidate.workAuthorization
              ? WORK_AUTHORIZATION_LABELS[candidate.workAuthorization]
              : 'Not specified'}
          </Fact>
          {candidate.isUnlocked && <Fact label="Salary expectation">{salary ?? 'Not given'}</Fact>}
        </dl>

        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">Skills</h3>
          <CandidateSkills
            candidate={candidate}
            limit={candidate.skills.length}
            showMasked={!candidate.isUnlocked}
          />
        </div>
      </div>
    </SectionCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}
