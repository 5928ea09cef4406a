import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { signInSchema } from '../../../../shared/auth';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useEnterApp } from '../api/enter-app';
import { useSignIn } from '../api/sign-in';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { AuthLayout, AuthSubmitButton, inlineLinkClasses } from '../components/auth-layout';

export function SignInPage() {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const enterApp = useEnterApp();

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: ({ user }) => {
        toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
        enterApp(user);
      },
      onError: handleFormFailure(form.setError, {
        title: 'Sign in failed',
        fallback: 'Please check your credentials and try again.',
      }),
    });
  });

  return (
    <AuthLayout
      title="Sign in to Shortlist"
      description="Welcome back. Sign in to review your candidates."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/signup" className={inlineLinkClasses}>
            Sign up
          </Link>
        </>
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
        <div className="grid gap-1.5">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...registeredField(form, 'password')}
          />
          <Link href="/forgot-password" className={`justify-self-end text-sm ${inlineLinkClasses}`}>
            Forgot password?
          </Link>
        </div>
        <AuthSubmitButton mutation={signIn} label="Sign In" pendingLabel="Signing in..." />
      </form>
    </AuthLayout>
  );
}
