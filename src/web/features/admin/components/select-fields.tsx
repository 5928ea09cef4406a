import type { ComponentProps } from 'react';
import { ADMIN_ROLE_OPTIONS } from '../../../../shared/admin';
import { ROLE_LABELS } from '../../../../shared/auth';
import { SelectField } from '../../../components/ui/form-field';
import { useOrganizationOptions } from '../api/organizations';

type OrganizationSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  /** The first, empty option's text. */
  placeholder?: string;
  /** Organizations not to offer (a transfer's source, as its destination). */
  excludeId?: string;
};

/** A labelled select of every organization, by name (GET /admin/organizations/all). */
export function OrganizationSelectField({
  placeholder = 'Select an organization',
  excludeId,
  disabled,
  hint,
  ...props
}: OrganizationSelectProps) {
  const options = useOrganizationOptions();
  const organizations = (options.data ?? []).filter((option) => option.id !== excludeId);
  const loadHint = options.isPending
    ? 'Loading organizations...'
    : options.isError
      ? `Organizations could not be loaded. ${options.error.message}`
      : options.data.length === 0
        ? 'No organizations found. Create one first.'
        : undefined;
  return (
    <SelectField
      disabled={disabled || options.isPending || options.isError}
      hint={loadHint ?? hint}
      {...props}
    >
      <option value="">{placeholder}</option>
      {organizations.map((organization) => (
        <option key={organization.id} value={organization.id}>
          {organization.name} ({organization.slug})
        </option>
      ))}
    </SelectField>
  );
}

type OptionsSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** The roles an admin may give a member, by their product names. */
export function RoleSelectField(props: OptionsSelectProps) {
  return (
    <SelectField {...props}>
      {ADMIN_ROLE_OPTIONS.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </SelectField>
  );
}

/** A pipeline stage of the job, none chosen at first. */
export function StageSelectField({ stages, ...props }: OptionsSelectProps & { stages: string[] }) {
  return (
    <SelectField {...props}>
      <option value="">Select a stage</option>
      {stages.map((stage) => (
        <option key={stage} value={stage}>
          {stage}
        </option>
      ))}
    </SelectField>
  );
}
