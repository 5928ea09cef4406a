import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountManagerSchema,
  createUserSchema,
  JOB_POST_LIMIT_MAX,
  organizationFeaturesSchema,
  type AdminOrganizationDetail,
  type CreateUserResponse,
} from '../../../../shared/admin';
import { LoadingBlock } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { schemaResolver } from '../../../lib/form-errors';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { isAdminSessionExpired } from '../api/admin-request';
import { useCreateUser } from '../api/users';
import {
  useOrganization,
  useUpdateAccountManager,
  useUpdateOrganizationFeatures,
} from '../api/organizations';
import { OrganizationSelectField, RoleSelectField } from './select-fields';
import { TemporaryPassword } from './temporary-password';
import { CheckboxField } from '../../../components/ui/checkbox-field';

/** Provisioning: an organization's account manager, its first admins, its features. */
export function ProvisioningTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProvisionUserForm />
      <AccountManagerForm />
      <FeaturesForm />
    </div>
  );
}

/** Failures toast unless the session ended (that has its own toast). */
function onFailure(title: string, fallback: string) {
  return (error: unknown, setError: Parameters<typeof reportFormFailure>[1]) => {
    if (isAdminSessionExpired(error)) return;
    reportFormFailure(error, setError, { title, fallback });
  };
}

function ProvisionUserForm() {
  const createUser = useCreateUser();
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  const form = useForm<
    { orgId: string; name: string; email: string; role: string },
    unknown,
    ReturnType<typeof createUserSchema.parse>
  >({
    resolver: schemaResolver(createUserSchema),
    defaultValues: { orgId: '', name: '', email: '', role: 'ADMIN' },
  });
  const onSubmit = form.handleSubmit((values) => {
    createUser.mutate(values, {
      onSuccess: (response) => {
        setCreated(response);
        form.reset({ orgId: values.orgId, name: '', email: '', role: 'ADMIN' });
        toast({
          variant: 'success',
          title: 'User created and invitation sent',
          description: `${response.user.name} (${response.user.email})`,
        });
      },
      onError: (error) =>
        onFailure('Failed to provision user', 'The user could not be created.')(
          error,
          form.setError as never,
        ),
    });
  });
  const field = (name: 'orgId' | 'name' | 'email' | 'role') => registeredField(form, name);
  return (
    <TitledCard
      title="Provision admin user"
      description="Creates a member with a temporary password; they choose their own at first sign-in."
      contentClassName="grid grid-cols-1 gap-4"
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid grid-cols-1 gap-4"
      >
        <OrganizationSelectField label="Organization" required {...field('orgId')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
        </div>
        <RoleSelectField label="Role" required {...field('role')} />
        <div>
          <Button type="submit" isPending={createUser.isPending}>
            Provision User
          </Button>
        </div>
      </form>
      {created && (
        <TemporaryPassword
          forWhom={`${created.user.name} (${created.user.email})`}
          password={created.tempPassword}
          onClear={() => setCreated(null)}
        />
      )}
    </TitledCard>
  );
}

/**
 * A card whose form changes one organization's settings: the organization is picked
 * first, and the form shows once its current settings are loaded.
 */
function OrganizationSettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (organization: AdminOrganizationDetail) => ReactNode;
}) {
  const id = useId();
  const [orgId, setOrgId] = useState('');
  const organization = useOrganization(orgId);
  return (
    <TitledCard title={title} description={description} contentClassName="grid grid-cols-1 gap-4">
      <OrganizationSelectField
        id={`${id}-org`}
        label="Organization"
        required
        value={orgId}
        onChange={(event) => setOrgId(event.target.value)}
      />
      {orgId !== '' &&
        (organization.isPending ? (
          <LoadingBlock className="py-4" />
        ) : organization.isError ? (
          <p role="alert" className="text-sm text-red-800">
            The organization could not be loaded. {organization.error.message}
          </p>
        ) : (
          <Fragment key={organization.data.id}>{children(organization.data)}</Fragment>
        ))}
    </TitledCard>
  );
}

function AccountManagerForm() {
  return (
    <OrganizationSettingsCard
      title="Account manager"
      description="Who at Shortlist looks after the organization."
    >
      {(organization) => <AccountManagerFields organization={organization} />}
    </OrganizationSettingsCard>
  );
}

/** The assignment form of one organization, filled with its current account manager. */
export function AccountManagerFields({
  organization,
  onSaved,
}: {
  organization: AdminOrganizationDetail;
  onSaved?: () => void;
}) {
  const update = useUpdateAccountManager();
  const manager = organization.accountManager;
  const form = useForm<
    { name: string; email: string; phone: string },
    unknown,
    ReturnType<typeof accountManagerSchema.parse>
  >({
    resolver: schemaResolver(accountManagerSchema),
    defaultValues: {
      name: manager?.name ?? '',
      email: manager?.email ?? '',
      phone: manager?.phone ?? '',
    },
  });
  const field = (name: 'name' | 'email' | 'phone') => registeredField(form, name);
  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { orgId: organization.id, input: values },
      {
        onSuccess: (saved) => {
          form.reset({
            name: saved.accountManager?.name ?? '',
            email: saved.accountManager?.email ?? '',
            phone: saved.accountManager?.phone ?? '',
          });
          toast({
            variant: 'success',
            title: 'Account manager assigned',
            description: `${values.name} looks after ${organization.name}.`,
          });
          onSaved?.();
        },
        onError: (error) =>
          onFailure('Assignment failed', 'The account manager could not be saved.')(
            error,
            form.setError as never,
          ),
      },
    );
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Manager name" required autoComplete="off" {...field('name')} />
        <TextField
          label="Manager email"
          type="email"
          required
          autoComplete="off"
          {...field('email')}
        />
        <TextField
          label="Manager phone (optional)"
          type="tel"
          autoComplete="off"
          {...field('phone')}
        />
      </div>
      <div>
        <Button type="submit" isPending={update.isPending}>
          Assign Account Manager
        </Button>
      </div>
    </form>
  );
}

function FeaturesForm() {
  return (
    <OrganizationSettingsCard
      title="Organization features"
      description="Limits and options the organization’s members get."
    >
      {(organization) => <FeaturesFields organization={organization} />}
    </OrganizationSettingsCard>
  );
}

export function FeaturesFields({
  organization,
  onSaved,
}: {
  organization: AdminOrganizationDetail;
  onSaved?: () => void;
}) {
  const update = useUpdateOrganizationFeatures();
  const features = organization.features;
  const [limit, setLimit] = useState(features.jobPostLimit?.toString() ?? '');
  const [isPayToRevealEnabled, setIsPayToRevealEnabled] = useState(features.isPayToRevealEnabled);
  const [isCsvImportEnabled, setIsCsvImportEnabled] = useState(features.isCsvImportEnabled);
  const [error, setError] = useState<string | undefined>(undefined);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = organizationFeaturesSchema.safeParse({
      jobPostLimit: limit.trim() === '' ? null : Number(limit),
      isPayToRevealEnabled,
      isCsvImportEnabled,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { orgId: organization.id, input: parsed.data },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Features updated',
            description: `${organization.name}’s features are saved.`,
          });
          onSaved?.();
        },
        onError: (failure) => {
          if (isAdminSessionExpired(failure)) return;
          toast({
            variant: 'destructive',
            title: 'Update failed',
            description:
              failure instanceof Error ? failure.message : 'The features could not be saved.',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
      <TextField
        id={`${id}-limit`}
        label="Job post limit"
        type="number"
        inputMode="numeric"
        min={1}
        max={JOB_POST_LIMIT_MAX}
        step={1}
        placeholder="No limit"
        hint="Most draft or published jobs at once; empty for no limit."
        value={limit}
        error={error}
        onChange={(event) => setLimit(event.target.value)}
      />
      <CheckboxField
        label="Enable Pay-to-Reveal"
        checked={isPayToRevealEnabled}
        onChange={(event) => setIsPayToRevealEnabled(event.target.checked)}
      />
      <CheckboxField
        label="Enable CSV Import"
        checked={isCsvImportEnabled}
        onChange={(event) => setIsCsvImportEnabled(event.target.checked)}
      />
      <div>
        <Button type="submit" isPending={update.isPending}>
          Save Features
        </Button>
      </div>
    </form>
  );
}
