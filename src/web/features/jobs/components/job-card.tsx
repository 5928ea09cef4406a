import {
  Briefcase,
  CalendarDays,
  Clock,
  Columns3,
  MapPin,
  Pencil,
  Trash2,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EMPLOYMENT_TYPE_LABELS, type JobView } from '../../../../shared/jobs';
import { SyncStatusBadge } from '../../../components/sync-status-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { DeleteJobDialog } from './delete-job-dialog';
import { JobStatusBadge } from './job-status-badge';

interface JobCardProps {
  job: JobView;
  canEdit: boolean;
  canDelete: boolean;
}

export function JobCard({ job, canEdit, canDelete }: JobCardProps) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const applications = `${job.applicationCount} ${job.applicationCount === 1 ? 'application' : 'applications'}`;

  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3 p-5 pb-3">
        <h2 className="text-base leading-snug font-semibold break-words text-slate-900">
          <Link href={`/jobs/${job.id}/pipeline`} className="hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h2>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <JobStatusBadge status={job.status} />
          <SyncStatusBadge job={job} />
        </div>
      </div>
      <dl className="grid flex-1 gap-1.5 px-5 pb-4 text-sm text-slate-600">
        <JobFact icon={Briefcase} label="Department" value={job.department ?? 'No department'} />
        <JobFact icon={MapPin} label="Location" value={job.location ?? 'No location'} />
        <JobFact
          icon={Clock}
          label="Employment type"
          value={job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : 'Not specified'}
        />
        <JobFact icon={Users} label="Applications" value={applications} />
        <JobFact
          icon={CalendarDays}
          label="Created"
          value={`Created ${formatDate(job.createdAt)}`}
        />
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-5 py-3">
        <Link href={`/jobs/${job.id}/pipeline`} className={buttonClasses('default', 'sm')}>
          <Columns3 aria-hidden="true" />
          View Pipeline
        </Link>
        {canEdit && (
          <Link
            href={`/jobs/${job.id}/settings`}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Edit ${job.title}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        )}
        {canDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={`Delete ${job.title}`}
            onClick={() => setIsDeleteOpen(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
      {canDelete && (
        <DeleteJobDialog job={job} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
      )}
    </Card>
  );
}

function JobFact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Briefcase;
  label: string;
  value: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt className="sr-only">{label}</dt>
      <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <dd className="truncate">{value}</dd>
    </div>
  );
}
