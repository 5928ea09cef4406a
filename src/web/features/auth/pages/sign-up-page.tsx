import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { signUpSchema } from '../../../../shared/auth';
import { MIN_PASSWORD_LENGTH, TRIAL_CREDITS } from '../../../../shared/rules';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useEnterApp } from '../api/enter-app';
import { useSignUp } from '../api/sign-up';
import { AuthLayout, AuthSubmitButton, inlineLinkClasses } from '../components/auth-layout';

export function SignUpPage() {
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { orgName: '', name: '', email: '', password: '' },
  });
  const signUp = useSignUp();
  const enterApp = useEnterApp();

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: ({ user }) => {
        toast({
          title: 'Welcome to Shortlist!',
          description: `Your account has been created successfully. You have ${TRIAL_CREDITS} free trial credits to get started.`,
        });
        enterApp(user);
      },
      onError: (error) => {
        // The address is taken: say so next to the field as well as in the toast.
        if (isApiError(error) && error.code === 'email_taken') {
          form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        }
        reportFormFailure(error, form.setError, {
          title: 'Sign up failed',
          fallback: 'Please check your information and try again.',
        });
      },
    });
  });

  return (
    <AuthLayout
      title="Create your account"
      description={`Post jobs free. No credit card needed: you start with ${TRIAL_CREDITS} free trial credits.`}
      footer={
        <>
          Already have an account?{' '}
          <Link href="/signin" className={inlineLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label="Organization name"
          autoComplete="organization"
          required
          {...registeredField(form, 'orgName')}
        />
        <TextField
          label="Your name"
          autoComplete="name"
          required
          {...registeredField(form, 'name')}
        />
        <TextField
          label="Work email"
          type="email"
          autoComplete="email"
          required
          {...registeredField(form, 'email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...registeredField(form, 'password')}
        />
        <AuthSubmitButton
          mutation={signUp}
          label="Create Account"
          pendingLabel="Creating account..."
        />
      </form>
    </AuthLayout>
  );
}
