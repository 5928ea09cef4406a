import { Download, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { SyncStatusBadge, type SyncedJob } from './sync-status-badge';
import { Button } from './ui/button';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** A job whose careers-board sync state the header shows. */
  syncJob?: SyncedJob | undefined;
  onExport?: () => void;
  onAddCandidate?: () => void;
  /** Extra buttons at the right, e.g. "Create Job". */
  actions?: ReactNode;
}

export function PageHeader({
  title,
  subtitle,
  syncJob,
  onExport,
  onAddCandidate,
  actions,
}: PageHeaderProps) {
  useDocumentTitle(title);
  const hasActions = onExport || onAddCandidate || actions;
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{title}</h1>
          {syncJob && <SyncStatusBadge job={syncJob} />}
        </div>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {hasActions && (
        <div className="flex flex-wrap items-center gap-2">
          {onExport && (
            <Button variant="outline" onClick={onExport}>
              <Download aria-hidden="true" />
              Export
            </Button>
          )}
          {onAddCandidate && (
            <Button onClick={onAddCandidate}>
              <UserPlus aria-hidden="true" />
              Add Candidate
            </Button>
          )}
          {actions}
        </div>
      )}
    </header>
  );
}
