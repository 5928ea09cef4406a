import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { can } from '../../../../shared/permissions';
import { RETENTION_MONTHS } from '../../../../shared/privacy';
import { updateOrganizationSchema, type OrganizationProfileView } from '../../../../shared/team';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useSignedInUser } from '../../auth';
import { useOrganization } from '../api/organization';
import { useUpdateOrganization } from '../api/update-organization';
import { SettingsSection } from './settings-section';

const SLUG_HINT =
  'Lower-case letters, digits and hyphens: how Shortlist tells your organization apart.';

/** The organization's profile: admins edit its name and slug, everyone else reads them. */
export function OrganizationSection() {
  const user = useSignedInUser();
  const hasOrganization = Boolean(user?.orgId);
  const canManage = can(user?.role, 'manageOrganization');
  const settings = useOrganization(hasOrganization);

  return (
    <SettingsSection
      id="organization"
      icon={Building2}
      title="Organization"
      description="Your organization’s name and slug in Shortlist, and who candidates may ask about their data."
    >
      {!hasOrganization ? (
        <p className="text-sm text-slate-600">Your account is not a member of an organization.</p>
      ) : (
        <QueryState
          query={settings}
          loading={<LoadingBlock label="Loading organization..." />}
          error="We could not load your organization."
        >
          {({ organization }) =>
            canManage ? (
              // Keyed by the organization, so the form starts from its values once they are loaded.
              <OrganizationForm key={organization.id} organization={organization} />
            ) : (
              <OrganizationDetails organization={organization} />
            )
          }
        </QueryState>
      )}
    </SettingsSection>
  );
}

/** The form's values: text inputs hold '' for a contact that is not set. */
function formValuesOf(organization: OrganizationProfileView) {
  return {
    name: organization.name,
    slug: organization.slug,
    dataProtectionContactName: organization.dataProtectionContactName ?? '',
    dataProtectionContactEmail: organization.dataProtectionContactEmail ?? '',
    applicationRetentionMonths: String(organization.applicationRetentionMonths),
  };
}

function OrganizationForm({ organization }: { organization: OrganizationProfileView }) {
  const form = useForm({
    resolver: zodResolver(updateOrganizationSchema),
    defaultValues: formValuesOf(organization),
  });
  const { errors, isDirty } = form.formState;
  const updateOrganization = useUpdateOrganization();

  const onSubmit = form.handleSubmit((values) => {
    updateOrganization.mutate(values, {
      onSuccess: ({ organization: saved }) => {
        form.reset(formValuesOf(saved));
        toast({ title: 'Organization updated', description: `${saved.name} has been saved.` });
      },
      onError: (error) => {
        // The slug belongs to another organization: say so next to the field as well.
        if (isApiError(error) && error.code === 'slug_taken') {
          form.setError('slug', { type: 'server', message: error.message }, { shouldFocus: true });
        }
        reportFormFailure(error, form.setError, {
          title: 'Update failed',
          fallback: 'Failed to update the organization. Please try again.',
        });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Organization name"
          fieldClassName="content-start"
          autoComplete="organization"
          required
          disabled={updateOrganization.isPending}
          {...registeredField(form, 'name')}
        />
        <TextField
          label="Slug"
          fieldClassName="content-start"
          required
          spellCheck={false}
          autoCapitalize="none"
          hint={SLUG_HINT}
          disabled={updateOrganization.isPending}
          error={errors.slug?.message}
          className="font-mono"
          {...form.register('slug')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Data-protection contact"
          fieldClassName="content-start"
          autoComplete="name"
          hint="Who candidates may ask about their data (optional)."
          disabled={updateOrganization.isPending}
          {...registeredField(form, 'dataProtectionContactName')}
        />
        <TextField
          label="Data-protection email"
          type="email"
          fieldClassName="content-start"
          autoComplete="email"
          hint="Shown to applicants on your public job pages (optional)."
          disabled={updateOrganization.isPending}
          {...registeredField(form, 'dataProtectionContactEmail')}
        />
        <TextField
          label="Keep applications (months)"
          type="number"
          inputMode="numeric"
          min={RETENTION_MONTHS.min}
          max={RETENTION_MONTHS.max}
          fieldClassName="content-start"
          hint="After a job closes, its applicants’ names, contact details and resumes are deleted once this many months have passed. Candidates are told so when they apply."
          disabled={updateOrganization.isPending}
          error={errors.applicationRetentionMonths?.message}
          {...form.register('applicationRetentionMonths')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" isPending={updateOrganization.isPending} disabled={!isDirty}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

function OrganizationDetails({ organization }: { organization: OrganizationProfileView }) {
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-slate-500">Organization name</dt>
          <dd className="text-sm text-slate-900">{organization.name}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-slate-500">Slug</dt>
          <dd className="font-mono text-sm text-slate-900">{organization.slug}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-slate-500">Data-protection contact</dt>
          <dd className="text-sm text-slate-900">
            {[organization.dataProtectionContactName, organization.dataProtectionContactEmail]
              .filter(Boolean)
              .join(', ') || 'Not set'}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-slate-500">Applications kept</dt>
          <dd className="text-sm text-slate-900">
            {organization.applicationRetentionMonths} months after the job closes
          </dd>
        </div>
      </dl>
      <p className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        Only organization admins can change the profile and the team.
      </p>
    </div>
  );
}
