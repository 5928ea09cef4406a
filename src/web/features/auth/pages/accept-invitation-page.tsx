import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LinkIcon, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import { ROLE_LABELS, type UserView } from '../../../../shared/auth';
import { errorCatalog } from '../../../../shared/errors';
import {
  acceptInvitationPageSchema,
  ROLE_DESCRIPTIONS,
  roleWithArticle,
  type InvitationDetailsView,
} from '../../../../shared/team';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingScreen } from '../../../components/loading-screen';
import { Button, buttonClasses } from '../../../components/ui/button';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useEnterApp } from '../api/enter-app';
import { invitationQueryOptions, useInvitation } from '../api/invitation';
import { useMe } from '../api/me';
import { signOut } from '../api/sign-out';
import { NewPasswordFields } from '../components/new-password-fields';
import { AuthLayout, AuthSubmitButton, inlineLinkClasses } from '../components/auth-layout';

/**
 * Where the emailed invitation link leads: the invitee sees who invited them to
 * which organization and role, chooses a name and password, and is signed in.
 */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const invitation = useInvitation(token);
  const me = useMe();
  const acceptInvitation = useAcceptInvitation();

  if (!token) return <InvalidInvitation />;
  if (invitation.isPending || me.isPending) return <LoadingScreen />;
  if (invitation.isError) {
    return (
      <AuthLayout title="Invitation">
        <LoadFailed
          what="We could not load your invitation."
          error={invitation.error}
          onRetry={() => void invitation.refetch()}
        />
      </AuthLayout>
    );
  }
  if (invitation.data === null) return <InvalidInvitation />;
  // The account would replace the session of whoever is signed in on this browser. Once
  // accepted, the new member is the one signed in: the form stays until the app opens.
  if (me.data && !acceptInvitation.isSuccess) {
    return <SignedInAlready user={me.data} invitation={invitation.data} token={token} />;
  }
  return (
    <AcceptInvitationForm
      token={token}
      invitation={invitation.data}
      acceptInvitation={acceptInvitation}
    />
  );
}

function AcceptInvitationForm({
  token,
  invitation,
  acceptInvitation,
}: {
  token: string;
  invitation: InvitationDetailsView;
  acceptInvitation: ReturnType<typeof useAcceptInvitation>;
}) {
  const queryClient = useQueryClient();
  const enterApp = useEnterApp();
  const form = useForm({
    resolver: zodResolver(acceptInvitationPageSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const invitedBy = invitation.invitedByName ?? 'An admin';

  const onSubmit = form.handleSubmit(({ name, password }) => {
    acceptInvitation.mutate(
      { token, name, password },
      {
        onSuccess: ({ user }) => {
          toast({
            title: `Welcome to ${invitation.organizationName}!`,
            description: `You have joined as ${roleWithArticle(invitation.role)}.`,
          });
          enterApp(user);
        },
        onError: (error) => {
          reportFormFailure(error, form.setError, {
            title: 'Could not join',
            fallback: 'Failed to accept the invitation. Please try again.',
          });
          // Used, revoked or expired meanwhile: the page says so instead of the form.
          if (isApiError(error) && error.code === 'invitation_invalid') {
            queryClient.setQueryData(invitationQueryOptions(token).queryKey, null);
          }
        },
      },
    );
  });

  return (
    <AuthLayout
      title={`Join ${invitation.organizationName} on Shortlist`}
      description={`${invitedBy} invited you to join as ${roleWithArticle(invitation.role)}. Choose your name and a password to create your account.`}
      footer={
        <>
          Already joined?{' '}
          <Link href="/signin" className={inlineLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <dl className="mb-5 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="font-medium text-slate-500">Your role</dt>
          <dd className="text-slate-900">
            <span className="font-medium">{ROLE_LABELS[invitation.role]}</span>
            <span className="block text-slate-600">{ROLE_DESCRIPTIONS[invitation.role]}</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium text-slate-500">Invitation expires</dt>
          <dd className="text-slate-900">
            <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
          </dd>
        </div>
      </dl>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          readOnly
          value={invitation.email}
          hint="You sign in with this address. The invitation was sent to it."
          className="bg-slate-50 text-slate-700"
        />
        <TextField
          label="Your name"
          autoComplete="name"
          required
          {...registeredField(form, 'name')}
        />
        <NewPasswordFields form={form} label="Password" />
        <AuthSubmitButton
          mutation={acceptInvitation}
          label="Accept Invitation"
          pendingLabel="Joining..."
        />
      </form>
    </AuthLayout>
  );
}

/** A missing, used, revoked or expired link: nothing to accept, and what to do instead. */
function InvalidInvitation() {
  return (
    <AuthLayout title="This invitation link does not work">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <LinkIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 text-sm text-slate-600" role="alert">
          {errorCatalog.invitation_invalid.message}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          If you have already joined, sign in with the password you chose.
        </p>
        <Link href="/signin" className={buttonClasses('default', 'default', 'mt-6 w-full')}>
          Go to Sign In
        </Link>
      </div>
    </AuthLayout>
  );
}

/**
 * Someone is signed in on this browser: accepting would sign them out, so they
 * choose. Signing out here keeps the invitation on the page and shows its form.
 */
function SignedInAlready({
  user,
  invitation,
  token,
}: {
  user: UserView;
  invitation: InvitationDetailsView;
  token: string;
}) {
  const queryClient = useQueryClient();
  const invitationKey = invitationQueryOptions(token).queryKey;
  const signOutHere = useMutation({
    mutationKey: ['auth', 'sign-out'],
    mutationFn: signOut,
    onSuccess: () => {
      // Forget the signed-out account's data, as the sidebar's Sign Out does, but keep the invitation.
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== ME_QUERY_KEY[0] && query.queryKey[0] !== invitationKey[0],
      });
      queryClient.setQueryData<UserView | null>(ME_QUERY_KEY, null);
      toast({ title: 'Signed out', description: 'You have been signed out.' });
    },
  });

  return (
    <AuthLayout
      title={`Join ${invitation.organizationName} on Shortlist`}
      description={`This invitation is for ${invitation.email}.`}
    >
      <div className="grid gap-4 text-sm text-slate-600">
        <p>
          You are signed in as <span className="font-medium text-slate-900">{user.name}</span> (
          {user.email}). To accept the invitation, sign out first: the new account is signed in on
          this browser instead.
        </p>
        <Button
          className="w-full"
          onClick={() => signOutHere.mutate()}
          isPending={signOutHere.isPending}
        >
          {!signOutHere.isPending && <LogOut aria-hidden="true" />}
          Sign Out and Continue
        </Button>
        <Link href="/dashboard" className={buttonClasses('outline', 'default', 'w-full')}>
          Go to Dashboard
        </Link>
      </div>
    </AuthLayout>
  );
}
