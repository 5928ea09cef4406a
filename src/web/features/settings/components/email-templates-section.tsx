import { Info, Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import type { EmailTemplateView } from '../../../../shared/email';
import { can } from '../../../../shared/permissions';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { useSignedInUser } from '../../auth';
import { useEmailTemplates } from '../api/email-templates';
import { DeleteEmailTemplateDialog } from './delete-email-template-dialog';
import { EmailTemplateDialog } from './email-template-dialog';
import { EmailTemplateList } from './email-template-list';
import { SettingsSection } from './settings-section';
import { TemplatePreviewDialog } from './template-preview-dialog';

/** Which dialog is open, and for which template. */
type OpenDialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'preview'; template: EmailTemplateView };

/** The organization's email templates: everyone sees them; admins create, edit and delete. */
export function EmailTemplatesSection() {
  const user = useSignedInUser();
  const orgId = user?.orgId ?? null;
  const canManage = can(user?.role, 'manageOrganization');
  const templates = useEmailTemplates(orgId);
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  // A closing dialog keeps its template until it is gone, so its text does not vanish mid-animation.
  const [lastTemplate, setLastTemplate] = useState<EmailTemplateView | null>(null);
  const open = (next: OpenDialog) => {
    if (next.kind !== 'none' && next.kind !== 'create') setLastTemplate(next.template);
    setDialog(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: 'none' });
  };

  const newButton = canManage && (
    <Button onClick={() => open({ kind: 'create' })}>
      <Plus aria-hidden="true" />
      New Template
    </Button>
  );
  const template =
    dialog.kind === 'none' || dialog.kind === 'create' ? lastTemplate : dialog.template;

  return (
    <SettingsSection
      id="email-templates"
      icon={Mail}
      title="Email templates"
      description="Reusable emails your team sends to unlocked candidates. Shortlist fills in each candidate’s details."
      actions={newButton}
    >
      {!canManage && (
        <p className="mb-5 flex gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          Only organization admins can create, edit or delete templates. You can use them when you
          email candidates.
        </p>
      )}

      {orgId === null ? (
        <p className="text-sm text-slate-600">
          Email templates belong to an organization, and your account is not a member of one.
        </p>
      ) : (
        <QueryState
          query={templates}
          loading={<LoadingBlock label="Loading templates..." />}
          error="We could not load your email templates."
          isEmpty={(items) => items.length === 0}
          empty={
            <EmptyState
              icon={Mail}
              title="No email templates"
              description={
                canManage
                  ? 'Create a template to write to candidates in a few clicks.'
                  : 'Your organization has no templates yet. An admin can create them.'
              }
              action={newButton}
              className="py-10"
            />
          }
        >
          {(items) => (
            <EmailTemplateList
              templates={items}
              canManage={canManage}
              onEdit={(item) => open({ kind: 'edit', template: item })}
              onDelete={(item) => open({ kind: 'delete', template: item })}
              onPreview={(item) => open({ kind: 'preview', template: item })}
            />
          )}
        </QueryState>
      )}

      {canManage && (
        <EmailTemplateDialog
          template={dialog.kind === 'edit' ? dialog.template : null}
          open={dialog.kind === 'create' || dialog.kind === 'edit'}
          onOpenChange={close}
        />
      )}
      {canManage && template && (
        <DeleteEmailTemplateDialog
          template={template}
          open={dialog.kind === 'delete'}
          onOpenChange={close}
        />
      )}
      {template && (
        <TemplatePreviewDialog
          template={template}
          open={dialog.kind === 'preview'}
          onOpenChange={close}
        />
      )}
    </SettingsSection>
  );
}
