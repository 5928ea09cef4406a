import { Plus } from 'lucide-react';
import { useState } from 'react';
import { createOrganizationSchema, sanitizeSlugInput } from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { useCreateOrganization } from '../api/organizations';
import type { AdminConsoleMode } from './use-admin-console';

const DEFAULT_VALUES = { name: '', slug: '' };

/**
 * Creates an organization (name and slug). The password console's slug input keeps
 * only lowercase letters, digits and hyphens, and its Create button waits for both
 * fields (spec section 5); the SUPERADMIN console says what is missing on submit.
 */
export function CreateOrganizationDialog({ mode }: { mode: AdminConsoleMode }) {
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState({ name: false, slug: false });
  const createOrganization = useCreateOrganization();
  const isPasswordConsole = mode === 'password';

  return (
    <FormDialog
      schema={createOrganizationSchema}
      defaultValues={DEFAULT_VALUES}
      title="Create Organization"
      description="A new organization starts with no members: provision its admin next."
      submitLabel="Create Organization"
      open={open}
      onOpenChange={(next) => {
        if (next) setFilled({ name: false, slug: false });
        setOpen(next);
      }}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Create Organization
        </Button>
      }
      isPending={createOrganization.isPending}
      isSubmitDisabled={isPasswordConsole && !(filled.name && filled.slug)}
      failureToast={{
        title: isPasswordConsole ? 'Failed to create organization' : 'Creation failed',
        fallback: 'The organization could not be created. Please try again.',
      }}
      onError={(error, form) => {
        if (isApiError(error) && error.code === 'slug_taken') {
          form.setError('slug', { type: 'server', message: error.message }, { shouldFocus: true });
        }
      }}
      onSubmit={async (values) => {
        const { organization } = await createOrganization.mutateAsync(values);
        toast({
          variant: 'success',
          title: 'Organization created',
          description: `${organization.name} (${organization.slug})`,
        });
      }}
    >
      {(form, { field }) => (
        <>
          <TextField
            label="Organization name"
            required
            autoComplete="off"
            {...field('name', {
              onChange: (event) =>
                setFilled((current) => ({ ...current, name: event.target.value.trim() !== '' })),
            })}
          />
          <TextField
            label="Slug"
            required
            autoComplete="off"
            placeholder="acme-ghana"
            hint="Lowercase letters, digits and hyphens; it names the organization in links."
            {...field('slug', {
              onChange: (event) => {
                let value = event.target.value;
                if (isPasswordConsole) {
                  value = sanitizeSlugInput(value);
                  if (value !== event.target.value) form.setValue('slug', value);
                }
                setFilled((current) => ({ ...current, slug: value !== '' }));
              },
            })}
          />
        </>
      )}
    </FormDialog>
  );
}
