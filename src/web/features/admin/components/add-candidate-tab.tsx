import { FileUser, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminApplicationView } from '../../../../shared/admin';
import { timeColumn, type DataTableColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useAdminApplications } from '../api/applications';
import { ManualApplicationDialog } from './manual-application-dialog';
import { nothingMatches, SearchSection } from './search-section';
import { usePagedSearch } from './use-paged-search';

/** Add Candidate: the manual application dialog, and the applications added from the console. */
export function AddCandidateTab() {
  const [isOpen, setIsOpen] = useState(false);
  const search = usePagedSearch();
  const applications = useAdminApplications({ q: search.q, page: search.page });

  const columns: DataTableColumn<AdminApplicationView>[] = [
    {
      id: 'candidate',
      header: 'Candidate',
      isRowHeader: true,
      cell: (row) => (
        <>
          <span className="block font-medium text-slate-900">{row.fullName}</span>
          <span className="block break-all text-slate-500">{row.email}</span>
        </>
      ),
    },
    {
      id: 'organization',
      header: 'Organization',
      className: 'text-slate-600',
      cell: (row) => row.orgName,
    },
    { id: 'job', header: 'Job', className: 'text-slate-600', cell: (row) => row.jobTitle },
    { id: 'stage', header: 'Stage', cell: (row) => row.stage },
    timeColumn('added', 'Added', (row) => row.createdAt, formatDateTime),
  ];

  return (
    <SearchSection
      title="Added applications"
      searchLabel="Search added applications"
      searchPlaceholder="Search by candidate, job or organization"
      search={search}
      action={
        <Button onClick={() => setIsOpen(true)}>
          <UserPlus aria-hidden="true" />
          Add Manual Application
        </Button>
      }
    >
      <PagedTable
        query={applications}
        rowsOf={(data) => data.applications}
        error="We could not load the added applications."
        empty={{
          icon: FileUser,
          title: 'No applications added yet',
          description: nothingMatches(
            search.q,
            'Candidates added from the admin console show here.',
          ),
        }}
        onPageChange={search.setPage}
        columns={columns}
        getRowKey={(row) => row.id}
        caption="Applications added from the admin console"
        className="min-w-[760px]"
      />
      <ManualApplicationDialog open={isOpen} onOpenChange={setIsOpen} />
    </SearchSection>
  );
}
