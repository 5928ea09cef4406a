import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { requestPasswordResetSchema, RESET_REQUEST_REPLY } from '../../../../shared/auth';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { AuthLayout, AuthSubmitButton, inlineLinkClasses } from '../components/auth-layout';

export function ForgotPasswordPage() {
  const form = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const requestReset = useRequestPasswordReset();

  const onSubmit = form.handleSubmit((values) => {
    requestReset.mutate(values, {
      onSuccess: (response) => {
        // The same answer whether or not the account exists (spec section 8).
        toast({ title: 'Reset link sent', description: response?.message ?? RESET_REQUEST_REPLY });
        form.reset();
      },
      onError: handleFormFailure(form.setError, {
        title: 'Error',
        fallback: 'Failed to send reset email. Please try again.',
      }),
    });
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email and we will send you a link to set a new password."
      footer={
        <Link href="/signin" className={inlineLinkClasses}>
          Back to Sign In
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...registeredField(form, 'email')}
        />
        <AuthSubmitButton
          mutation={requestReset}
          label="Send Reset Link"
          pendingLabel="Sending..."
          isDisabled={false}
        />
      </form>
    </AuthLayout>
  );
}
