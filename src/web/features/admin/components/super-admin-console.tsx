import { LogOut, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { ROLE_LABELS } from '../../../../shared/auth';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { initialsOf } from '../../../lib/utils';
import { useSignedInUser, useSignOut } from '../../auth';
import { AuditLogLink } from './audit-log-link';
import { ConsoleTabs, type ConsoleTab } from './console-tabs';
import { CreditsTab } from './credits-tab';
import { EmailTemplatesTab } from './email-templates-tab';
import { ImportTab } from './import-tab';
import { IntegrationsTab } from './integrations-tab';
import { OrganizationsTab } from './organizations-tab';
import { UsersTab } from './users-tab';

const TABS: ConsoleTab[] = [
  {
    value: 'organizations',
    label: 'Organizations',
    content: () => <OrganizationsTab mode="superadmin" />,
  },
  { value: 'users', label: 'Users', content: () => <UsersTab canCreate /> },
  { value: 'credits', label: 'Credits', content: () => <CreditsTab /> },
  { value: 'integrations', label: 'Integrations', content: () => <IntegrationsTab /> },
  { value: 'email-templates', label: 'Email Templates', content: () => <EmailTemplatesTab /> },
  { value: 'import', label: 'Import', content: () => <ImportTab /> },
];

/** The signed-in SUPERADMIN's console: six tabs, with their own name and role in the header. */
export function SuperAdminConsole() {
  useDocumentTitle('Admin Console');
  const user = useSignedInUser();
  const signOut = useSignOut();
  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Console</h1>
          <p className="mt-1 text-sm text-slate-600">
            Organizations, users, credits and email across Shortlist.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/admin/intelligent-matching" className={buttonClasses('outline')}>
            <Sparkles aria-hidden="true" />
            Matching dashboard
          </Link>
          <AuditLogLink />
          {user && (
            <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
              <span
                className="flex size-8 items-center justify-center rounded-full bg-slate-800 text-xs font-semibold text-white"
                aria-hidden="true"
              >
                {initialsOf(user.name)}
              </span>
              <div className="leading-tight">
                <p className="text-sm font-medium text-slate-900">{user.name}</p>
                <p className="text-xs text-slate-500">{ROLE_LABELS[user.role]}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => signOut.mutate()}
                isPending={signOut.isPending}
              >
                {!signOut.isPending && <LogOut aria-hidden="true" />}
                Logout
              </Button>
            </div>
          )}
        </div>
      </header>
      <ConsoleTabs tabs={TABS} label="Admin console sections" />
    </>
  );
}
