import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrganizations } from '../api/organizations';
import { useUsers } from '../api/users';
import { AddCandidateTab } from './add-candidate-tab';
import { AnalyticsTab } from './analytics-tab';
import { ConsoleTabs, type ConsoleTab } from './console-tabs';
import { CreditsTab } from './credits-tab';
import { EmailTemplatesTab } from './email-templates-tab';
import { MigrateEmployersTab } from './migrate-employers-tab';
import { OrganizationsTab } from './organizations-tab';
import { ProvisioningTab } from './provisioning-tab';
import { SyncTab } from './sync-tab';
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
    { value: 'sync', label: 'Sync', content: () => <SyncTab /> },
    {
      value: 'migrate-employers',
      label: 'Migrate Employers',
      content: () => <MigrateEmployersTab />,
    },
    { value: 'analytics', label: 'Analytics', content: () => <AnalyticsTab /> },
  ];
  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Panel</h1>
          <p className="mt-1 text-sm text-slate-600">
            Users, organizations, candidates, credits, email and the careers board across Shortlist.
          </p>
        </div>
      </header>
      <ConsoleTabs tabs={tabs} label="Admin panel sections" />
    </>
  );
}
