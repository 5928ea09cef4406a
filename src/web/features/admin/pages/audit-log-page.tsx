import { FileClock } from 'lucide-react';
import { useId, useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntryView,
} from '../../../../shared/admin';
import { TableSearch, timeColumn, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { Badge } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/form-field';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/audit-log';
import { BackLink } from '../components/back-link';
import { OrganizationSelectField } from '../components/select-fields';
import { usePagedSearch } from '../components/use-paged-search';
import { useAdminConsole } from '../components/use-admin-console';

const COLUMNS: DataTableColumn<AuditEntryView>[] = [
  timeColumn('when', 'When', (entry) => entry.occurredAt, formatDateTime),
  { id: 'who', header: 'Who', cell: (entry) => entry.actorLabel },
  {
    id: 'action',
    header: 'Action',
    isRowHeader: true,
    cell: (entry) => (
      <Badge variant={entry.action === 'admin_login_failed' ? 'destructive' : 'secondary'}>
        {AUDIT_ACTION_LABELS[entry.action]}
      </Badge>
    ),
  },
  {
    id: 'organization',
    header: 'Organization',
    className: 'text-slate-600',
    cell: (entry) => entry.orgName ?? '—',
  },
  { id: 'what', header: 'What', className: 'text-slate-700', cell: (entry) => entry.summary },
  {
    id: 'ip',
    header: 'IP',
    className: 'font-mono text-xs whitespace-nowrap text-slate-500',
    cell: (entry) => entry.ip ?? '—',
  },
];

/** Every platform action of both consoles, newest first; read-only. */
export function AuditLogPage() {
  useAdminConsole();
  const id = useId();
  const search = usePagedSearch();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [orgId, setOrgId] = useState('');
  const log = useAuditLog({ q: search.q, action, orgId, page: search.page });
  const isFiltered = search.q !== '' || action !== '' || orgId !== '';

  return (
    <>
      <BackLink href="/admin" label="Back to Admin" />
      <PageHeader
        title="Audit log"
        subtitle="What was done in the admin consoles, by whom and when. Entries cannot be changed."
      />
      <div className="mb-4 grid gap-3 md:grid-cols-3">
        <TableSearch
          id={`${id}-search`}
          label="Search"
          isLabelShown
          placeholder="Search what was done"
          value={search.draft}
          onChange={search.setDraft}
        />
        <SelectField
          label="Action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value as AuditAction | '');
            search.setPage(1);
          }}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <OrganizationSelectField
          label="Organization"
          placeholder="All organizations"
          value={orgId}
          onChange={(event) => {
            setOrgId(event.target.value);
            search.setPage(1);
          }}
        />
      </div>
      <PagedTable
        query={log}
        rowsOf={(data) => data.entries}
        error="We could not load the audit log."
        empty={{
          icon: FileClock,
          title: 'No entries found',
          description: isFiltered ? 'Nothing matches these filters.' : undefined,
        }}
        onPageChange={search.setPage}
        columns={COLUMNS}
        getRowKey={(entry) => entry.id}
        caption="Audit log"
        className="min-w-[960px]"
      />
    </>
  );
}
