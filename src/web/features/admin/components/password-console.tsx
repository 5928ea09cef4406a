import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrganizations } from '../api/organizations';
import { useUsers } from '../api/users';
import { AddCandidateTab } from './add-candidate-tab';
import { AnalyticsTab } from './analytics-tab';
import { CareersBoardUnavailable } from './careers-board-unavailable';
import { ConsoleTabs, type ConsoleTab } from './console-tabs';
import { CreditsTab } from './credits-tab';
import { EmailTemplatesTab } from './email-templates-tab';
import { OrganizationsTab } from './organizations-tab';
import { ProvisioningTab } from './provisioning-tab';
import { UsersTab } from './users-tab';

/** "Users (3)" once the list's total is known. */
function counted(label: string, total: number | undefined): string {
  return total === undefined ? label : `${label} (${total})`;
}

/** The password console's Admin Panel: nine tabs in the spec's order. */
export function PasswordConsole() {
  useDocumentTitle('Admin Panel');
  // The first pages of the two lists: the same queries as the tabs' own.
  const users = useUsers({ q: '', page: 1 });
  const organizations = useOrganizations({ q: '', page: 1 });
  const tabs: ConsoleTab[] = [
    { value: 'users', label: counted('Users', users.data?.total), content: () => <UsersTab /> },
    {
      value: 'organizations',
      label: counted('Organizations', organizations.data?.total),
      content: () => <OrganizationsTab mode="password" />,
    },
    { value: 'add-candidate', label: 'Add Candidate', content: () => <AddCandidateTab /> },
    { value: 'provisioning', label: 'Provisioning', content: () => <ProvisioningTab /> },
    { value: 'credits', label: 'Credits', content: () => <CreditsTab /> },
    { value: 'emails', label: 'Emails', content: () => <EmailTemplatesTab /> },
    {
      value: 'sync',
      label: 'Sync',
      content: () => (
        <CareersBoardUnavailable
          title="Sync"
          description="Syncing an employer to the careers board, and bulk importing its applications (CSV or XLSX, with a dry run), come with the careers-board integration."
        />
      ),
    },
    {
      value: 'migrate-employers',
      label: 'Migrate Employers',
      content: () => (
        <CareersBoardUnavailable
          title="Migrate Employers"
          description="Listing the careers board’s employers and migrating their jobs and candidates into Shortlist comes with the careers-board integration."
        />
      ),
    },
    { value: 'analytics', label: 'Analytics', content: () => <AnalyticsTab /> },
  ];
  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Panel</h1>
          <p className="mt-1 text-sm text-slate-600">
            Users, organizations, candidates, credits and email across Shortlist.
          </p>
        </div>
      </header>
      <ConsoleTabs tabs={tabs} label="Admin panel sections" />
    </>
  );
}
