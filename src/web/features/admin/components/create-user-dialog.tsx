import { createUserSchema, type CreateUserResponse } from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useCreateUser } from '../api/users';
import { OrganizationSelectField, RoleSelectField } from './select-fields';

const DEFAULT_VALUES = { orgId: '', name: '', email: '', role: 'RECRUITER' as const };

interface CreateUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (response: CreateUserResponse) => void;
}

/** Creates a member of any organization, in any role, with a temporary password. */
export function CreateUserDialog({ open, onOpenChange, onCreated }: CreateUserDialogProps) {
  const createUser = useCreateUser();
  return (
    <FormDialog
      schema={createUserSchema}
      defaultValues={DEFAULT_VALUES}
      title="Create User"
      description="They sign in with a temporary password, shown once after this, and then choose their own."
      submitLabel="Create User"
      open={open}
      onOpenChange={onOpenChange}
      isPending={createUser.isPending}
      failureToast={{
        title: 'Creation failed',
        fallback: 'The user could not be created. Please try again.',
      }}
      onSubmit={async (values) => {
        const response = await createUser.mutateAsync(values);
        toast({
          variant: 'success',
          title: 'User created and invitation sent',
          description: `${response.user.name} (${response.user.email})`,
        });
        onCreated(response);
      }}
    >
      {(_form, { field }) => (
        <>
          <OrganizationSelectField label="Organization" required {...field('orgId')} />
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
          <RoleSelectField label="Role" required {...field('role')} />
        </>
      )}
    </FormDialog>
  );
}
