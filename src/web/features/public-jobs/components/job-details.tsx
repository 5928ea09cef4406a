import { Banknote, Briefcase, CalendarDays, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  EMPLOYMENT_TYPE_LABELS,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../../shared/jobs';
import type { PublicJobView } from '../../../../shared/public';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { Markdown } from '../../../lib/markdown';

/** Default employment type on the public page (spec section 9). */
const DEFAULT_EMPLOYMENT_TYPE = 'FULL_TIME' as const;

export function JobDetails({ job }: { job: PublicJobView }) {
  const employmentType = EMPLOYMENT_TYPE_LABELS[job.employmentType ?? DEFAULT_EMPLOYMENT_TYPE];
  return (
    <article className="grid gap-8">
      <header>
        <Badge variant="default">Now Hiring</Badge>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {job.title}
        </h1>
        <p className="mt-2 text-lg text-slate-700">{job.organization.name}</p>
        <ul
          className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600"
          aria-label="Job facts"
        >
          {job.department && <Fact icon={<Briefcase />}>{job.department}</Fact>}
          {job.location && <Fact icon={<MapPin />}>{job.location}</Fact>}
          {job.compensationRange && <Fact icon={<Banknote />}>{job.compensationRange}</Fact>}
          <Fact icon={<Clock />}>
            {employmentType}
            {job.workMode && ` · ${WORK_MODE_LABELS[job.workMode]}`}
            {job.seniority && ` · ${SENIORITY_LABELS[job.seniority]}`}
          </Fact>
          <Fact icon={<CalendarDays />}>
            Posted <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
          </Fact>
        </ul>
      </header>

      {job.descriptionMd && (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
            About the role
          </h2>
          <div className="markdown-body mt-3 text-base leading-7">
            <Markdown source={job.descriptionMd} />
          </div>
        </section>
      )}

      <JobList title="Responsibilities" items={job.responsibilities} />
      <JobList title="Requirements" items={job.requirements} />

      {job.skills.length > 0 && (
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="text-lg font-semibold text-slate-900">
            Skills
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className="flex [&>svg]:size-4 [&>svg]:text-slate-400">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

function JobList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  const headingId = `${title.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700 marker:text-brand-600">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
