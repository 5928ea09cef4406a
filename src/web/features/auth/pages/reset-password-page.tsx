import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'wouter';
import { resetPasswordFormSchema } from '../../../../shared/auth';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useResetPassword } from '../api/reset-password';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { NewPasswordFields } from '../components/new-password-fields';
import { AuthLayout, AuthSubmitButton, inlineLinkClasses } from '../components/auth-layout';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [isComplete, setIsComplete] = useState(false);

  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const resetPassword = useResetPassword();

  useEffect(() => {
    if (token) return;
    toast({
      variant: 'destructive',
      title: 'Invalid reset link',
      description: 'This password reset link is invalid. Please request a new one.',
    });
    navigate('/forgot-password', { replace: true });
  }, [token, navigate]);

  const onSubmit = form.handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          toast({ title: 'Password reset successful', description: response?.message });
          setIsComplete(true);
        },
        onError: handleFormFailure(form.setError, {
          title: 'Reset failed',
          fallback: 'Failed to reset password. The link may be expired.',
        }),
      },
    );
  });

  if (isComplete) {
    return (
      <AuthLayout title="Password Reset Complete">
        <div className="flex flex-col items-center text-center">
          <CheckCircle2 className="size-12 text-brand-600" aria-hidden="true" />
          <p className="mt-4 text-sm text-slate-600">
            Your password has been changed. Sign in with your new password.
          </p>
          <Link href="/signin" className={buttonClasses('default', 'default', 'mt-6 w-full')}>
            Go to Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set a new password"
      description="Choose a password you do not use anywhere else."
      footer={
        <Link href="/forgot-password" className={inlineLinkClasses}>
          Request a new reset link
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NewPasswordFields form={form} label="New password" />
        <AuthSubmitButton
          mutation={resetPassword}
          label="Reset Password"
          pendingLabel="Resetting..."
          isDisabled={!token}
        />
      </form>
    </AuthLayout>
  );
}
