import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { useChangePassword } from '../api/change-password';
import { useEnterApp } from '../api/enter-app';
import { useSignOut } from '../api/sign-out';
import { useSignedInUser } from '../api/me';
import { AuthLayout, AuthSubmitButton } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

/**
 * A user an admin gave a temporary password (a new account, a reset) replaces it
 * here before anything else, then continues to their home page.
 */
export function ChangePasswordPage() {
  const user = useSignedInUser();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const changePassword = useChangePassword();
  const enterApp = useEnterApp();
  const signOut = useSignOut();

  const onSubmit = form.handleSubmit(({ currentPassword, password }) => {
    changePassword.mutate(
      { currentPassword, password },
      {
        onSuccess: (response) => {
          toast({ title: 'Password changed', description: 'Your new password is set.' });
          enterApp(response.user);
        },
        onError: handleFormFailure(form.setError, {
          title: 'Password not changed',
          fallback: 'Failed to change your password. Please try again.',
        }),
      },
    );
  });

  return (
    <AuthLayout
      title="Choose a new password"
      description={
        <>
          {user ? `${user.name}, you` : 'You'} signed in with a temporary password. Choose a
          password of your own to continue.
        </>
      }
      footer={
        <Button variant="link" onClick={() => signOut.mutate()} isPending={signOut.isPending}>
          Sign Out
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label="Temporary password"
          type="password"
          autoComplete="current-password"
          required
          hint="The password you signed in with."
          {...registeredField(form, 'currentPassword')}
        />
        <NewPasswordFields form={form} label="New password" />
        <AuthSubmitButton
          mutation={changePassword}
          label="Save New Password"
          pendingLabel="Saving..."
        />
      </form>
    </AuthLayout>
  );
}
