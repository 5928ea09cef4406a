import {
  createUserSchema,
  type AdminOrganizationView,
  type CreateUserResponse,
} from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useCreateUser } from '../api/users';

interface ProvisionAdminDialogProps {
  organization: Pick<AdminOrganizationView, 'id' | 'name'> | null;
  onOpenChange: (open: boolean) => void;
  onProvisioned: (response: CreateUserResponse) => void;
}

/** Creates the organization's Admin (the role is always ADMIN here) with a temporary password. */
export function ProvisionAdminDialog({
  organization,
  onOpenChange,
  onProvisioned,
}: ProvisionAdminDialogProps) {
  const createUser = useCreateUser();
  return (
    <FormDialog
      schema={createUserSchema}
      defaultValues={{ orgId: organization?.id ?? '', name: '', email: '', role: 'ADMIN' }}
      title="Provision Admin"
      description={
        organization ? (
          <>
            Creates an Admin of <strong>{organization.name}</strong> with a temporary password,
            shown once after this.
          </>
        ) : undefined
      }
      submitLabel="Provision Admin"
      open={organization !== null}
      onOpenChange={onOpenChange}
      isPending={createUser.isPending}
      failureToast={{
        title: 'Failed to provision user',
        fallback: 'The admin could not be created. Please try again.',
      }}
      onSubmit={async (values) => {
        const response = await createUser.mutateAsync({ ...values, role: 'ADMIN' });
        toast({
          variant: 'success',
          title: 'User created and invitation sent',
          description: `${response.user.name} is an Admin of ${organization?.name ?? 'the organization'}.`,
        });
        onProvisioned(response);
      }}
    >
      {(_form, { field }) => (
        <>
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
        </>
      )}
    </FormDialog>
  );
}
